import type { Route } from "./+types/home";
import { GalleryPreview } from "~/components/sections/gallery-preview";
import { Hero } from "~/components/sections/hero";
import { ServicesSection } from "~/components/sections/services-section";
import { homePage } from "~/content/pages";
import { services } from "~/content/services";
import { latestGallery } from "~/lib/gallery-images";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () => pageMeta(homePage);

export default function Home() {
  const [heroPicture, ...recent] = latestGallery(5);
  return (
    <>
      <Hero picture={heroPicture} />
      <ServicesSection services={services} />
      <GalleryPreview entries={recent} />
    </>
  );
}
