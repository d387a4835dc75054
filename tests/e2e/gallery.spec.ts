import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./reused-page";
import { galleryDefaults as gallery, type GalleryEntry } from "../../app/content/gallery";
import { beforeAfter } from "../../app/content/pages/before-after";
import { homePage } from "../../app/content/pages/home";
import { services } from "../../app/content/services";
import { expectNoAxeViolations, settled } from "./axe";
import { waitForHydration } from "./hydration";

const irrigation = gallery.filter((entry) => entry.service === "irrigation");
const irrigationTitle = services.find((service) => service.slug === "irrigation")!.title;

/** A thumbnail's name: its caption, and the badge it shows when it has a photo „before“. */
const thumbnailName = (entry: GalleryEntry) => (entry.before ? `${entry.caption} ${beforeAfter.badge}` : entry.caption);

/** The filter links, the count and the thumbnails (buttons named by their captions). */
function galleryParts(page: Page) {
  const main = page.getByRole("main");
  return {
    filter: main.getByRole("navigation", { name: "Илюстрации по услуга" }),
    count: main.locator(".gallery-count:visible"),
    status: main.getByRole("status"),
    thumbnails: main.getByRole("list").last().getByRole("button").filter({ visible: true }),
    thumbnail: (entry: GalleryEntry) => main.getByRole("button", { name: thumbnailName(entry), exact: true }),
  };
}

async function captionsShown(thumbnails: Locator) {
  return thumbnails.evaluateAll((buttons) =>
    buttons.map((button) => document.getElementById(button.getAttribute("aria-labelledby")!.split(" ")[0]!)!.textContent),
  );
}

