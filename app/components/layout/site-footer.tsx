import { Link } from "react-router";
import ExternalLink from "lucide-react/icons/external-link";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import { fullAddress, serviceAreaText } from "~/content/company";
import { footerCopy } from "~/content/layout";
import { newTabNote } from "~/content/pages/common";
import { EmailAddress } from "~/components/ui/email-address";
import { WorkingHours } from "~/components/working-hours";
import { telUrl } from "~/lib/contact-links";
import { useHydrated } from "~/lib/use-hydrated";
import { LogoMark } from "./logo";
import { useCompany } from "~/lib/site-content";

/** The year the page was built; replaced by the visitor's current year after hydration. */
declare const __BUILD_YEAR__: number;

/**
 * The current year, as seen by the visitor. The prerendered HTML carries the
 * build year, which hydration reuses (a different year would mismatch); React
 * then renders the visitor's year straight after.
 */
function useCurrentYear(): number {
  return useHydrated() ? new Date().getFullYear() : __BUILD_YEAR__;
}

export function SiteFooter() {
  const company = useCompany();
  const year = useCurrentYear();
  return (
    <footer className="isolate mt-auto border-t border-border bg-muted">
      {/* On a phone the three parts one under the other, tightly spaced; side by side from 768 px. */}
      <div className="mx-auto grid max-w-6xl gap-4 px-4 py-5 wrap-break-word *:min-w-0 md:grid-cols-3 md:gap-10 md:py-12">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="flex items-center gap-2 font-bold md:text-lg">
            <LogoMark className="size-7 md:size-8" />
            {company.legalName}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground md:mt-3 md:text-base">{company.description}</p>
          <p className="mt-1 text-sm text-muted-foreground md:mt-3 md:text-base">
            {footerCopy.area} {serviceAreaText(company)}.
          </p>
          {company.social ? (
            <a
              href={company.social.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline-offset-4 md:mt-2 hover:underline"
            >
              {footerCopy.follow} {company.social.network}
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only">{newTabNote}</span>
            </a>
          ) : null}
        </section>

        <section aria-labelledby="footer-contacts">
          <h2 id="footer-contacts" className="font-bold md:text-lg">
            {footerCopy.contactsHeading}
          </h2>
          {/* Every line the same height (a tap target's), so that they are evenly spaced: the links are
              blocks, not inline boxes that add a line's descent below them. */}
          <ul className="md:mt-3 md:space-y-2">
            <li className="flex min-h-11 items-center gap-3">
              <MapPin aria-hidden="true" className="size-5 shrink-0 text-primary" />
              <span>{fullAddress(company)}</span>
            </li>
            <li>
              <a href={telUrl(company)} className="flex min-h-11 w-fit items-center gap-3 hover:underline">
                <Phone aria-hidden="true" className="size-5 shrink-0 text-primary" />
                {company.phone.display}
              </a>
            </li>
            <li>
              <a href={`mailto:${company.email}`} className="flex min-h-11 w-fit items-center gap-3 hover:underline">
                <Mail aria-hidden="true" className="size-5 shrink-0 text-primary" />
                <EmailAddress email={company.email} />
              </a>
            </li>
          </ul>
        </section>

        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours" className="font-bold md:text-lg">
            {footerCopy.hoursHeading}
          </h2>
          <WorkingHours className="mt-1 md:mt-3" rowClassName="py-1 md:py-2" />
        </section>
      </div>

      <div className="border-t border-border">
        <div className="mx-auto max-w-6xl space-y-1 px-4 py-3 text-sm text-muted-foreground md:space-y-2 md:py-6">
          <p>
            © <span data-testid="copyright-year">{year}</span> {company.legalName}. {footerCopy.rights}
          </p>
          <div className="dot-line">
            <ul>
              {company.keywords.split(/\s+·\s+/).map((keyword) => (
                <li key={keyword}>{keyword}</li>
              ))}
            </ul>
          </div>
          {/* On a line of their own after the services; on a phone they are in the first part's line just above. */}
          <div className="dot-line max-md:hidden">
            <ul>
              {company.serviceArea.map((town) => (
                <li key={town}>{town}</li>
              ))}
            </ul>
          </div>
          {/* Side by side, two columns on a phone (a long name wraps within its own); each as tall as a tap target. */}
          <p className="grid grid-cols-2 gap-x-4 sm:flex sm:flex-wrap sm:gap-x-6">
            <Link
              to="/care-plans"
              className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4 hover:text-foreground"
            >
              {footerCopy.carePlansLink}
            </Link>
            <Link
              to="/privacy"
              className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4 hover:text-foreground"
            >
              {footerCopy.privacyLink}
            </Link>
          </p>
          {company.credit ? (
            <p>
              {company.credit.label}:{" "}
              <a href={company.credit.url} className="font-semibold underline underline-offset-4 hover:text-foreground">
                {company.credit.name}
              </a>
            </p>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
