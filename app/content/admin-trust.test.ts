import { describe, expect, it } from "vitest";
import { adminTrust } from "./admin";
import { adminTrustSchema } from "./admin.schema";

describe('the words of the owner\'s "how we work" pages (adminTrust in app/content/admin.ts)', () => {
  it("match their schema", () => {
    const result = adminTrustSchema.safeParse(adminTrust);
    expect(result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`)).toEqual([]);
  });

  it("say in Bulgarian that the site shows at least 3 facts", () => {
    expect(adminTrust.facts.minimum).toMatch(/поне 3/);
    expect(adminTrust.errors.tooFewFacts).toMatch(/поне 3/);
  });
});
