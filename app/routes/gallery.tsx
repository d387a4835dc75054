import type { Route } from "./+types/gallery";
import { GalleryFigure } from "~/components/gallery-image";
import { CallToAction } from "~/components/sections/call-to-action";
import { PageIntro } from "~/components/sections/page-intro";
import { ServiceIcon } from "~/components/service-icon";
import { galleryPage } from "~/content/pages";
import { services } from "~/content/services";
import { galleryFor } from "~/lib/gallery-images";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () => pageMeta(galleryPage);

export default function GalleryPage() {
  return (
    <>
      <PageIntro heading={galleryPage.heading} lead={galleryPage.intro} />
      <div className="mx-auto max-w-6xl space-y-14 px-4 py-12">
        {services.map((service) => {
          const entries = galleryFor(service.slug);
          if (entries.length === 0) return null;
          return (
            <section key={service.slug} aria-labelledby={`gallery-${service.slug}`}>
              <h2 id={`gallery-${service.slug}`} className="flex items-center gap-3 text-2xl font-bold">
                <ServiceIcon slug={service.slug} className="size-6 text-primary" />
                {service.title}
              </h2>
              <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
                {entries.map((entry) => (
                  <GalleryFigure key={entry.id} entry={entry} />
                ))}
              </div>
            </section>
          );
        })}
      </div>
      <CallToAction />
    </>
  );
}
