import { GalleryImage } from "~/components/gallery-image";
import type { ShownEntry } from "~/lib/gallery-images";
import type { Pages } from "~/content/pages.schema";
import { useCompany } from "~/lib/site-content";
import { ContactButtons } from "./contact-buttons";
import { Highlights } from "./highlights";

/**
 * The picture's width: the whole screen below 640 px (it runs to the edges), the column less the padding up to
 * 1024 px, then the second column (about 47% of the 72rem container).
 */
export const HERO_SIZES = "(min-width: 1152px) 520px, (min-width: 1024px) 45vw, (min-width: 640px) calc(100vw - 32px), 100vw";

/**
 * The first screen of the home page (anchor id "home"): who and where, the
 * heading, the work itself (a picture), call and enquiry, then the offer and
 * the facts a homeowner asks first (`highlights`, from trust.ts); its words
 * (pages/home.ts) and data come through the page's loader.
 *
 * On a phone the first screen holds the towns, the heading, the picture (the
 * page's largest contentful paint) and both buttons, above the fixed call bar;
 * the offer and the facts follow. From 1024 px the picture stands in a column
 * of its own on the right (grid areas; the reading and focus order stay the
 * markup's), the text and the picture both from the top: a page painted while
 * its HTML is still arriving shows the hero's first lines where they stay, as
 * the lines after them are added below (centred, they moved up as it grew).
 * One column up to 1024 px, so the heading keeps the whole width on tablets.
 */
export function Hero({
  copy: hero,
  picture,
  highlights,
}: {
  copy: Pages["homePage"]["hero"];
  picture?: ShownEntry;
  highlights: readonly string[];
}) {
  const { serviceArea } = useCompany();
  return (
    <section id="home" aria-labelledby="home-heading" className="bg-muted">
      <div className="mx-auto grid max-w-6xl px-4 pt-5 pb-6 md:py-14 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:grid-rows-[repeat(5,auto)_1fr] lg:gap-x-12 lg:py-20 lg:[grid-template-areas:'towns_picture'_'heading_picture'_'offer_picture'_'actions_picture'_'highlights_picture'_'._picture']">
        <p className="dot-list text-sm font-semibold tracking-wide text-primary lg:[grid-area:towns]">
          {serviceArea.map((place) => (
            <span key={place}>{place}</span>
          ))}
        </p>
        <h1
          id="home-heading"
          className="mt-2 max-w-3xl text-3xl font-bold tracking-tight text-balance lg:[grid-area:heading] md:mt-3 md:text-5xl"
        >
          {hero.headline}
        </h1>
        {picture ? (
          // Full width on a phone (edge to edge), rounded and shadowed from 640 px; the shadow is the wrapper's,
          // as the picture clips its own paint.
          <div className="-mx-4 mt-5 lg:[grid-area:picture] sm:mx-0 sm:overflow-hidden sm:rounded-3xl sm:shadow-xl md:mt-8 lg:mt-0 lg:self-start">
            <GalleryImage entry={picture} priority sizes={HERO_SIZES} className="" />
          </div>
        ) : null}
        <ContactButtons className="mt-5 max-w-xl lg:[grid-area:actions] md:mt-8" />
        <p className="mt-4 max-w-2xl text-muted-foreground md:mt-6 md:text-lg lg:mt-5 lg:[grid-area:offer]">{hero.offer}</p>
        <Highlights
          items={highlights}
          className="mt-4 flex flex-wrap gap-x-5 gap-y-1 font-medium lg:[grid-area:highlights] md:mt-5 md:gap-y-2 lg:mt-6"
        />
      </div>
    </section>
  );
}
