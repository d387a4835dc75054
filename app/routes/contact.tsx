import Clock from "lucide-react/icons/clock";
import Copy from "lucide-react/icons/copy";
import ExternalLink from "lucide-react/icons/external-link";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import MessageCircle from "lucide-react/icons/message-circle";
import Phone from "lucide-react/icons/phone";
import { data } from "react-router";
import type { Route } from "./+types/contact";
import { LocationMap } from "~/components/contact/location-map";
import { EnquiryForm } from "~/components/enquiry/enquiry-form";
import { EnquirySection, EnquirySent } from "~/components/enquiry/enquiry-form-view";
import { QueryProvider } from "~/components/query-provider";
import { PageIntro } from "~/components/sections/page-intro";
import { buttonVariants } from "~/components/ui/button";
import { EmailAddress } from "~/components/ui/email-address";
import { WorkingHours } from "~/components/working-hours";
import { fullAddress, serviceAreaText } from "~/content/company";
import type { Company } from "~/content/company.schema";
import { contentOf } from "~/content/current.server";
import { newTabNote } from "~/content/pages/common";
import { contactPage } from "~/content/pages/contact";
import { TOKEN_FIELD, requestedService, resultHeaders, resultStatus, type EnquiryResult } from "~/enquiry/contract";
import { enquiryEstimate, enquiryPrefill, planChoices } from "~/enquiry/prefill";
import { enquiryFields, enquiryServices, emptyEnquiry, validateEnquiry, type EnquiryValues } from "~/enquiry/schema";
import { cn } from "~/lib/cn";
import { telUrl, viberUrl } from "~/lib/contact-links";
import { pageMeta } from "~/lib/seo";
import { PRIVATE } from "../../server/cache-policy";
import { companyOf, useCompany } from "~/lib/site-content";
import { carePlanCatalog } from "~/lib/care-plan-schema";
import { breadcrumbSchema, businessSchema } from "~/lib/structured-data";
import { notify } from "~/lib/toast";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta({
    company: companyOf(matches),
    title: contactPage.seoTitle,
    description: contactPage.description,
    local: true,
    path: "/contact",
    structuredData: loaderData?.structuredData ?? [],
  });

/**
 * Per request on the Node server: a signed token for the form, so that it
 * works without JavaScript, the service a link asked for, and what else it
 * fills in (a care plan, a price estimate: app/enquiry/prefill.ts). At build
 * time (the prerendered page for static hosts) there is no token: the
 * hydrated form fetches one. The business's search-engine data (with its
 * services and care plans) is built here too, not in the page's JavaScript.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const { company } = contentOf(context);
  const prefill = enquiryPrefill(search, contentOf(context));
  return {
    token: context.enquiries?.issueToken() ?? null,
    service: requestedService(search, enquiryServices) ?? prefill.service,
    prefill: prefill.values,
    estimate: prefill.estimate,
    plans: planChoices,
    structuredData: [
      businessSchema(company, [carePlanCatalog(contentOf(context))]),
      breadcrumbSchema(company, [{ name: contactPage.title, path: "/contact" }]),
    ],
    /** A form posted from another site, refused by the server before the action: the form says so. */
    refused: context.refusedSend ?? null,
  };
}

/** What a form posted without JavaScript held: only its own fields, only text, cut to a sane length. */
function postedValues(form: FormData): EnquiryValues {
  const values = { ...emptyEnquiry };
  for (const field of enquiryFields) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value.slice(0, 5000);
  }
  return values;
}

/**
 * The enquiry form posted without JavaScript (or before the page hydrated):
 * checked and stored by the server's enquiry desk, and the page shown again
 * with the result. A form with a missing or wrong field gets the site's own
 * messages next to each field straight away (the form leaves checking to the
 * site, never to the browser's bubbles), whatever else the desk would say.
 */
export async function action({ request, context }: Route.ActionArgs) {
  // A body the page's form never sends (another type, broken multipart) reads as an empty form: the desk refuses it, not a 500.
  const parsed = await request.formData().catch(() => null);
  const form = parsed ?? new FormData();
  const values = postedValues(form);
  const fields = Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  const checked = parsed ? validateEnquiry(values) : null;
  const result: EnquiryResult =
    checked && !checked.ok
      ? { ok: false, code: "invalid", errors: checked.errors }
      : context.enquiries
        ? await context.enquiries.accept(fields)
        : { ok: false, code: "server" };
  // A form the visitor can correct keeps the token it was handed: its time keeps running, and it stays one enquiry.
  const keepToken = !result.ok && (result.code === "invalid" || result.code === "too_fast") && typeof fields[TOKEN_FIELD] === "string";
  // The estimate the form carried, shown again above the fields if the page comes back with a mistake.
  const estimate = values.estimate ? (enquiryEstimate(values.estimate, contentOf(context))?.estimate ?? null) : null;
  return data(
    { values, result, estimate, token: keepToken ? fields[TOKEN_FIELD]! : null },
    { status: resultStatus(result), headers: resultHeaders(result) },
  );
}

