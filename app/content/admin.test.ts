import { describe, expect, it } from "vitest";
import * as admin from "./admin";
import { adminSchema } from "./admin.schema";
import { enquiryStatuses } from "~/admin/statuses";

describe("the owner's pages' words (app/content/admin.ts)", () => {
  it("match their schema", () => {
    const result = adminSchema.safeParse(admin);
    expect(result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`)).toEqual([]);
  });

  it("name every status in Bulgarian", () => {
    expect(enquiryStatuses.map((status) => admin.adminInbox.statuses[status])).toEqual([
      "ново",
      "свързахме се",
      "оферта",
      "спечелено",
      "отказано",
    ]);
  });

  it("refuse an empty text, naming the field", () => {
    const result = adminSchema.safeParse({ ...admin, adminSignIn: { ...admin.adminSignIn, heading: " " } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["adminSignIn", "heading"]);
  });
});
