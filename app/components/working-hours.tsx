import { useCompany } from "~/lib/site-content";

/** The working hours from the company facts, as a definition list. */
export function WorkingHours({ className }: { className?: string }) {
  const company = useCompany();
  return (
    <dl className={className}>
      {company.hours.map((row) => (
        <div key={row.days} className="flex justify-between gap-4 border-b border-border py-2 first:pt-0">
          <dt>{row.days}</dt>
          <dd className="font-semibold">{row.time}</dd>
        </div>
      ))}
    </dl>
  );
}
