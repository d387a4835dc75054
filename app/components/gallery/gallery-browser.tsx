import { useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { gallery } from "~/content/gallery";
import { shownPhotos } from "~/content/pages";
import { services } from "~/content/services";
import { useHydrated } from "~/lib/use-hydrated";
import { countByService, filterGallery, parseServiceFilter, SERVICE_PARAM } from "./gallery-filter";
import { GalleryGrid } from "./gallery-grid";
import { Lightbox } from "./lightbox";
import { ServiceFilter } from "./service-filter";

const counts = countByService(gallery);

/**
 * The whole gallery: the service filter (read from ?service=), a live count,
 * the photos and the lightbox.
 *
 * The page is prerendered once, without a query string, so the filter is
 * applied only once React has hydrated that HTML: the first client render
 * matches it (all photos), the next one shows the filtered list.
 */
export function GalleryBrowser() {
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const active = hydrated ? parseServiceFilter(searchParams.get(SERVICE_PARAM)) : null;
  const entries = filterGallery(gallery, active);
  const activeTitle = services.find((service) => service.slug === active)?.title ?? null;

  const [openId, setOpenId] = useState<string | null>(null);
  const thumbnails = useRef(new Map<string, HTMLButtonElement>());
  const opener = useRef<string | null>(null);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 md:py-12">
      <ServiceFilter active={active} counts={counts} total={gallery.length} />
      <p role="status" className="mt-5 mb-6 text-muted-foreground">
        {shownPhotos(entries.length, activeTitle)}
      </p>
      <GalleryGrid
        entries={entries}
        onOpen={(id) => {
          opener.current = id;
          setOpenId(id);
        }}
        registerThumbnail={(id, button) => {
          if (button) thumbnails.current.set(id, button);
          else thumbnails.current.delete(id);
        }}
      />
      <Lightbox
        entries={entries}
        openId={openId}
        onNavigate={setOpenId}
        onClose={() => setOpenId(null)}
        onCloseAutoFocus={(event) => {
          // Back to the thumbnail that opened the lightbox (Safari does not focus buttons on click).
          const thumbnail = opener.current ? thumbnails.current.get(opener.current) : undefined;
          if (thumbnail) {
            event.preventDefault();
            thumbnail.focus();
          }
        }}
      />
    </div>
  );
}
