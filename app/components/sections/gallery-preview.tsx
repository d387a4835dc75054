import { Link } from "react-router";
import ArrowRight from "lucide-react/icons/arrow-right";
import { GalleryFigure } from "~/components/gallery-image";
import { buttonVariants } from "~/components/ui/button";
import type { ShownEntry } from "~/lib/gallery-images";
import type { Pages } from "~/content/pages.schema";

/** Two columns (gap 0.75rem on phones, 1.5rem from 640 px), four from 1024 px, in the 72rem container (padding 1rem). */
const PREVIEW_SIZES =
  "(min-width: 1152px) 262px, (min-width: 1024px) calc(25vw - 26px), (min-width: 640px) calc(50vw - 28px), calc(50vw - 22px)";

/**
 * A few recent pictures and the way to the full gallery; its words (pages/home.ts) come through the page's loader.
 * Two by two on a phone, so the four take about one screen.
 */
export function GalleryPreview({ copy, entries }: { copy: Pages["homePage"]["gallery"]["photos"]; entries: readonly ShownEntry[] }) {
  return (
    <section id="gallery" aria-labelledby="gallery-heading" className="bg-muted">
      <div className="mx-auto max-w-6xl px-4 py-8 md:py-16">
        <h2 id="gallery-heading" className="text-2xl font-bold tracking-tight md:text-3xl">
          {copy.heading}
        </h2>
        <p className="mt-2 max-w-2xl leading-snug text-muted-foreground md:mt-3 md:text-lg md:leading-normal">{copy.intro}</p>
        <div className="mt-4 grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-6 md:mt-10 lg:grid-cols-4">
          {entries.map((entry) => (
            <GalleryFigure key={entry.id} entry={entry} sizes={PREVIEW_SIZES} />
          ))}
        </div>
        <Link to="/gallery" prefetch="intent" className={`${buttonVariants({ variant: "outline", size: "lg" })} mt-6 md:mt-10`}>
          {copy.link}
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}
