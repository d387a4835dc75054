// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { galleryDefaults as gallery } from "~/content/gallery";
import { shownEntry } from "~/lib/gallery-images";
import { GalleryGrid } from "./gallery-grid";

const entries = gallery.map(shownEntry);

describe("GalleryGrid", () => {
  it("puts each photo's lightbox before its button, so that a button painted while the page still arrives opens its photo", () => {
    const { container } = render(<GalleryGrid entries={entries} shown={[]} />);
    const buttons = [...container.querySelectorAll<HTMLButtonElement>("button[data-photo]")];
    expect(buttons).toHaveLength(entries.length);
    for (const button of buttons) {
      const lightbox = container.ownerDocument.getElementById(button.getAttribute("popovertarget")!);
      expect(lightbox, `the lightbox of ${button.dataset.photo}`).not.toBeNull();
      expect(lightbox!.getAttribute("popover")).toBe("auto");
      expect(
        lightbox!.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING,
        `${button.dataset.photo}'s lightbox comes before its button`,
      ).toBeTruthy();
      // In the photo's own item: nothing of the photos after it stands between the two.
      expect(lightbox!.closest("li")).toBe(button.closest("li"));
    }
  });
});
