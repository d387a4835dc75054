import CalendarCheck from "lucide-react/icons/calendar-check";
import ChevronRight from "lucide-react/icons/chevron-right";
import { Link } from "react-router";
import { carePlansPage } from "~/content/pages/care-plans";
import { cn } from "~/lib/cn";

/**
 * On the home page (within its services), the prices page and the pages of the services that have
 * a plan: regular care by a plan, and the way to the plans. `level`: its heading's, within the page's outline.
 */
export function CarePlansTeaser({
  className = "mt-14",
  level = 2,
  compact = false,
}: {
  className?: string;
  level?: 2 | 3;
  /** A service page's: one line, the heading and the link beside the icon (the plans' text is on the home and prices pages). */
  compact?: boolean;
}) {
  const { teaser } = carePlansPage;
  const Heading = `h${level}` as const;
  if (compact)
    return (
      <section
        aria-labelledby="care-plans-teaser"
        className={cn("@container rounded-2xl bg-accent px-3 py-2 text-accent-foreground md:px-6 md:py-3", className)}
      >
        <div className="flex items-center gap-3">
          <CalendarCheck aria-hidden="true" className="hidden size-7 shrink-0 md:block" />
          <div className="flex flex-1 flex-wrap items-center gap-x-4 @xl:justify-between">
            <Heading id="care-plans-teaser" className="pt-1.5 text-lg leading-snug font-bold @xl:pt-0">
              {teaser.heading}
            </Heading>
            <p>
              <Link
                to="/care-plans"
                prefetch="intent"
                className="inline-flex min-h-11 items-center gap-1 font-semibold underline underline-offset-4 hover:no-underline"
              >
                {teaser.link}
                {/* On a phone the underlined words say it leads on, and stay on one line. */}
                <ChevronRight aria-hidden="true" className="hidden size-5 md:block" />
              </Link>
            </p>
          </div>
        </div>
      </section>
    );
  return (
    // Side by side only where the band itself is wide enough (a container query, not the screen's width): in a
    // service page's column at 1280 px, `md:flex-row` squeezed the text into a strip beside the link.
    <section
      aria-labelledby="care-plans-teaser"
      className={cn("@container rounded-3xl bg-accent p-4 text-accent-foreground md:p-8", className)}
    >
      <div className="flex flex-col gap-3 md:gap-4 @3xl:flex-row @3xl:items-center">
        <CalendarCheck aria-hidden="true" className="hidden size-10 shrink-0 md:block" />
        <div className="flex-1">
          <Heading id="care-plans-teaser" className="text-xl font-bold md:text-2xl">
            {teaser.heading}
          </Heading>
          <p className="mt-1 max-w-2xl leading-snug md:mt-2 md:text-lg md:leading-normal">{teaser.text}</p>
        </div>
        <Link
          to="/care-plans"
          prefetch="intent"
          className="inline-flex min-h-12 items-center gap-1 self-start rounded-3xl bg-surface px-4 py-2 leading-snug font-semibold md:gap-2 md:px-5 text-foreground hover:bg-muted @3xl:self-center"
        >
          {teaser.link}
          <ChevronRight aria-hidden="true" className="size-5" />
        </Link>
      </div>
    </section>
  );
}
