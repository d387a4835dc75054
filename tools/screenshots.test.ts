import { describe, expect, it } from "vitest";
import { defaultPaths, screenshotName } from "./screenshots";

describe("screenshots", () => {
  it("are named by theme, width and page", () => {
    expect(screenshotName("dark", 375, "/")).toBe("dark-375-home.png");
    expect(screenshotName("light", 1280, "/services/gardening")).toBe("light-1280-services-gardening.png");
  });

  it("cover every page and the not-found page as a visitor reaches it", () => {
    expect(defaultPaths(["/", "/prices", "/404"])).toEqual(["/", "/prices", "/services/unknown"]);
  });
});
