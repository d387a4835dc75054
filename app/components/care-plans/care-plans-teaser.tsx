import { CalendarCheck, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { carePlansPage } from "~/content/pages/care-plans";
import { cn } from "~/lib/cn";

/**
 * On the home page (within its services), the prices page and the pages of the services that have
 * a plan: regular care by a plan, and the way to the plans. `level`: its heading's, within the page's outline.
 */
export function CarePlansTeaser({ className = "mt-14", level = 2 }: { className?: string; level?: 2 | 3 }) {
  const { teaser } = carePlansPage;
  const Heading = `h${level}` as const;
  return (
    // Side by side only where the band itself is wide enough (a container query, not the screen's width): in a
    // service page's column at 1280 px, `md:flex-row` squeezed the text into a strip beside the link.
    <section
      aria-labelledby="care-plans-teaser"
      className={cn("@container rounded-3xl bg-accent p-5 text-accent-foreground md:p-8", className)}
    >
      <div className="flex flex-col gap-3 md:gap-4 @3xl:flex-row @3xl:items-center">
        <CalendarCheck aria-hidden="true" className="size-8 shrink-0 md:size-10" />
        <div className="flex-1">
          <Heading id="care-plans-teaser" className="text-xl font-bold md:text-2xl">
            {teaser.heading}
          </Heading>
          <p className="mt-1 max-w-2xl md:mt-2 md:text-lg">{teaser.text}</p>
        </div>
        <Link
          to="/care-plans"
          prefetch="intent"
          className="inline-flex min-h-12 items-center gap-2 self-start rounded-full bg-surface px-5 font-semibold text-foreground hover:bg-muted @3xl:self-center"
        >
          {teaser.link}
          <ChevronRight aria-hidden="true" className="size-5" />
        </Link>
      </div>
    </section>
  );
}
