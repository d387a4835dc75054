import type { Route } from "./+types/gallery";
import { GalleryBrowser } from "~/components/gallery/gallery-browser";
import { CallToAction } from "~/components/sections/call-to-action";
import { PageIntro } from "~/components/sections/page-intro";
import { contentOf } from "~/content/current.server";
import { galleryPage } from "~/content/pages/gallery";
import { wholeGallery } from "~/lib/gallery-images";
import { pageMeta } from "~/lib/seo";
import { companyOf } from "~/lib/site-content";
import { breadcrumbSchema } from "~/lib/structured-data";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    company: companyOf(matches),
    title: galleryPage.seoTitle,
    description: galleryPage.description,
    local: true,
    path: "/gallery",
    structuredData: [breadcrumbSchema([{ name: galleryPage.title, path: "/gallery" }])],
  });

/** Run when the page is prerendered: every photo of its content, with the versions of its pictures (~/lib/gallery-images). */
export function loader({ context }: Route.LoaderArgs) {
  return { entries: wholeGallery(contentOf(context).gallery) };
}

export default function GalleryPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro heading={galleryPage.heading} lead={galleryPage.intro} />
      <GalleryBrowser entries={loaderData.entries} />
      <CallToAction />
    </>
  );
}
