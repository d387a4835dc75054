import type { Route } from "./+types/privacy";
import { PageIntro } from "~/components/sections/page-intro";
import { privacyPage } from "~/content/privacy";
import { pageMeta } from "~/lib/seo";
import { breadcrumbSchema } from "~/lib/structured-data";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    ...privacyPage,
    path: "/privacy",
    structuredData: [breadcrumbSchema([{ name: privacyPage.title, path: "/privacy" }])],
  });

export default function PrivacyPage() {
  return (
    <>
      <PageIntro heading={privacyPage.heading} lead={privacyPage.intro} />
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-12">
        {privacyPage.sections.map((section, index) => (
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
        <p className="text-muted-foreground">{privacyPage.updated}</p>
      </div>
    </>
  );
}
