import { describe, expect, it } from "vitest";
import { isAdminPath } from "./paths";

describe("the owner's paths", () => {
  it("are /admin, what is under it and its data", () => {
    expect(["/admin", "/admin/", "/admin/enquiries", "/admin/gallery.data", "/admin.data"].filter(isAdminPath)).toHaveLength(5);
  });

  it("are not public paths that merely begin alike", () => {
    expect(["/", "/administration", "/admins/x", "/contact", "/admin.html"].some(isAdminPath)).toBe(false);
  });
});
