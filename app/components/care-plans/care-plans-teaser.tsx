import { CalendarCheck, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { carePlansPage } from "~/content/pages/care-plans";
import { cn } from "~/lib/cn";

/** On the prices page and the pages of the services that have a plan: regular care by a plan, and the way to the plans. */
export function CarePlansTeaser({ className = "mt-14" }: { className?: string }) {
  const { teaser } = carePlansPage;
  return (
    <section
      aria-labelledby="care-plans-teaser"
      className={cn("flex flex-col gap-4 rounded-3xl bg-accent p-6 text-accent-foreground md:flex-row md:items-center md:p-8", className)}
    >
      <CalendarCheck aria-hidden="true" className="size-10 shrink-0" />
      <div className="flex-1">
        <h2 id="care-plans-teaser" className="text-2xl font-bold">
          {teaser.heading}
        </h2>
        <p className="mt-2 max-w-2xl text-lg">{teaser.text}</p>
      </div>
      <Link
        to="/care-plans"
        prefetch="intent"
        className="inline-flex min-h-12 items-center gap-2 self-start rounded-full bg-surface px-5 font-semibold text-foreground hover:bg-muted md:self-center"
      >
        {teaser.link}
        <ChevronRight aria-hidden="true" className="size-5" />
      </Link>
    </section>
  );
}
