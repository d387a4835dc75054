import type { ReactNode } from "react";
import { GalleryImage } from "~/components/gallery-image";
import type { ShownEntry } from "~/lib/gallery-images";
import type { Service } from "~/content/services.schema";
import { ContactButtons } from "./contact-buttons";
import { Highlights } from "./highlights";

/**
 * The first screen of a service page: the breadcrumb, the heading and its
 * line, call and enquiry (with this service chosen), the facts a homeowner
 * asks first, and the service's picture (beside the text from 1024 px, under
 * it on phones and tablets).
 */
export function ServiceIntro({
  service,
  picture,
  highlights,
  breadcrumb,
}: {
  service: Service;
  picture?: ShownEntry;
  highlights: readonly string[];
  breadcrumb: ReactNode;
}) {
  return (
    <div className="border-b border-border bg-muted">
      <div className="mx-auto grid max-w-6xl gap-5 px-4 py-5 md:gap-8 md:py-12 lg:grid-cols-[1fr_26rem] lg:items-center lg:gap-12">
        <div>
          {breadcrumb}
          <h1 className="max-w-3xl text-3xl font-bold tracking-tight text-balance md:text-5xl">{service.headline}</h1>
          <p className="mt-3 max-w-2xl text-lg leading-snug text-muted-foreground md:mt-4 md:leading-normal">{service.summary}</p>
          <ContactButtons service={service.slug} className="mt-4 max-w-xl md:mt-6" />
          <Highlights items={highlights} className="mt-4 flex flex-wrap gap-x-5 gap-y-1 font-medium md:mt-6 md:gap-y-2" />
        </div>
        {picture ? (
          <GalleryImage
            entry={picture}
            priority
            sizes="(min-width: 1024px) 26rem, (min-width: 768px) 736px, calc(100vw - 32px)"
            className="rounded-3xl shadow-xl"
          />
        ) : null}
      </div>
    </div>
  );
}
