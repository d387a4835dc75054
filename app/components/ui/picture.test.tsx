// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { uploadedPicture, type ImageInfo } from "~/lib/image-names";
import { Picture, type PictureProps } from "./picture";

const lawn: ImageInfo = {
  width: 1200,
  height: 900,
  placeholder: "ph-lawn",
  name: "lawn",
  hash: "abc123",
  widths: [400, 800, 1200],
};

const SIZES = "(min-width: 768px) 50vw, 100vw";

function renderPicture(props: PictureProps) {
  const { container } = render(<Picture {...props} />);
  const picture = container.querySelector("picture");
  const img = container.querySelector("img");
  if (!picture || !img) throw new Error("no <picture> with an <img>");
  return { picture, img, sources: [...picture.querySelectorAll("source")] };
}

describe("Picture", () => {
  it("offers AVIF and WebP sources and a JPEG fallback at every width, with the sizes given", () => {
    const { sources, img } = renderPicture({ image: lawn, alt: "Окосена морава", sizes: SIZES });
    expect(sources.map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(sources[0]).toHaveAttribute(
      "srcset",
      "/assets/img/lawn-400.abc123.avif 400w, /assets/img/lawn-800.abc123.avif 800w, /assets/img/lawn-1200.abc123.avif 1200w",
    );
    expect(sources[1]?.getAttribute("srcset")).toContain("/assets/img/lawn-800.abc123.webp 800w");
    for (const source of sources) expect(source).toHaveAttribute("sizes", SIZES);
    expect(img.getAttribute("srcset")).toContain("/assets/img/lawn-1200.abc123.jpg 1200w");
    expect(img).toHaveAttribute("sizes", SIZES);
    expect(img).toHaveAttribute("src", "/assets/img/lawn-1200.abc123.jpg");
  });

  it("has the intrinsic width and height, the alt text and the placeholder colour class", () => {
    const { img } = renderPicture({ image: lawn, alt: "Окосена морава", sizes: SIZES, className: "rounded-2xl" });
    expect(img).toHaveAttribute("width", "1200");
    expect(img).toHaveAttribute("height", "900");
    expect(img).toHaveAttribute("alt", "Окосена морава");
    expect(img).toHaveClass("ph-lawn", "rounded-2xl");
    expect(img).not.toHaveAttribute("style");
  });

  it("shows an uploaded photo's sizes from /photos/, its dominant colour behind it once the page runs, never as a style attribute", () => {
    const uploaded = uploadedPicture({ width: 1000, height: 750, color: "#3a7f4c", hash: "0123456789", widths: [400, 680, 800, 1000] });
    const html = renderToString(<Picture image={uploaded} alt="Нова морава" sizes={SIZES} />);
    expect(html).toContain("/photos/photo-400.0123456789.avif 400w");
    expect(html).not.toContain("style=");
    const { img, sources } = renderPicture({ image: uploaded, alt: "Нова морава", sizes: SIZES });
    expect(sources[1]?.getAttribute("srcset")).toContain("/photos/photo-1000.0123456789.webp 1000w");
    expect(img).toHaveAttribute("src", "/photos/photo-1000.0123456789.jpg");
    expect(img.style.backgroundColor).toBe("rgb(58, 127, 76)");
    expect(img).toHaveAttribute("width", "1000");
  });

  it("loads lazily by default and eagerly with high priority for the page's largest image", () => {
    const lazy = renderPicture({ image: lawn, alt: "Морава", sizes: SIZES }).img;
    expect(lazy).toHaveAttribute("loading", "lazy");
    expect(lazy).toHaveAttribute("decoding", "async");
    expect(lazy).not.toHaveAttribute("fetchpriority");
    const first = renderPicture({ image: lawn, alt: "Морава", sizes: SIZES, priority: true }).img;
    expect(first).toHaveAttribute("loading", "eager");
    expect(first).toHaveAttribute("fetchpriority", "high");
  });

  it("announces the page's largest image in <head> (React's preload), and no other", () => {
    const page = (priority: boolean) =>
      renderToString(
        <html lang="bg">
          <head />
          <body>
            <Picture image={lawn} alt="Морава" sizes={SIZES} priority={priority} />
          </body>
        </html>,
      );
    const head = new DOMParser().parseFromString(page(true), "text/html").head;
    const preload = head.querySelector('link[rel="preload"][as="image"]');
    const attribute = (name: string) => preload?.getAttribute(name);
    expect([attribute("type"), attribute("fetchpriority"), attribute("imagesizes")]).toEqual(["image/avif", "high", SIZES]);
    expect(attribute("imagesrcset")).toMatch(/\.avif 1200w$/);
    expect(new DOMParser().parseFromString(page(false), "text/html").head.querySelector("link")).toBeNull();
  });

  it("gives a shaped picture's box its ratio, and lets a lazy one wait unpainted until it nears the viewport", () => {
    const lazy = renderPicture({ image: lawn, alt: "Морава", sizes: SIZES, aspect: "16/9" });
    expect(lazy.picture).toHaveClass("block", "aspect-video", "[content-visibility:auto]");
    expect(lazy.img).toHaveClass("aspect-video", "w-full", "object-cover");
    // The picture with priority is on the first screen: nothing to wait for.
    const first = renderPicture({ image: lawn, alt: "Морава", sizes: SIZES, aspect: "4/3", priority: true });
    expect(first.picture).toHaveClass("aspect-[4/3]");
    expect(first.picture).not.toHaveClass("[content-visibility:auto]");
    // In a popover, laid out with it as it opens, not a frame later.
    const inLightbox = renderPicture({ image: lawn, alt: "Морава", sizes: SIZES, aspect: "4/3", inPopover: true });
    expect(inLightbox.picture).toHaveClass("aspect-[4/3]");
    expect(inLightbox.picture).not.toHaveClass("[content-visibility:auto]");
    expect(inLightbox.img).toHaveAttribute("loading", "lazy");
    // Without a shape the box's height is unknown until the image is laid out: never skipped.
    const natural = renderPicture({ image: lawn, alt: "Морава", sizes: SIZES });
    expect(natural.picture.className).toBe("block");
    expect(natural.img).not.toHaveClass("object-cover");
  });

  it("refuses to render without an alt text", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const noAlt = { image: lawn, sizes: SIZES } as unknown as PictureProps;
    expect(() => render(<Picture {...noAlt} />)).toThrow(/"lawn" has no alt text/);
    expect(() => render(<Picture image={lawn} alt="   " sizes={SIZES} />)).toThrow(/no alt text/);
  });

  it("renders a decorative picture with an empty alt", () => {
    const { img } = renderPicture({ image: lawn, decorative: true, sizes: SIZES });
    expect(img).toHaveAttribute("alt", "");
  });
});
