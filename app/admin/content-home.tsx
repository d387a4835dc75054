/**
 * „Съдържание“ (/admin once signed in): what is still a demo value, each kind
 * a link to the form that replaces it (gone once replaced), then every page
 * of content the owner edits. Decision 0052.
 */
import ChevronRight from "lucide-react/icons/chevron-right";
import CircleCheck from "lucide-react/icons/circle-check";
import { Link } from "react-router";
import type { DemoGroup } from "~/content/validate.server";
import { adminShell } from "~/content/admin";
import { cardClass } from "./ui";
import { contentPages } from "./shell";

/** The demo values of one kind (the phone; the made-up reviews), with the form that replaces them. */
export interface DemoItem {
  group: DemoGroup;
  label: string;
  /** The demo values themselves, as the site shows them. */
  values: string[];
  to: string;
}

/** The demo values grouped by kind, in the checklist's order: one line each. */
export function demoItems(values: readonly { group: DemoGroup; label: string; value: string; to: string }[]): DemoItem[] {
  const items: DemoItem[] = [];
  for (const { group, label, value, to } of values) {
    const item = items.find((candidate) => candidate.group === group);
    if (item) item.values.push(value);
    else items.push({ group, label, values: [value], to });
  }
  return items;
}

const rowClass = "flex min-h-14 items-center gap-3 rounded-2xl px-3 py-2 hover:bg-muted";

export function ContentHome({ demo }: { demo: DemoItem[] }) {
  const copy = adminShell.content;
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">{copy.heading}</h1>
      {demo.length > 0 ? (
        <section aria-labelledby="demo-values" className={`${cardClass} px-2`}>
          <div className="px-3">
            <h2 id="demo-values" className="text-xl font-bold">
              {copy.demoHeading}
            </h2>
            <p className="mt-1 font-semibold text-primary">{copy.demoLeft(demo.length)}</p>
            <p className="mt-1 text-muted-foreground">{copy.demoIntro}</p>
          </div>
          <ul className="mt-3 divide-y divide-border">
            {demo.map((item) => (
              <li key={item.group}>
                <Link to={item.to} className={rowClass}>
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold">{item.label}</span>
                    <span className="block text-sm text-muted-foreground wrap-anywhere">{item.values.join(", ")}</span>
                  </span>
                  <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <p className={`${cardClass} flex items-center gap-3 font-semibold`}>
          <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-primary" />
          {copy.allDone}
        </p>
      )}
      <section aria-labelledby="content-pages" className={`${cardClass} px-2`}>
        <h2 id="content-pages" className="px-3 text-xl font-bold">
          {copy.pagesHeading}
        </h2>
        <ul className="mt-3 divide-y divide-border">
          {contentPages.map(({ key, to }) => (
            <li key={key}>
              <Link to={to} className={rowClass}>
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold">{copy.pages[key].label}</span>
                  <span className="block text-sm text-muted-foreground">{copy.pages[key].hint}</span>
                </span>
                <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
