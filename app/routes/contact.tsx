import { Clock, Copy, ExternalLink, Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import type { Route } from "./+types/contact";
import { LocationMap } from "~/components/contact/location-map";
import { EnquiryForm } from "~/components/enquiry/enquiry-form";
import { EnquirySection } from "~/components/enquiry/enquiry-form-view";
import { PageIntro } from "~/components/sections/page-intro";
import { WorkingHours } from "~/components/working-hours";
import { buttonVariants } from "~/components/ui/button";
import { company, fullAddress } from "~/content/company";
import { contactPage } from "~/content/pages";
import { cn } from "~/lib/cn";
import { pageMeta } from "~/lib/seo";
import { breadcrumbSchema, businessSchema } from "~/lib/structured-data";
import { notify } from "~/lib/toast";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    ...contactPage,
    path: "/contact",
    structuredData: [businessSchema(), breadcrumbSchema([{ name: contactPage.title, path: "/contact" }])],
  });

const viberUrl = `viber://chat?number=${encodeURIComponent(company.phone.e164)}`;
const mapUrl = `https://www.openstreetmap.org/search?query=${encodeURIComponent(fullAddress)}`;

async function copyEmail() {
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

export default function ContactPage() {
  return (
    <>
      <PageIntro heading={contactPage.heading} lead={contactPage.intro} />
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-12 md:grid-cols-2 lg:grid-cols-3">
        <ContactCard icon={<Phone aria-hidden="true" className="size-5" />} title="Телефон и Viber">
          <a href={`tel:${company.phone.e164}`} className={cn(buttonVariants({ size: "lg" }), "w-full")}>
            <Phone aria-hidden="true" />
            {company.phone.display}
          </a>
          <a href={viberUrl} className={cn(buttonVariants({ variant: "outline", size: "lg" }), "w-full")}>
            <MessageCircle aria-hidden="true" />
            Пишете ни във Viber
          </a>
        </ContactCard>

        <ContactCard icon={<Mail aria-hidden="true" className="size-5" />} title="Имейл">
          <a href={`mailto:${company.email}`} className="block text-lg font-semibold break-all text-primary underline underline-offset-4">
            {company.email}
          </a>
          <button type="button" onClick={copyEmail} className={buttonVariants({ variant: "outline" })}>
            <Copy aria-hidden="true" />
            {contactPage.copy.email}
          </button>
        </ContactCard>

        <ContactCard icon={<MapPin aria-hidden="true" className="size-5" />} title="Адрес">
          <address className="text-lg not-italic">
            {company.legalName}
            <br />
            {company.address.street}
            <br />
            {company.address.postalCode} {company.address.town}
          </address>
          <a href={mapUrl} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline underline-offset-4">
            {contactPage.mapLink}
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only"> (OpenStreetMap, отваря се в нов раздел)</span>
          </a>
        </ContactCard>

        <EnquirySection>
          <EnquiryForm />
        </EnquirySection>

        <ContactCard icon={<Clock aria-hidden="true" className="size-5" />} title={contactPage.hoursHeading}>
          <WorkingHours />
        </ContactCard>

        <ContactCard icon={<MapPin aria-hidden="true" className="size-5" />} title={contactPage.areaHeading}>
          <p className="text-lg">
            {company.serviceArea.join(", ")} {company.serviceAreaNote}.
          </p>
        </ContactCard>

        <ContactCard icon={<ExternalLink aria-hidden="true" className="size-5" />} title={company.social.network}>
          <p>Снимки от обекти и новини от сезона публикуваме и във {company.social.network}.</p>
          <a href={company.social.url} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline underline-offset-4">
            Страницата ни във {company.social.network}
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only"> (отваря се в нов раздел)</span>
          </a>
        </ContactCard>

        <LocationMap />
      </div>
    </>
  );
}
