import type { Route } from "./+types/gallery";
import { GalleryBrowser } from "~/components/gallery/gallery-browser";
import { CallToAction } from "~/components/sections/call-to-action";
import { PageIntro } from "~/components/sections/page-intro";
import { galleryPage } from "~/content/pages/gallery";
import { pageMeta } from "~/lib/seo";
import { breadcrumbSchema } from "~/lib/structured-data";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: galleryPage.seoTitle,
    description: galleryPage.description,
    local: true,
    path: "/gallery",
    structuredData: [breadcrumbSchema([{ name: galleryPage.title, path: "/gallery" }])],
  });

export default function GalleryPage() {
  return (
    <>
      <PageIntro heading={galleryPage.heading} lead={galleryPage.intro} />
      <GalleryBrowser />
      <CallToAction />
    </>
  );
}
