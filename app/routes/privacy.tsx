import type { Route } from "./+types/privacy";
import { PageIntro } from "~/components/sections/page-intro";
import { contentOf } from "~/content/current.server";
import { privacyPage } from "~/content/privacy";
import { pageMeta } from "~/lib/seo";
import { companyOf } from "~/lib/site-content";
import { breadcrumbSchema } from "~/lib/structured-data";

/** The policy names the company with its current facts: built by the loader, it travels in the page. */
export function loader({ context }: Route.LoaderArgs) {
  return { page: privacyPage(contentOf(context).company) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta({
        ...loaderData.page,
        path: "/privacy",
        structuredData: [breadcrumbSchema(companyOf(matches), [{ name: loaderData.page.title, path: "/privacy" }])],
        company: companyOf(matches),
      })
    : [];

export default function PrivacyPage({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <PageIntro heading={page.heading} lead={page.intro} />
      {/* The text's column starts where the heading above it does. */}
      <div className="mx-auto max-w-6xl px-4 py-12">
        <div className="max-w-3xl space-y-10">
          {page.sections.map((section, index) => (
            <section key={section.heading} aria-labelledby={`privacy-${index}`}>
              <h2 id={`privacy-${index}`} className="text-2xl font-bold">
                {section.heading}
              </h2>
              <div className="mt-3 space-y-3 text-lg">
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </section>
          ))}
          <p className="text-muted-foreground">{page.updated}</p>
        </div>
      </div>
    </>
  );
}
