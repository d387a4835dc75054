import MapIcon from "lucide-react/icons/map";
import MapPin from "lucide-react/icons/map-pin";
import { buttonVariants } from "~/components/ui/button";
import { contactPage } from "~/content/pages/contact";
import { cn } from "~/lib/cn";
import { useCompany } from "~/lib/site-content";

interface Geo {
  latitude: number;
  longitude: number;
}

/** OpenStreetMap's embeddable map around `geo`, with a marker on it (about a zoom of 16). */
export function osmEmbedUrl({ latitude, longitude }: Geo): string {
  const fixed = (value: number) => value.toFixed(5);
  const bbox = [longitude - 0.008, latitude - 0.004, longitude + 0.008, latitude + 0.004].map(fixed).join(",");
  const params = new URLSearchParams({ bbox, layer: "mapnik", marker: `${fixed(latitude)},${fixed(longitude)}` });
  return `https://www.openstreetmap.org/export/embed.html?${params}`;
}

/**
 * The company on a map, loaded only when the visitor asks: a <details> whose
 * summary is the „show the map“ button, holding a lazily loaded iframe. While
 * the details are closed the iframe is not rendered, so the browser does not
 * load it and the page sends nothing to OpenStreetMap; opening them is the
 * browser's own behaviour, from the first paint, with or without JavaScript
 * (docs/decisions/0012). The box has the same size before and after, so
 * nothing moves.
 */
export function LocationMap() {
  const company = useCompany();
  const copy = contactPage.map;
  return (
    <section aria-labelledby="map-heading" className="rounded-3xl border border-border bg-surface p-6 md:col-span-2 lg:col-span-3">
      <h2 id="map-heading" className="flex items-center gap-3 text-lg font-bold">
        <span className="flex size-10 items-center justify-center rounded-xl bg-accent text-accent-foreground">
          <MapIcon aria-hidden="true" className="size-5" />
        </span>
        {copy.heading}
      </h2>
      <details className="group/map relative mt-4 aspect-[4/3] overflow-hidden rounded-2xl border border-border bg-muted sm:aspect-[16/9] lg:aspect-[21/9]">
        {/* Closed: the whole box, with the button in its middle. Open: a small „hide“ button over the map's corner. */}
        <summary
          className={cn(
            "absolute inset-0 z-10 flex cursor-pointer list-none flex-col items-center justify-center gap-3 p-4 text-center [&::-webkit-details-marker]:hidden",
            "bg-[linear-gradient(var(--border)_1px,transparent_1px),linear-gradient(90deg,var(--border)_1px,transparent_1px)] bg-size-[2rem_2rem] bg-center",
            "group-open/map:inset-auto group-open/map:top-3 group-open/map:right-3 group-open/map:bg-none group-open/map:p-0",
          )}
        >
          <MapPin aria-hidden="true" className="size-10 text-primary group-open/map:hidden" />
          <span className={cn(buttonVariants({ size: "lg" }), "group-open/map:hidden")}>
            <MapIcon aria-hidden="true" />
            {copy.show}
          </span>
          {/* Hidden by a variant, not by `hidden` beside the button's own `inline-flex`: of two plain
              display utilities, the stylesheet's order decides, and `inline-flex` won (both buttons showed). */}
          <span className={cn(buttonVariants({ variant: "outline", size: "sm" }), "shadow-md group-not-open/map:hidden")}>{copy.hide}</span>
        </summary>
        <iframe src={osmEmbedUrl(company.geo)} title={copy.frameTitle} loading="lazy" className="absolute inset-0 size-full border-0" />
      </details>
      <p className="mt-3 text-sm text-muted-foreground">{copy.note}</p>
    </section>
  );
}