/** Console errors (React reports hydration mismatches there) and uncaught exceptions. */
function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test.describe("the gallery filter", () => {
  test("shows every photo with its caption and alt text", async ({ page }) => {
    await page.goto("/gallery");
    const { thumbnails, count } = galleryParts(page);
    await expect(thumbnails).toHaveCount(gallery.length);
    await expect(count).toHaveText(`Показани са всички ${gallery.length} илюстрации`);
    expect(await captionsShown(thumbnails)).toEqual(gallery.map((entry) => entry.caption));
    for (const entry of gallery.slice(0, 3)) {
      await expect(page.getByRole("main").getByRole("list").last().getByRole("img", { name: entry.alt, exact: true })).toHaveCount(1);
    }
  });

  for (const javaScript of [true, false]) {
    test(`${javaScript ? "with" : "without"} JavaScript: a filter is an address of its own that the browser applies, and the back button returns`, async ({
      browser,
      baseURL,
      viewport,
    }) => {
      const context = await browser.newContext({ baseURL, javaScriptEnabled: javaScript, viewport: viewport! });
      const page = await context.newPage();
      await page.goto("/gallery");
      if (javaScript) await waitForHydration(page);
      const { filter, count, status, thumbnails } = galleryParts(page);
      const all = filter.getByRole("link", { name: /^Всички/ });
      await expect(all).toHaveAccessibleName(`Всички (${gallery.length} илюстрации)`);

      const link = filter.getByRole("link", { name: new RegExp(`^${irrigationTitle}`) });
      await expect(link).toHaveAttribute("href", "#irrigation");
      await expect(link).toHaveAccessibleName(`${irrigationTitle} (${irrigation.length} илюстрации)`);
      await link.click();
      await expect(page).toHaveURL(/\/gallery#irrigation$/);
      await expect(thumbnails).toHaveCount(irrigation.length);
      expect(await captionsShown(thumbnails)).toEqual(irrigation.map((entry) => entry.caption));
      await expect(count).toHaveText(`Показани са ${irrigation.length} илюстрации: ${irrigationTitle}`);
      await expect(link).toHaveCSS(
        "background-color",
        await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--primary").trim()).then(hexToRgb),
      );
      if (javaScript) {
        await expect(status).toHaveText(`Показани са ${irrigation.length} илюстрации: ${irrigationTitle}`);
        await expect(link).toHaveAttribute("aria-current", "page");
        await expect(all).not.toHaveAttribute("aria-current");
      }

      await all.click();
      await expect(page).toHaveURL(/\/gallery#all$/);
      await expect(thumbnails).toHaveCount(gallery.length);
      await page.goBack();
      await expect(page).toHaveURL(/\/gallery#irrigation$/);
      await expect(thumbnails).toHaveCount(irrigation.length);
      await context.close();
    });
  }

  test("a shared address shows only that service's photos, without hydration errors", async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto("/gallery#irrigation");
    const { filter, status, thumbnails } = galleryParts(page);
    await expect(thumbnails).toHaveCount(irrigation.length);
    await waitForHydration(page);
    expect(await captionsShown(thumbnails)).toEqual(irrigation.map((entry) => entry.caption));
    await expect(status).toHaveText(`Показани са ${irrigation.length} илюстрации: ${irrigationTitle}`);
    await expect(filter.locator('[aria-current="page"]')).toHaveText(new RegExp(`^${irrigationTitle}`));
    expect(errors).toEqual([]);
  });

  test("an old address with ?service= becomes the filter's own address", async ({ page }) => {
    await page.goto("/gallery?service=irrigation");
    await expect(page).toHaveURL(/\/gallery#irrigation$/);
    await expect(galleryParts(page).thumbnails).toHaveCount(irrigation.length);
  });

  test("an unknown service in the address shows all photos", async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto("/gallery#pools");
    await waitForHydration(page);
    const { filter, thumbnails } = galleryParts(page);
    await expect(thumbnails).toHaveCount(gallery.length);
    await expect(filter.getByRole("link", { name: /^Всички/ })).toHaveAttribute("aria-current", "page");
    expect(errors).toEqual([]);
  });
});

/** "#24613a" → "rgb(36, 97, 58)", as getComputedStyle writes colours. */
function hexToRgb(hex: string) {
  const [r, g, b] = [1, 3, 5].map((index) => parseInt(hex.slice(index, index + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

test.describe("the lightbox without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("opens a photo and closes back to the gallery, with no next photo that would open over it", async ({ page }) => {
    await page.goto("/gallery");
    await galleryParts(page).thumbnail(gallery[4]!).click();
    const dialog = page.getByRole("dialog", { name: gallery[4]!.caption });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Следваща илюстрация" })).toBeHidden();
    await expect(dialog.getByRole("button", { name: "Предишна илюстрация" })).toBeHidden();
    await dialog.getByRole("button", { name: "Затворете", exact: true }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
  });
});

test.describe("the lightbox", () => {
  test("works with the keyboard: Enter opens, arrows move, Escape closes and focus goes to the photo shown last", async ({ page }) => {
    await page.goto("/gallery");
    await waitForHydration(page);
    const third = galleryParts(page).thumbnail(gallery[2]!);
    await third.focus();
    await page.keyboard.press("Enter");

    const dialog = page.getByRole("dialog", { name: gallery[2]!.caption });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(`3 от ${gallery.length}`);
    await expect(dialog.getByRole("img", { name: gallery[2]!.alt })).toBeVisible();
    // The close button takes focus in the popover's toggle event, a task after the frame that shows it.
    await expect(dialog.getByRole("button", { name: "Затворете", exact: true })).toBeFocused();

    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("dialog")).toHaveAccessibleName(gallery[3]!.caption);
    await expect(page.getByRole("dialog")).toContainText(`4 от ${gallery.length}`);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("dialog")).toHaveAccessibleName(gallery[1]!.caption);
    await expect(page.getByRole("dialog")).toContainText(`2 от ${gallery.length}`);

    // Back in the gallery at the photo the visitor looked at last, not at the one that opened the first.
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(galleryParts(page).thumbnail(gallery[1]!)).toBeFocused();
  });

  test("Tab and Shift+Tab go round inside it, and Escape still returns focus to the photo", async ({ page }) => {
    await page.goto("/gallery");
    await waitForHydration(page);
    const third = galleryParts(page).thumbnail(gallery[2]!);
    await third.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("button", { name: "Затворете", exact: true })).toBeFocused();
    const focusInside = () => dialog.evaluate((element) => element.contains(document.activeElement));
    for (const key of [...Array<string>(6).fill("Tab"), ...Array<string>(6).fill("Shift+Tab")]) {
      await page.keyboard.press(key);
      expect(await focusInside(), `focus inside the photo after ${key}`).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(third).toBeFocused();
  });

  test("moves within the current filter and wraps around", async ({ page }) => {
    await page.goto("/gallery#irrigation");
    await waitForHydration(page);
    const last = irrigation.at(-1)!;
    await galleryParts(page).thumbnail(last).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toHaveAccessibleName(last.caption);
    await expect(dialog).toHaveAccessibleDescription(`${irrigation.length} от ${irrigation.length}`);
    await dialog.getByRole("button", { name: "Следваща илюстрация" }).click();
    await expect(dialog).toHaveAccessibleName(irrigation[0]!.caption);
    await expect(dialog).toHaveAccessibleDescription(`1 от ${irrigation.length}`);
    await dialog.getByRole("button", { name: "Предишна илюстрация" }).click();
    await expect(dialog).toHaveAccessibleDescription(`${irrigation.length} от ${irrigation.length}`);
  });

  test("before React runs, an arrow in a filtered gallery opens the neighbour in the whole gallery, though the filter hides its photo", async ({
    page,
  }) => {
    // The scripts never arrive: the page stays as the browser painted it, with scripting on.
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto("/gallery#irrigation");
    const last = irrigation.at(-1)!;
    const neighbour = gallery[gallery.indexOf(last) + 1]!;
    expect(neighbour.service, "a photo the filter hides").not.toBe("irrigation");
    const { thumbnails, thumbnail } = galleryParts(page);
    await expect(thumbnails).toHaveCount(irrigation.length);
    await expect(thumbnail(neighbour)).toBeHidden();
    // What screen readers are offered is the filter's photos only.
    await expect(page.getByRole("main").getByRole("list").last().getByRole("listitem")).toHaveCount(irrigation.length);

    await thumbnail(last).click();
    await page
      .getByRole("dialog", { name: last.caption })
      .getByRole("button", { name: /^Следваща/ })
      .click();
    const next = page.getByRole("dialog", { name: neighbour.caption });
    await expect(next).toBeVisible();
    await expect(next.getByRole("img", { name: neighbour.alt })).toBeVisible();
    await expect(next.getByRole("button", { name: "Затворете", exact: true })).toBeVisible();
  });

  test("leaving the gallery with a photo open (the back button) leaves the next page free to scroll", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    // In the page: React Router's navigation, so that the back button unmounts the gallery with the photo open.
    await page.getByRole("link", { name: homePage.gallery.illustrations.link }).click();
    await expect(page).toHaveURL(/\/gallery$/);
    await galleryParts(page).thumbnail(gallery[1]!).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page.locator("html")).toHaveCSS("overflow", "hidden");
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("html")).not.toHaveCSS("overflow", "hidden");
  });

  test("the close button closes it and focus returns to the photo", async ({ page }) => {
    await page.goto("/gallery");
    await waitForHydration(page);
    const thumbnail = galleryParts(page).thumbnail(gallery[4]!);
    await thumbnail.click();
    await expect(page.getByRole("dialog", { name: gallery[4]!.caption })).toBeVisible();
    await page.getByRole("dialog").getByRole("button", { name: "Затворете", exact: true }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(thumbnail).toBeFocused();
  });

  test("while it is open the page's own background is the lightbox's colour, so that a scrollbar's room beside it is dark", async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, "a phone's scrollbar takes no room");
    // The page keeps room for a classic scrollbar (scrollbar-gutter: stable), which no popover covers; this browser
    // hides its scrollbars, so the colour that room would show is read instead.
    await page.goto("/gallery");
    await waitForHydration(page);
    const backgrounds = () =>
      page.evaluate(() => ({
        page: getComputedStyle(document.documentElement).backgroundColor,
        lightbox: getComputedStyle(document.querySelector(".lightbox:popover-open") ?? document.body).backgroundColor,
      }));
    const before = (await backgrounds()).page;
    await galleryParts(page).thumbnail(gallery[4]!).click();
    await expect(page.getByRole("dialog", { name: gallery[4]!.caption })).toBeVisible();
    // The page's class follows the popover's `toggle` event, a task after the popover shows or hides.
    await expect
      .poll(async () => {
        const open = await backgrounds();
        return open.page === open.lightbox;
      })
      .toBe(true);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect.poll(async () => (await backgrounds()).page).toBe(before);
  });

  test("a horizontal swipe moves to the next or previous photo, and a tap beside it closes it", async ({ page, isMobile }) => {
    test.skip(!isMobile, "touch is tested on the phone-sized project");
    // A photo with a before-and-after pair gives its horizontal swipes to the comparison's slider:
    // two neighbours without one, each swiped on in turn.
    const first = gallery.findIndex((photo, index) => index > 0 && !photo.before && !gallery[index + 1]?.before);
    expect(first).toBeGreaterThan(0);
    const position = (index: number) => `${index + 1} от ${gallery.length}`;
    await page.goto("/gallery");
    await waitForHydration(page);
    await galleryParts(page).thumbnail(gallery[first]!).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toHaveAccessibleDescription(position(first));

    // Real touch input: Chromium turns it into pointer events of type "touch".
    const cdp = await page.context().newCDPSession(page);
    const box = (await dialog.getByTestId("lightbox-stage").boundingBox())!;
    const y = box.y + box.height / 2;
    const swipe = async (fromX: number, toX: number) => {
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: fromX, y }] });
      for (let step = 1; step <= 5; step += 1) {
        const x = fromX + ((toX - fromX) * step) / 5;
        await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y }] });
      }
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    };

    await swipe(300, 100);
    await expect(dialog).toHaveAccessibleDescription(position(first + 1));
    await expect(dialog).toHaveAccessibleName(gallery[first + 1]!.caption);
    await swipe(300, 280); // too short: stays
    await expect(dialog).toHaveAccessibleDescription(position(first + 1));
    await swipe(80, 300);
    await expect(dialog).toHaveAccessibleDescription(position(first));
    await swipe(80, 300);
    await expect(dialog).toHaveAccessibleDescription(position(first - 1));

    // A tap on the photo keeps it open; a tap on the dark space above it closes it, as a phone's viewer does.
    const photo = (await dialog.getByTestId("lightbox-stage").locator(":scope > div").boundingBox())!;
    expect(photo.y - box.y).toBeGreaterThan(24);
    const tap = async (x: number, at: number) => {
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y: at }] });
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    };
    await tap(photo.x + photo.width / 2, photo.y + photo.height / 2);
    await expect(dialog).toHaveAccessibleDescription(position(first - 1));
    await tap(box.x + box.width / 2, box.y + 12);
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(galleryParts(page).thumbnail(gallery[first - 1]!)).toBeFocused();
  });

  test("does not slide when the visitor prefers reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/gallery");
    await waitForHydration(page);
    await galleryParts(page).thumbnail(gallery[0]!).click();
    // The arrow keys act inside the photo: once focus is there (its `toggle` event, a task after the frame that shows it).
    await expect(page.getByRole("dialog").getByRole("button", { name: "Затворете", exact: true })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    // The next photo fades in over 150 ms; with reduced motion nothing lasts more than a frame.
    const durations = await page.evaluate(() =>
      document.getAnimations().map((animation) => Number(animation.effect?.getTiming().duration ?? 0)),
    );
    expect(durations.filter((duration) => duration > 1)).toEqual([]);
    await expect(page.getByRole("dialog")).toHaveAccessibleDescription(`2 от ${gallery.length}`);
  });
});

for (const theme of ["light", "dark"] as const) {
  test.describe(`the lightbox, ${theme} theme`, () => {
    test.use({ colorScheme: theme });

    test("open: no axe violations", async ({ page }) => {
      await page.goto("/gallery");
      await waitForHydration(page);
      await galleryParts(page).thumbnail(gallery[0]!).click();
      await expect(page.getByRole("dialog").getByRole("button", { name: "Затворете", exact: true })).toBeFocused();
      await page.keyboard.press("ArrowRight");
      await settled(page);
      await expectNoAxeViolations(page);
    });
  });
}