/**
 * Made for the one visitor who asked (the form's token): never stored, and so rendered per
 * request by the Node server even at its bare address, where other pages are their
 * prerendered files (the publisher and the build read this answer: server/site-files.ts).
 * The page that answers a post carries the action's headers too (Retry-After for a visitor
 * over the rate limit).
 */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers(actionHeaders);
  headers.set("Cache-Control", PRIVATE);
  return headers;
};

const mapUrl = (company: Company) => `https://www.openstreetmap.org/search?query=${encodeURIComponent(fullAddress(company))}`;

async function copyEmail(company: Company) {
  try {
    await navigator.clipboard.writeText(company.email);
    notify.success(contactPage.copy.emailDone);
  } catch {
    notify.error(contactPage.copy.failed);
  }
}

function ContactCard({ icon, title, children }: { icon: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <div className="rounded-3xl border border-border bg-surface p-6">
      <h2 className="flex items-center gap-3 text-lg font-bold">
        <span className="flex size-10 items-center justify-center rounded-xl bg-accent text-accent-foreground">{icon}</span>
        {title}
      </h2>
      <div className="mt-4 space-y-3">{children}</div>
    </div>
  );
}

/** The company's page on a social network (when it has one). */
function SocialCard({ social }: { social: NonNullable<Company["social"]> }) {
  return (
    <ContactCard icon={<ExternalLink aria-hidden="true" className="size-5" />} title={social.network}>
      <p>{contactPage.social.text(social.network)}</p>
      <a
        href={social.url}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline underline-offset-4"
      >
        {contactPage.social.link(social.network)}
        <ExternalLink aria-hidden="true" className="size-4" />
        <span className="sr-only">{newTabNote}</span>
      </a>
    </ContactCard>
  );
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const company = useCompany();
  const sent = actionData?.result.ok ? validateEnquiry(actionData.values) : null;
  const posted =
    actionData ??
    (loaderData.refused ? { values: { ...emptyEnquiry, service: loaderData.service ?? "" }, result: loaderData.refused } : undefined);
  return (
    <>
      <PageIntro heading={contactPage.heading} lead={contactPage.intro} />
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-12 md:grid-cols-2 lg:grid-cols-3">
        <ContactCard icon={<Phone aria-hidden="true" className="size-5" />} title={contactPage.phoneHeading}>
          <a href={telUrl(company)} className={cn(buttonVariants({ size: "lg" }), "w-full")}>
            <Phone aria-hidden="true" />
            {company.phone.display}
          </a>
          <a href={viberUrl(company)} className={cn(buttonVariants({ variant: "outline", size: "lg" }), "w-full")}>
            <MessageCircle aria-hidden="true" />
            {contactPage.viber}
          </a>
        </ContactCard>

        <ContactCard icon={<Mail aria-hidden="true" className="size-5" />} title={contactPage.emailHeading}>
          <a
            href={`mailto:${company.email}`}
            className="block text-base font-semibold text-primary underline underline-offset-4 sm:text-lg"
          >
            <EmailAddress email={company.email} />
          </a>
          <button type="button" onClick={() => copyEmail(company)} className={buttonVariants({ variant: "outline" })}>
            <Copy aria-hidden="true" />
            {contactPage.copy.email}
          </button>
        </ContactCard>

        <ContactCard icon={<MapPin aria-hidden="true" className="size-5" />} title={contactPage.addressHeading}>
          <address className="text-lg not-italic">
            {company.legalName}
            <br />
            {company.address.street}
            <br />
            {company.address.postalCode} {company.address.town}
          </address>
          <a
            href={mapUrl(company)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline underline-offset-4"
          >
            {contactPage.mapLink}
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">{contactPage.mapLinkNote}</span>
          </a>
        </ContactCard>

        <EnquirySection>
          {sent?.ok ? (
            <EnquirySent details={{ ...sent.enquiry, phoneWritten: actionData?.values.phone ?? "" }} />
          ) : (
            <QueryProvider>
              <EnquiryForm
                token={actionData?.token ?? loaderData.token}
                service={loaderData.service}
                posted={posted}
                prefill={loaderData.prefill}
                plans={loaderData.plans}
                estimate={actionData ? actionData.estimate : loaderData.estimate}
              />
            </QueryProvider>
          )}
        </EnquirySection>

        <ContactCard icon={<Clock aria-hidden="true" className="size-5" />} title={contactPage.hoursHeading}>
          <WorkingHours />
        </ContactCard>

        <ContactCard icon={<MapPin aria-hidden="true" className="size-5" />} title={contactPage.areaHeading}>
          <p className="text-lg">{serviceAreaText(company)}.</p>
        </ContactCard>

        {company.social ? <SocialCard social={company.social} /> : null}

        <LocationMap />
      </div>
    </>
  );
}
