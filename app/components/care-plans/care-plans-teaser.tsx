import { CalendarCheck, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { carePlansPage } from "~/content/pages/care-plans";

/** On the prices page: regular care by a plan, and the way to the plans. */
export function CarePlansTeaser() {
  const { teaser } = carePlansPage;
  return (
    <section
      aria-labelledby="care-plans-teaser"
      className="mt-14 flex flex-col gap-4 rounded-3xl bg-accent p-6 text-accent-foreground md:flex-row md:items-center md:p-8"
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
