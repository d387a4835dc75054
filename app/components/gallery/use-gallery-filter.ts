import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import type { ServiceSlug } from "~/content/types";
import { galleryHref, parseServiceFilter } from "./gallery-filter";

/**
 * The filter in the URL's fragment, for what CSS cannot do: the live count,
 * `aria-current` on the chosen filter, and the lightbox's neighbours. The
 * browser moves through fragments by itself (CSS `:target` does the
 * filtering), so this listens to `hashchange`. Null until hydrated, as in the
 * prerendered page. An old link with `?service=` is turned into its fragment.
 */
export function useGalleryFilter(): ServiceSlug | null {
  const [active, setActive] = useState<ServiceSlug | null>(null);
  const { search } = useLocation();

  useEffect(() => {
    const legacy = parseServiceFilter(new URLSearchParams(search).get("service"));
    if (legacy) {
      // Replaced with a real fragment navigation, so that CSS `:target` sees it.
      window.location.replace(`${window.location.pathname}${galleryHref(legacy)}`);
      return;
    }
    const read = () => setActive(parseServiceFilter(window.location.hash));
    read();
    window.addEventListener("hashchange", read);
    return () => window.removeEventListener("hashchange", read);
  }, [search]);

  return active;
}
