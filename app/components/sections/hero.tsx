import { GalleryImage } from "~/components/gallery-image";
import type { ShownEntry } from "~/lib/gallery-images";
import type { Pages } from "~/content/pages.schema";
import { useCompany } from "~/lib/site-content";
import { ContactButtons } from "./contact-buttons";
import { Highlights } from "./highlights";

/**
 * The first screen of the home page (anchor id "home"): who and where, the
 * offer, call and enquiry, the facts a homeowner asks first (`highlights`,
 * from trust.ts) and a picture; its words (pages/home.ts) and data come
 * through the page's loader. One column up to 1024 px, so the heading keeps
 * the whole width on tablets.
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
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-10 md:py-14 lg:grid-cols-[1.1fr_1fr] lg:gap-12 lg:py-20">
        <div>
          <p className="dot-list text-sm font-semibold tracking-wide text-primary">
            {serviceArea.map((place) => (
              <span key={place}>{place}</span>
            ))}
          </p>
          <h1 id="home-heading" className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance md:text-5xl">
            {hero.headline}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-muted-foreground">{hero.offer}</p>
          <ContactButtons className="mt-8 max-w-xl" />
          <Highlights items={highlights} />
        </div>
        {picture ? (
          <GalleryImage
            entry={picture}
            priority
            // The second column from 1024 px (about 47% of the 72rem container), the full width (less padding) below.
            sizes="(min-width: 1152px) 520px, (min-width: 1024px) 45vw, calc(100vw - 32px)"
            className="rounded-3xl shadow-xl"
          />
        ) : null}
      </div>
    </section>
  );
}
