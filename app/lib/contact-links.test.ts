import { describe, expect, it } from "vitest";
import { companyDefaults } from "~/content/company";
import { enquiryForm } from "~/content/enquiry";
import { enquiryHref, telUrl, viberUrl } from "./contact-links";

describe("the links that reach the company", () => {
  it("call and write on Viber to the company's number", () => {
    expect(telUrl(companyDefaults)).toBe("tel:+359888123456");
    expect(viberUrl(companyDefaults)).toBe("viber://chat?number=%2B359888123456");
    expect(telUrl({ phone: { e164: "+359877000111", display: "0877 000 111" } })).toBe("tel:+359877000111");
  });

  it("lead to the enquiry form's section, with the service chosen when given", () => {
    expect(enquiryHref()).toBe(`/contact#${enquiryForm.anchor}`);
    expect(enquiryHref("irrigation")).toBe(`/contact?service=irrigation#${enquiryForm.anchor}`);
  });
});
