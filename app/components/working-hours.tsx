import { cn } from "~/lib/cn";
import { useCompany } from "~/lib/site-content";

/** The working hours from the company facts, as a definition list. */
export function WorkingHours({ className, rowClassName = "py-2" }: { className?: string; rowClassName?: string }) {
  const company = useCompany();
  return (
    <dl className={className}>
      {company.hours.map((row) => (
        <div key={row.days} className={cn("flex items-baseline justify-between gap-4 border-b border-border first:pt-0", rowClassName)}>
          <dt>{row.days}</dt>
          {/* The hours keep their line on a narrow card; the days wrap if they must. */}
          <dd className="shrink-0 text-right font-semibold whitespace-nowrap">{row.time}</dd>
        </div>
      ))}
    </dl>
  );
}
