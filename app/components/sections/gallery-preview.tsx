import { Link } from "react-router";
import { ArrowRight } from "lucide-react";
import { GalleryFigure } from "~/components/gallery-image";
import { buttonVariants } from "~/components/ui/button";
import type { ShownEntry } from "~/lib/gallery-images";
import type { Pages } from "~/content/pages.schema";

/** One, two or four columns in the 72rem container (gap 1.5rem, padding 1rem). */
const PREVIEW_SIZES =
  "(min-width: 1152px) 262px, (min-width: 1024px) calc(25vw - 26px), (min-width: 640px) calc(50vw - 28px), calc(100vw - 32px)";

/** A few recent pictures and the way to the full gallery; its words (pages/home.ts) come through the page's loader. */
export function GalleryPreview({ copy, entries }: { copy: Pages["homePage"]["gallery"]["photos"]; entries: readonly ShownEntry[] }) {
  return (
    <section id="gallery" aria-labelledby="gallery-heading" className="bg-muted">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="gallery-heading" className="text-3xl font-bold tracking-tight">
          {copy.heading}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-muted-foreground">{copy.intro}</p>
        <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {entries.map((entry) => (
            <GalleryFigure key={entry.id} entry={entry} sizes={PREVIEW_SIZES} />
          ))}
        </div>
        <Link to="/gallery" prefetch="intent" className={`${buttonVariants({ variant: "outline", size: "lg" })} mt-10`}>
          {copy.link}
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}
