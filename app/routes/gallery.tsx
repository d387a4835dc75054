import type { Route } from "./+types/gallery";
import { GalleryBrowser } from "~/components/gallery/gallery-browser";
import { CallToAction } from "~/components/sections/call-to-action";
import { PageIntro } from "~/components/sections/page-intro";
import { contentOf } from "~/content/current.server";
import { galleryPage } from "~/content/pages/gallery";
import { galleryKind, shownCounts } from "~/content/gallery-status";
import { wholeGallery, type ShownEntry } from "~/lib/gallery-images";
import { pageMeta } from "~/lib/seo";
import { companyOf } from "~/lib/site-content";
import { breadcrumbSchema } from "~/lib/structured-data";

/** The page's words for what it shows: photos, illustrations, both or nothing (decision 0051). */
const wordsFor = (entries: readonly ShownEntry[]) => galleryPage.shown[galleryKind(shownCounts(entries))];

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const company = companyOf(matches);
  return pageMeta({
    company,
    title: galleryPage.seoTitle,
    description: wordsFor(loaderData?.entries ?? []).description,
    local: true,
    path: "/gallery",
    structuredData: [breadcrumbSchema(company, [{ name: galleryPage.title, path: "/gallery" }])],
  });
};

/** Run when the page is prerendered: every photo of its content, with the versions of its pictures (~/lib/gallery-images). */
export function loader({ context }: Route.LoaderArgs) {
  return { entries: wholeGallery(contentOf(context).gallery) };
}

export default function GalleryPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro heading={wordsFor(loaderData.entries).heading} lead={wordsFor(loaderData.entries).intro} />
      <GalleryBrowser entries={loaderData.entries} />
      <CallToAction />
    </>
  );
}
