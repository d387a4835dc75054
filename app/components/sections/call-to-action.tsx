import { callToAction } from "~/content/pages/common";
import type { ServiceSlug } from "~/content/types";
import { ContactButtons } from "./contact-buttons";

/**
 * The closing band of inner pages: call, or go to the enquiry form (`service`
 * chooses the service there, e.g. on the irrigation page).
 */
export function CallToAction({
  heading = callToAction.heading,
  text = callToAction.text,
  service,
}: {
  heading?: string;
  text?: string;
  service?: ServiceSlug;
}) {
  return (
    <section aria-labelledby="cta-heading" className="mx-auto my-6 max-w-6xl px-4 md:my-16">
      <div className="rounded-3xl bg-band p-4 text-band-foreground md:px-12 md:py-10">
        <h2 id="cta-heading" className="text-xl font-bold md:text-3xl">
          {heading}
        </h2>
        <p className="mt-1 max-w-2xl leading-snug opacity-95 md:mt-3 md:text-lg md:leading-normal">{text}</p>
        <ContactButtons service={service} tone="band" className="mt-3 max-w-xl md:mt-6" />
      </div>
    </section>
  );
}
