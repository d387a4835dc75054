import type { Route } from "./+types/home";
import { GalleryPreview } from "~/components/sections/gallery-preview";
import { Hero } from "~/components/sections/hero";
import { ServicesSection } from "~/components/sections/services-section";
import { homePage } from "~/content/pages";
import { services } from "~/content/services";
import { galleryEntry, latestGallery } from "~/lib/gallery-images";
import { pageMeta } from "~/lib/seo";
import { businessSchema } from "~/lib/structured-data";

export const meta: Route.MetaFunction = () => pageMeta({ ...homePage, path: "/", structuredData: [businessSchema()] });

export default function Home() {
  const heroPicture = galleryEntry(homePage.hero.pictureId);
  const recent = latestGallery(4);
  return (
    <>
      <Hero picture={heroPicture} />
      <ServicesSection services={services} />
      <GalleryPreview entries={recent} />
    </>
  );
}
