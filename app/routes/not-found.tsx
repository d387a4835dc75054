import { Link, data } from "react-router";
import ArrowRight from "lucide-react/icons/arrow-right";
import House from "lucide-react/icons/house";
import Mail from "lucide-react/icons/mail";
import type { Route } from "./+types/not-found";
import { PageIntro } from "~/components/sections/page-intro";
import { ServiceIcon } from "~/components/service-icon";
import { buttonVariants } from "~/components/ui/button";
import { notFoundPage } from "~/content/pages/not-found";
import { services } from "~/content/services";
import { NOT_FOUND_PATH } from "~/lib/not-found";
import { pageMeta } from "~/lib/seo";
import { companyOf } from "~/lib/site-content";

// Any unknown path shows this page: no canonical URL, and `robots: noindex`
// so that search engines do not index it.
export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ ...notFoundPage, path: null, company: companyOf(matches) });

/**
 * Status 404 for every path it answers (React Router's answer, through the Node server's
 * catch-all), except its own address, which the build prerenders: React Router's prerender
 * takes nothing but 200, and the servers send that file with 404 themselves.
 */
export function loader({ request }: Route.LoaderArgs) {
  const own = new URL(request.url).pathname.replace(/\/$/, "") === NOT_FOUND_PATH;
  return data(null, { status: own ? 200 : 404 });
}

/** Reached by a link within the site, the page needs nothing from the server: no request. */
export const clientLoader = () => null;

export default function NotFoundPage() {
  return (
    <>
      <PageIntro heading={notFoundPage.heading} lead={notFoundPage.intro} />
      <div className="mx-auto max-w-6xl px-4 py-12">
        <div className="flex flex-wrap gap-3">
          <Link to="/" className={buttonVariants({ size: "lg" })}>
            <House aria-hidden="true" />
            {notFoundPage.homeLink}
          </Link>
          <Link to="/contact" prefetch="intent" className={buttonVariants({ variant: "outline", size: "lg" })}>
            <Mail aria-hidden="true" />
            {notFoundPage.contactLink}
          </Link>
        </div>
        <section aria-labelledby="nf-services" className="mt-12">
          <h2 id="nf-services" className="text-2xl font-bold">
            {notFoundPage.servicesHeading}
          </h2>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {services.map((service) => (
              <li key={service.slug}>
                <Link
                  to={`/services/${service.slug}`}
                  prefetch="intent"
                  className="flex min-h-14 items-center gap-3 rounded-2xl border border-border bg-surface px-4 py-3 font-semibold transition hover:border-primary"
                >
                  <ServiceIcon slug={service.slug} className="size-5 text-primary" />
                  <span className="flex-1">{service.title}</span>
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
