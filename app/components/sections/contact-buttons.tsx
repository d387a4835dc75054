import { Link } from "react-router";
import Mail from "lucide-react/icons/mail";
import Phone from "lucide-react/icons/phone";
import { buttonVariants } from "~/components/ui/button";
import { contactActions } from "~/content/layout";
import type { ServiceSlug } from "~/content/types";
import { cn } from "~/lib/cn";
import { enquiryHref, telUrl } from "~/lib/contact-links";
import { useCompany } from "~/lib/site-content";

interface ContactButtonsProps {
  /** The service the enquiry form chooses, e.g. on a service page. */
  service?: ServiceSlug;
  /** Side by side from 640 px (equal widths), or always one above the other (a narrow box). */
  layout?: "row" | "stack";
  /** On the page's background, or on the dark-green band. */
  tone?: "page" | "band";
  className?: string;
}

/**
 * The two ways to start: call (the number under the words, so it fits half a
 * column) and the enquiry form. Named as everywhere else (contactActions).
 */
export function ContactButtons({ service, layout = "row", tone = "page", className }: ContactButtonsProps) {
  const company = useCompany();
  const size = "lg" as const;
  return (
    <div className={cn("grid gap-3", layout === "row" && "sm:grid-cols-2", className)}>
      <a
        href={telUrl(company)}
        // Named as the header's and the contact bar's call links: the words and the number, read as one. The name holds
        // the visible text word for word (WCAG 2.5.3, as a speech-input user says it): the space between the two lines
        // keeps „се“ and the number apart in the text, which would otherwise run together as one word.
        aria-label={`${contactActions.call}: ${company.phone.display}`}
        className={cn(buttonVariants({ variant: tone === "band" ? "band" : "primary", size }), "w-full py-2")}
      >
        <Phone aria-hidden="true" />
        <span className="flex flex-col items-start leading-tight">
          <span className="text-sm font-medium">{contactActions.call}</span>{" "}
          <span className="whitespace-nowrap">{company.phone.display}</span>
        </span>
      </a>
      <Link
        to={enquiryHref(service)}
        prefetch="intent"
        className={cn(buttonVariants({ variant: tone === "band" ? "bandOutline" : "outline", size }), "w-full")}
      >
        <Mail aria-hidden="true" />
        {contactActions.enquiry}
      </Link>
    </div>
  );
}
