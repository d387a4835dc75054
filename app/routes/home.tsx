import type { Route } from "./+types/home";
import { GalleryPreview } from "~/components/sections/gallery-preview";
import { Hero } from "~/components/sections/hero";
import { ServicesSection } from "~/components/sections/services-section";
import { homePage } from "~/content/pages/home";
import { services } from "~/content/services";
import { serviceSlugs } from "~/content/types";
import { galleryEntry, galleryFor, latestGallery } from "~/lib/gallery-images";
import { pageMeta } from "~/lib/seo";
import { carePlanCatalog } from "~/lib/care-plan-schema";
import { businessSchema } from "~/lib/structured-data";

/**
 * Run when the page is prerendered: the photos it shows and its search-engine
 * data travel in the page, not the whole gallery and its builders in its
 * JavaScript.
 */
export function loader() {
  return {
    hero: galleryEntry(homePage.hero.pictureId),
    recent: latestGallery(4),
    servicePictures: Object.fromEntries(serviceSlugs.map((slug) => [slug, galleryFor(slug)[0]!.file])) as Record<
      (typeof serviceSlugs)[number],
      string
    >,
    structuredData: [businessSchema([carePlanCatalog()])],
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({ ...homePage, path: "/", structuredData: loaderData?.structuredData ?? [] });

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero picture={loaderData.hero} />
      <ServicesSection services={services} pictures={loaderData.servicePictures} />
      <GalleryPreview entries={loaderData.recent} />
    </>
  );
}
