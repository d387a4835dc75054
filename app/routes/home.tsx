import type { Route } from "./+types/home";
import { CarePlansTeaser } from "~/components/care-plans/care-plans-teaser";
import { GalleryPreview } from "~/components/sections/gallery-preview";
import { Hero } from "~/components/sections/hero";
import { HowWeWork } from "~/components/sections/how-we-work";
import { ServicesSection } from "~/components/sections/services-section";
import { contentOf } from "~/content/current.server";
import { homePage } from "~/content/pages/home";
import { services } from "~/content/services";
import { galleryKind, shownCounts } from "~/content/gallery-status";
import { firstGallery, pictureOrFirst } from "~/lib/gallery-images";
import { pageMeta } from "~/lib/seo";
import { companyOf } from "~/lib/site-content";
import { carePlanCatalog } from "~/lib/care-plan-schema";
import { businessSchema } from "~/lib/structured-data";
import { howWeWork, trustAsShown, trustHighlights } from "~/lib/trust";

/**
 * Run when the page is prerendered: its words, the photos it shows, the "how
 * we work" part and its search-engine data travel in the page, not the page's
 * copy, the whole gallery, the trust content and their builders in its
 * JavaScript (the home page has the tightest JavaScript budget).
 */
export function loader({ context }: Route.LoaderArgs) {
  const { company, gallery: pictures, serviceArea } = contentOf(context);
  const trust = trustAsShown(contentOf(context).trust, serviceArea);
  const { title, description, hero, services: servicesCopy, gallery } = homePage;
  // The hero's picture, or the gallery's first where the owner hid it.
  const heroPicture = pictureOrFirst(pictures, hero.pictureId);
  // The first pictures of the gallery (the owner's photos first) but the hero's: no picture is shown twice on the page;
  // under words for what they are (decision 0051).
  const recent = firstGallery(
    pictures.filter((entry) => entry.id !== heroPicture?.id),
    4,
  );
  const kind = galleryKind(shownCounts(recent));
  return {
    seo: { title, description },
    copy: { hero, services: servicesCopy, gallery: kind === "none" ? null : gallery[kind] },
    hero: heroPicture,
    highlights: trustHighlights(trust),
    recent,
    howWeWork: howWeWork({ trust, reviewCount: 2, company }),
    structuredData: [businessSchema(company, [carePlanCatalog(contentOf(context))])],
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta({ ...loaderData.seo, path: "/", structuredData: loaderData.structuredData, company: companyOf(matches) }) : [];

/**
 * The spec's sections in its order: hero, services, gallery (the header and
 * footer are the root's). The services section ends with the care plans (the
 * same services, by the year) and "how we work": what we do, then how.
 */
export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero copy={loaderData.copy.hero} picture={loaderData.hero} highlights={loaderData.highlights} />
      <ServicesSection copy={loaderData.copy.services} services={services}>
        <CarePlansTeaser className="mt-6 md:mt-12" level={3} />
        <div className="mt-8 border-t border-border pt-6 md:mt-16 md:pt-14">
          <HowWeWork data={loaderData.howWeWork} level={3} />
        </div>
      </ServicesSection>
      {loaderData.copy.gallery ? <GalleryPreview copy={loaderData.copy.gallery} entries={loaderData.recent} /> : null}
    </>
  );
}
