/**
 * The owner's versions page on the real build, publishing as the server
 * does (a failure simulated): a failed publish is explained
 * in Bulgarian, with the build's English lines kept under „Технически
 * подробности“; a rollback asks first (`?confirm=<id>`, plain HTML) and says
 * which later versions it undoes, and only the question's form rolls back.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serviceTextSections } from "~/admin/service-form.server";
import { adminPublished, adminVersions } from "~/content/admin";
import { DEPLOYED } from "../../server/publish/versions";
import { attributeOf, elementsOf, type HtmlElement } from "../../server/html";
import { renderPages } from "../../server/publish/render";
import { TEST_ORIGIN } from "../fixtures/enquiry";
import { startAdminSite, type AdminSite } from "./admin-site";

const RENDER_ERROR = "/prices: the page answered 500";

let site: AdminSite;
let dataDir: string;
let token: string;
/** How the versions are rendered this time. */
let render: typeof renderPages = renderPages;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "versions-page-test-"));
  site = await startAdminSite({ publishing: { dataDir, render: (...args) => render(...args) } });
  token = await site.session((await site.user()).id);
}, 60_000);

afterAll(async () => {
  await site?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function publish(change: Parameters<NonNullable<AdminSite["publisher"]>["publish"]>[0]) {
  const result = await site.publisher!.publish(change, "Иван Петров");
  expect(result.ok).toBe(true);
  await site.publisher!.settled();
}

async function versionsPage(query = "") {
  const response = await site.app.inject({
    url: `/admin/versions${query}`,
    headers: { cookie: `admin=${token}`, "accept-encoding": "identity" },
  });
  expect(response.statusCode).toBe(200);
  return [...elementsOf(response.body)];
}

/** All the text inside an element, as a browser's textContent, spaces collapsed. */
function textIn(element: HtmlElement): string {
  const walk = (node: HtmlElement): string => node.value ?? (node.childNodes ?? []).map(walk).join("");
  return walk(element).replace(/\s+/g, " ").trim();
}

/** The elements inside `root`, deep, in document order. */
function inside(root: HtmlElement): HtmlElement[] {
  return (root.childNodes ?? []).flatMap((child) => (child.tagName ? [child, ...inside(child)] : []));
}

/** A version's card: the list item whose heading is its name. */
function card(page: HtmlElement[], name: string) {
  const item = page.find(
    (element) => element.tagName === "li" && inside(element).some((child) => child.tagName === "h2" && textIn(child) === name),
  );
  expect(item, name).toBeDefined();
  return item!;
}

/** The forms in an element, with their method, action, fields and text. */
function formsIn(element: HtmlElement) {
  return inside(element)
    .filter((form) => form.tagName === "form")
    .map((form) => ({
      method: (attributeOf(form, "method") ?? "get").toLowerCase(),
      action: attributeOf(form, "action"),
      fields: Object.fromEntries(
        inside(form)
          .filter((input) => input.tagName === "input")
          .map((input) => [attributeOf(input, "name"), attributeOf(input, "value") ?? ""]),
      ),
      text: textIn(form),
    }));
}

describe("a failed publish", () => {
  it("is explained in Bulgarian, what to do included, with the build's English lines under „Технически подробности“", async () => {
    render = async () => {
      throw new Error(RENDER_ERROR);
    };
    await publish({ prices: { items: { "gardening-mowing": { cents: 16 } } } });
    const page = await versionsPage();
    const failed = card(page, adminVersions.version(1));
    const text = textIn(failed);
    expect(text).toContain(adminVersions.states.failed);
    expect(text).toContain("Новата версия не можа да се подготви. Сайтът остава както беше");
    expect(text).toContain("изпратете техническите подробности отдолу на човека, който поддържа сайта");
    // The English reason only inside the details, after its Bulgarian summary.
    const details = page.filter((element) => element.tagName === "details" && textIn(element).includes(RENDER_ERROR));
    expect(details).toHaveLength(1);
    const summary = details[0]!.childNodes!.find((child) => child.tagName === "summary")!;
    expect(textIn(summary)).toBe("Технически подробности");
    expect(attributeOf(details[0]!, "open")).toBeUndefined();
    expect(text.replace(textIn(details[0]!), "")).not.toContain("answered 500");
    // A failed version is never offered as one to go back to.
    expect(formsIn(failed)).toEqual([]);
  });
});

/** Saves the gardening page's intro through the owner's form, as a browser sends it. */
async function saveIntro(intro: string) {
  const gardening = serviceTextSections({}).find((section) => section.slug === "gardening")!;
  return site.app.inject({
    method: "POST",
    url: "/admin/services",
    headers: {
      cookie: `admin=${token}`,
      origin: TEST_ORIGIN,
      "content-type": "application/x-www-form-urlencoded",
      "accept-encoding": "identity",
    },
    payload: new URLSearchParams({ ...gardening.values, service: "gardening", intro }).toString(),
  });
}

describe("a rollback", () => {
  beforeAll(async () => {
    // Two finished versions over the deployed build: 2 (prices), then 3 (company), live.
    render = renderPages;
    await publish({ prices: { items: { "gardening-mowing": { cents: 16 } } } });
    await publish({ company: { email: "info@firma.bg" } });
    expect(site.publisher!.liveId()).toBe(3);
  }, 60_000);

  it("lists what each version changed, from what to what, measured against the version it was made from", async () => {
    const page = await versionsPage();
    const prices = textIn(card(page, adminVersions.version(2)));
    expect(prices).toContain("Косене на трева: 0,14 € → 0,16 €");
    expect(textIn(card(page, adminVersions.version(3)))).toContain("Имейл: office@vechnozeleno.example → info@firma.bg");
    // The version before it failed: never live, so not what version 2 is measured against.
    expect(prices).not.toContain("0,16 € → 0,16 €");
  });

  it("is first a question: the button only opens ?confirm=<id>, nothing posts from the list", async () => {
    const page = await versionsPage();
    const deployed = formsIn(card(page, adminVersions.deployed));
    expect(deployed).toEqual([
      expect.objectContaining({
        method: "get",
        fields: { confirm: String(DEPLOYED) },
        text: expect.stringContaining(adminVersions.rollback),
      }),
    ]);
    expect(formsIn(card(page, adminVersions.version(2)))).toEqual([expect.objectContaining({ method: "get", fields: { confirm: "2" } })]);
    // No question yet, and no form that would roll back.
    const html = page.find((element) => element.tagName === "html")!;
    expect(formsIn(html).filter((form) => "version" in form.fields)).toEqual([]);
    expect(page.some((element) => element.tagName === "h3")).toBe(false);
  });

  it("asks in the version's card, focused, listing the later versions it undoes, with „Да, върнете сайта“ and „Отказ“", async () => {
    const page = await versionsPage(`?confirm=${DEPLOYED}`);
    const asking = card(page, adminVersions.deployed);
    const question = page.find((element) => element.tagName === "h3")!;
    expect(textIn(question)).toBe("Да се върне ли сайтът към версията, качена от човека, който поддържа сайта?");
    expect(attributeOf(question, "autofocus")).toBe("");
    expect(attributeOf(question, "tabindex")).toBe("-1");
    const text = textIn(asking);
    expect(text).toContain("Ще отмени:");
    // Each version it undoes by what it changed, value by value, as its card says.
    expect(text).toMatch(/Версия 3 от \d\d\.\d\d\.\d{4} \d\d:\d\d:\s*Имейл: office@vechnozeleno\.example → info@firma\.bg/u);
    expect(text).toMatch(/Версия 2 от \d\d\.\d\d\.\d{4} \d\d:\d\d:\s*Косене на трева: 0,14 € → 0,16 €/u);
    expect(text).not.toContain("Версия 1 от"); // it failed: never on the site
    expect(formsIn(asking)).toEqual([
      { method: "post", action: "/admin/versions", fields: { version: String(DEPLOYED) }, text: adminVersions.confirmYes },
    ]);
    const cancel = page.find((element) => element.tagName === "a" && textIn(element) === adminVersions.confirmNo);
    // Without scripts, „Отказ“ loads the page at the button that asked.
    expect(cancel && attributeOf(cancel, "href")).toBe(`/admin/versions#rollback-${DEPLOYED}`);
    // One question at a time: the other versions keep their first button.
    expect(formsIn(card(page, adminVersions.version(2)))).toEqual([expect.objectContaining({ method: "get" })]);
  });

  it("asks nothing for a version it cannot go to: the live one, a failed one, an unknown one", async () => {
    for (const query of ["?confirm=3", "?confirm=1", "?confirm=99", "?confirm=abc", "?confirm="]) {
      const page = await versionsPage(query);
      expect(
        page.some((element) => element.tagName === "h3"),
        query,
      ).toBe(false);
    }
  });

  it("rolls back when the question's form is sent", async () => {
    const response = await site.app.inject({
      method: "POST",
      url: "/admin/versions",
      headers: { cookie: `admin=${token}`, origin: TEST_ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      payload: `version=${DEPLOYED}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(adminVersions.rolledBack);
    expect(site.publisher!.liveId()).toBe(DEPLOYED);
  });
});

describe("the answer to a save", () => {
  it("says „Публикувано“ once the version is live, what changed, and links to the public page that shows it", async () => {
    render = renderPages;
    const response = await saveIntro("Поддържаме градини от пролетта до късната есен.");
    expect(response.statusCode).toBe(200);
    const page = [...elementsOf(response.body)];
    const status = page.find((element) => attributeOf(element, "role") === "status" && textIn(element).includes(adminPublished.published))!;
    expect(status).toBeDefined();
    expect(textIn(status)).toContain("Озеленяване, въведение:");
    expect(textIn(status)).toContain("→ Поддържаме градини от пролетта до късната есен.");
    const link = inside(status).find((element) => element.tagName === "a")!;
    expect(textIn(link)).toBe(adminPublished.see);
    expect(attributeOf(link, "href")).toBe("/services/gardening");
    // Live already: the public page shows it.
    const gardening = await site.app.inject({ url: "/services/gardening", headers: { "accept-encoding": "identity" } });
    expect(gardening.body).toContain("Поддържаме градини от пролетта до късната есен.");
  });

  it("says, when the version could not be published, that the site is unchanged, with the English reason under „Технически подробности“", async () => {
    render = async () => {
      throw new Error(RENDER_ERROR);
    };
    const response = await saveIntro("Текст, който няма да стигне до сайта.");
    render = renderPages;
    expect(response.statusCode).toBe(500);
    const page = [...elementsOf(response.body)];
    const alert = page.find((element) => attributeOf(element, "role") === "alert" && textIn(element).includes(adminPublished.failed))!;
    expect(alert).toBeDefined();
    const details = inside(alert).find((element) => element.tagName === "details")!;
    expect(textIn(details)).toBe(`${adminPublished.technical}${RENDER_ERROR}`);
    expect(textIn(alert)).not.toContain(adminPublished.published);
  });
});
