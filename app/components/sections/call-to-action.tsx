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
    <section aria-labelledby="cta-heading" className="mx-auto my-16 max-w-6xl px-4">
      <div className="rounded-3xl bg-band px-6 py-10 text-band-foreground md:px-12">
        <h2 id="cta-heading" className="text-2xl font-bold md:text-3xl">
          {heading}
        </h2>
        <p className="mt-3 max-w-2xl text-lg opacity-95">{text}</p>
        <ContactButtons service={service} tone="band" className="mt-6 max-w-xl" />
      </div>
    </section>
  );
}
