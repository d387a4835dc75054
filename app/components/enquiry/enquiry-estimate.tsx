import Calculator from "lucide-react/icons/calculator";
import { Link } from "react-router";
import { enquiryForm } from "~/content/enquiry";
import type { EnquiryEstimate } from "~/enquiry/prefill";

/**
 * Above the enquiry form's fields, when the enquiry comes from a price
 * estimate: its lines as the server worked them out, and the way back to
 * change it. The estimate itself travels in the form's hidden field.
 */
export function EnquiryEstimateNote({ estimate }: { estimate: EnquiryEstimate }) {
  const [heading, ...lines] = estimate.lines;
  return (
    <section aria-labelledby="enquiry-estimate-heading" className="rounded-2xl bg-muted p-4 md:col-span-2">
      <h3 id="enquiry-estimate-heading" className="flex items-center gap-2 font-bold">
        <Calculator aria-hidden="true" className="size-5 shrink-0 text-primary" />
        {enquiryForm.estimate.heading}
      </h3>
      <p className="sr-only">{heading}</p>
      <ul className="mt-2 space-y-1 text-sm">
        {lines.map((line) => (
          <li key={line} className="last:pt-1 last:text-base last:font-bold">
            {line.replace(/^– /, "")}
          </li>
        ))}
      </ul>
      <Link to={estimate.link} className="mt-2 inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4">
        {enquiryForm.estimate.edit}
      </Link>
    </section>
  );
}
