/**
 * The owner's texts on the real build: a price's note typed with a
 * right-to-left override, a NUL and a zero-width space is saved as the text
 * the owner sees; one far over its limit is refused with the Bulgarian
 * message, nothing saved; and the forms stop typing at the schemas' limits.
 * The build itself is simulated: what is saved is what these tests look at.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { priceFormValues } from "~/admin/content-forms.server";
import { adminEditing } from "~/content/admin";
import { TEST_ORIGIN } from "../fixtures/enquiry";
import { startAdminSite, type AdminSite } from "./admin-site";

let site: AdminSite;
let dataDir: string;
let token: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "owner-texts-test-"));
  site = await startAdminSite({
    publishing: {
      dataDir,
      render: async () => {
        throw new Error("simulated: no render in this test");
      },
    },
  });
  token = await site.session((await site.user()).id);
}, 60_000);

afterAll(async () => {
  await site?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string) => site.app.inject({ url, headers: { "accept-encoding": "identity", cookie: `admin=${token}` } });
const post = (url: string, body: Record<string, string>) =>
  site.app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/x-www-form-urlencoded", origin: TEST_ORIGIN, cookie: `admin=${token}` },
    payload: new URLSearchParams(body).toString(),
  });

/** The prices the latest version saved, if any. */
async function savedPrices() {
  const [latest] = await await site.publisher!.store.list();
  return latest ? (await site.publisher!.store.overlays(latest.id)).prices : undefined;
}

describe("a price's note from the owner's form", () => {
  it("is saved without the right-to-left override, the NUL and the zero-width space typed into it", async () => {
    const response = await post("/admin/prices/gardening", {
      ...priceFormValues({}),
      "note.gardening-mowing": "\u202eВключва\u0000 извозване\u200b на тревата",
    });
    // Saved as a version; this test's rendering always fails, so its publish is answered as failed (500).
    expect(response.statusCode).toBe(500);
    await site.publisher!.settled();
    expect(await savedPrices()).toEqual({ items: { "gardening-mowing": { note: "Включва извозване на тревата" } } });
  });

  it("is refused far over its limit, with the Bulgarian message and nothing saved", async () => {
    const versions = (await site.publisher!.store.list()).length;
    const response = await post("/admin/prices/gardening", {
      ...priceFormValues({}),
      "note.gardening-mowing": "a".repeat(200_000),
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(adminEditing.errors.note);
    expect(await site.publisher!.store.list()).toHaveLength(versions);
  });
});

describe("the owner's forms", () => {
  it("keep a text longer than the schemas take whole, for the server to refuse by name: no maxlength cuts it short", async () => {
    for (const page of [
      "/admin/prices/gardening",
      "/admin/services",
      "/admin/company",
      "/admin/people",
      "/admin/facts",
      "/admin/gallery",
    ]) {
      const body = (await get(page)).body;
      expect(body, page).toContain("<textarea");
      expect(body, page).not.toMatch(/<(input|textarea)[^>]*maxLength=/i);
    }
  });
});
