import ChevronRight from "lucide-react/icons/chevron-right";
import { Link } from "react-router";
import { ServiceIcon } from "~/components/service-icon";
import type { CarePlansContent } from "~/content/care-plans.schema";
import type { Season } from "~/content/seasons.schema";

/** What we do in each season, spring to winter, each task linking to its service. */
export function SeasonCalendar({ seasons, calendar }: { seasons: readonly Season[]; calendar: CarePlansContent["seasonalCalendar"] }) {
  return (
    <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {seasons.map((season) => (
        <li key={season.id} className="rounded-3xl border border-border bg-surface p-5">
          <h3 className="text-lg font-bold">
            {season.name}
            <span className="block text-sm font-normal text-muted-foreground">{season.months}</span>
          </h3>
          <ul className="mt-3 space-y-1">
            {calendar[season.id].map((task) => (
              <li key={task.text}>
                {task.service ? (
                  <Link
                    to={`/services/${task.service}`}
                    prefetch="intent"
                    className="group flex min-h-11 items-center gap-2.5 rounded-lg py-1 font-medium hover:text-primary"
                  >
                    <ServiceIcon slug={task.service} className="size-5 shrink-0 text-primary" />
                    <span className="flex-1 underline-offset-4 group-hover:underline">{task.text}</span>
                    <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                  </Link>
                ) : (
                  <span className="flex min-h-11 items-center gap-2.5 py-1 text-muted-foreground">{task.text}</span>
                )}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
