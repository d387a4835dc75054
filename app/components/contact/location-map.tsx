import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Map as MapIcon, MapPin } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { company } from "~/content/company";
import { contactPage } from "~/content/pages";

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
 * The company on a map, loaded only when the visitor asks: until the button
 * is pressed the page sends nothing to OpenStreetMap. The box has the same
 * size before and after, so nothing moves.
 */
export function LocationMap() {
  const copy = contactPage.map;
  const [shown, setShown] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  const show = () => {
    flushSync(() => setShown(true));
    // The button is gone; keep keyboard and screen reader users in the same place.
    frame.current?.focus();
  };

  return (
    <section aria-labelledby="map-heading" className="rounded-3xl border border-border bg-surface p-6 md:col-span-2 lg:col-span-3">
      <h2 id="map-heading" className="flex items-center gap-3 text-lg font-bold">
        <span className="flex size-10 items-center justify-center rounded-xl bg-accent text-accent-foreground">
          <MapIcon aria-hidden="true" className="size-5" />
        </span>
        {copy.heading}
      </h2>
      <div className="relative mt-4 aspect-[4/3] overflow-hidden rounded-2xl border border-border bg-muted sm:aspect-[16/9] lg:aspect-[21/9]">
        {shown ? (
          <iframe
            ref={frame}
            src={osmEmbedUrl(company.geo)}
            title={copy.frameTitle}
            loading="lazy"
            className="absolute inset-0 size-full border-0"
          />
        ) : (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-[linear-gradient(var(--border)_1px,transparent_1px),linear-gradient(90deg,var(--border)_1px,transparent_1px)] bg-size-[2rem_2rem] bg-center p-4 text-center">
            <MapPin aria-hidden="true" className="size-10 text-primary" />
            <button type="button" onClick={show} className={buttonVariants({ size: "lg" })}>
              <MapIcon aria-hidden="true" />
              {copy.show}
            </button>
          </div>
        )}
      </div>
      <p className="mt-3 text-sm text-muted-foreground">{copy.note}</p>
    </section>
  );
}
