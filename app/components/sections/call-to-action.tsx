import { Link } from "react-router";
import { Mail, Phone } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { company } from "~/content/company";
import { callToAction } from "~/content/pages/common";

/**
 * The closing band of inner pages: call, or go to the enquiry form
 * (`enquiryTo` chooses the service there, e.g. `/contact?service=irrigation#enquiry`).
 */
export function CallToAction({
  heading = callToAction.heading,
  text = callToAction.text,
  enquiryTo = "/contact#enquiry",
}: {
  heading?: string;
  text?: string;
  enquiryTo?: string;
}) {
  return (
    <section aria-labelledby="cta-heading" className="mx-auto my-16 max-w-6xl px-4">
      <div className="rounded-3xl bg-band px-6 py-10 text-band-foreground md:px-12">
        <h2 id="cta-heading" className="text-2xl font-bold md:text-3xl">
          {heading}
        </h2>
        <p className="mt-3 max-w-2xl text-lg opacity-95">{text}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <a href={`tel:${company.phone.e164}`} className={buttonVariants({ variant: "band", size: "lg" })}>
            <Phone aria-hidden="true" />
            {company.phone.display}
          </a>
          <Link to={enquiryTo} prefetch="intent" className={buttonVariants({ variant: "bandOutline", size: "lg" })}>
            <Mail aria-hidden="true" />
            {callToAction.enquiry}
          </Link>
        </div>
      </div>
    </section>
  );
}
