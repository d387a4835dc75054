import Check from "lucide-react/icons/check";

/** The facts a homeowner asks first (trust.ts, `highlight: true`), under the call and enquiry buttons of a first screen. */
export function Highlights({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={className ?? "mt-6 flex flex-wrap gap-x-5 gap-y-2 font-medium"}>
      {items.map((item) => (
        <li key={item} className="flex items-center gap-2">
          <Check aria-hidden="true" className="size-5 shrink-0 text-primary" />
          {item}
        </li>
      ))}
    </ul>
  );
}
