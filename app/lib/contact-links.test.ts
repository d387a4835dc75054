import { describe, expect, it } from "vitest";
import { enquiryForm } from "~/content/enquiry";
import { enquiryHref, telUrl, viberUrl } from "./contact-links";

describe("the links that reach the company", () => {
  it("call and write on Viber to the company's number", () => {
    expect(telUrl).toBe("tel:+359888123456");
    expect(viberUrl).toBe("viber://chat?number=%2B359888123456");
  });

  it("lead to the enquiry form's section, with the service chosen when given", () => {
    expect(enquiryHref()).toBe(`/contact#${enquiryForm.anchor}`);
    expect(enquiryHref("irrigation")).toBe(`/contact?service=irrigation#${enquiryForm.anchor}`);
  });
});
