import { describe, expect, it } from "vitest";
import { adminGalleryManage } from "./admin";
import { adminGalleryManageSchema } from "./admin.schema";

describe("the words of the gallery's illustrations, order and lead photo (admin.ts)", () => {
  it("match their schema", () => {
    const result = adminGalleryManageSchema.safeParse(adminGalleryManage);
    expect(result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`)).toEqual([]);
    expect(adminGalleryManageSchema.safeParse({ ...adminGalleryManage, hide: " " }).error?.issues[0]?.path).toEqual(["hide"]);
  });
});
