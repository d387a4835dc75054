import ArrowRight from "lucide-react/icons/arrow-right";
import Calculator from "lucide-react/icons/calculator";
import ChevronDown from "lucide-react/icons/chevron-down";
import Link2 from "lucide-react/icons/link-2";
import { useRef, useState, type ChangeEvent } from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { estimator } from "~/content/pages/estimate";
import { services } from "~/content/services";
import { visitRule } from "~/content/trip-rules";
import type { ServiceSlug } from "~/content/types";
import { ESTIMATE_ANCHOR, ESTIMATE_PATH, estimateHref, estimateParams, estimateQuery, type EstimateState } from "~/estimate/query";
import { computeEstimate, knownState, type EstimateCatalog } from "~/estimate/rules";
import { cn } from "~/lib/cn";
import { formatEuro } from "~/lib/money";
import { inputClass } from "./estimate-fields";
import { EstimateLineRow, workFieldId, type WorkGroup } from "./estimate-line";
import { useEstimateState } from "./use-estimate-state";

const ID = ESTIMATE_ANCHOR;

interface EstimatorProps {
  /** The price list and the numbers around it, from the page's loader. */
  catalog: EstimateCatalog;
  /** The estimate the server rendered (the request's query on the prices page; empty where the page is prerendered). */
  initial: EstimateState;
  /** On a service page: that service (its works only; the enquiry asks about it). */
  service?: { slug: ServiceSlug; title: string };
  /** The heading's level: a section of its own (2) or within the page's prices (3). */
  headingLevel?: 2 | 3;
  /**
   * Folded under its heading and what it does, opened with a press (a service page, where the
   * price table comes first); open when the page is asked with an estimate.
   */
  folded?: boolean;
}

/**
 * The price estimate: works from the price list, each with its size, the
 * town and the season; a range per work and in total, a link to the
 * estimate and a button that turns it into an enquiry.
 *
 * It is a form that GETs its own page (the prices page or the service page,
 * which render the same figures on the server, per request), so it works
 * without JavaScript; a size typed before the page hydrates is sent with
 * Enter. Once React runs, the figures
 * follow every keystroke (app/estimate/rules.ts, from the catalog in the
 * page's data) and the page's address keeps the estimate
 * (./use-estimate-state.ts).
 */
export function Estimator({ catalog, initial, service, headingLevel = 2, folded = false }: EstimatorProps) {
  const form = useRef<HTMLFormElement>(null);
  const [state, update] = useEstimateState(initial, form);
  /** The size typed in the row that adds a work, before its work is chosen. */
  const [draft, setDraft] = useState("");
  const known = knownState(state, catalog);
  const estimate = computeEstimate(known, catalog);
  const Heading = headingLevel === 2 ? "h2" : "h3";

  const groups: WorkGroup[] = services
    .map((entry) => ({ label: entry.title, items: catalog.items.filter((item) => item.service === entry.slug) }))
    .filter((group) => group.items.length > 0);

  const lines = known.lines;
  const setLines = (next: EstimateState["lines"], options?: { typing?: boolean }) => update({ ...known, lines: next }, options);

  const onWork = (index: number, item: string) => {
    if (index === lines.length) {
      if (!item) return;
      setLines([...lines, { item, size: draft }]);
      setDraft("");
    } else if (!item) {
      onRemove(index);
    } else {
      setLines(lines.map((line, at) => (at === index ? { ...line, item } : line)));
    }
  };
  const onSize = (index: number, size: string) => {
    if (index === lines.length) setDraft(size);
    else
      setLines(
        lines.map((line, at) => (at === index ? { ...line, size } : line)),
        { typing: true },
      );
  };
  const onRemove = (index: number) => {
    setLines(lines.filter((_, at) => at !== index));
    // Focus stays in the list: on the work that took the removed one's place, or the row that adds one.
    requestAnimationFrame(() => document.getElementById(workFieldId(ID, index))?.focus());
  };
  const onChoice = (name: "town" | "season") => (event: ChangeEvent<HTMLSelectElement>) =>
    update({ ...known, [name]: event.target.value } as EstimateState);

  /** The town and the season: a select each, „none“ first. */
  const choices = [
    {
      name: "town",
      label: estimator.town,
      none: estimator.townNone,
      options: catalog.towns.map((town) => ({ id: town.id, text: estimator.townOption(town.name, town.km) })),
    },
    {
      name: "season",
      label: estimator.season,
      none: estimator.seasonNone,
      options: catalog.seasons.map((season) => ({ id: season.id, text: estimator.seasonOption(season.name, season.months) })),
    },
  ] as const;

  const firstPriced = estimate.lines.find((line) => line.figures);
  const enquiryService = service?.slug ?? firstPriced?.item.service ?? "other";
  const enquiryHref = `/contact${estimateQuery(known, new URLSearchParams({ service: enquiryService }))}#enquiry`;

  const heading = (
    <Heading
      id={`${ID}-heading`}
      className={cn(
        "flex items-center gap-3 font-bold text-balance",
        headingLevel === 2 ? "text-xl sm:text-2xl" : folded ? "text-lg leading-snug sm:text-xl" : "text-xl",
      )}
    >
      <Calculator aria-hidden="true" className="size-6 shrink-0 text-primary" />
      {estimator.heading}
      {folded ? (
        <ChevronDown aria-hidden="true" className="ml-auto size-6 shrink-0 text-primary transition-transform group-open/fold:rotate-180" />
      ) : null}
    </Heading>
  );
  const intro = (
    <span className="mt-1 block max-w-3xl text-sm text-muted-foreground sm:mt-2 sm:text-base">
      {service ? estimator.serviceIntro(service.title) : estimator.intro}
    </span>
  );
  const body = (
    <form
      ref={form}
      method="get"
      action={`${service ? `/services/${service.slug}` : ESTIMATE_PATH}#${ID}`}
      onSubmit={(event) => event.preventDefault()}
      className="mt-3 grid gap-4 sm:mt-5 sm:gap-6 @3xl:grid-cols-[minmax(0,1fr)_19rem] @3xl:items-start"
    >
      {/*
       * The form's default button: Enter in a field presses the form's first submit button, which
       * must calculate (like „Пресметнете“ below), not remove the first work.
       */}
      <button type="submit" hidden tabIndex={-1} />
      <div className="min-w-0 space-y-3 sm:space-y-4">
        <ul aria-label={estimator.linesLabel} className="space-y-3">
          {[...lines, { item: "", size: draft }].map((row, index) => (
            <EstimateLineRow
              key={index}
              idPrefix={ID}
              index={index}
              item={row.item}
              size={row.size}
              line={estimate.lines[index] ?? null}
              groups={groups}
              adding={index === lines.length}
              first={lines.length === 0}
              seasonWhen={estimate.season?.when ?? null}
              onWork={onWork}
              onSize={onSize}
              onRemove={onRemove}
            />
          ))}
        </ul>

        <div className="grid gap-3 sm:grid-cols-2 sm:gap-4">
          {choices.map((choice) => (
            <div key={choice.name}>
              <label htmlFor={`${ID}-${choice.name}`} className="text-sm font-semibold">
                {choice.label}
              </label>
              <select
                id={`${ID}-${choice.name}`}
                name={estimateParams[choice.name]}
                value={known[choice.name]}
                onChange={onChoice(choice.name)}
                className={inputClass}
              >
                <option value="">{choice.none}</option>
                {choice.options.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.text}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>

        {/* Without JavaScript the form asks the server; with it, the figures already follow the fields. */}
        <button type="submit" className={cn(buttonVariants({ variant: "outline" }), "js:hidden")}>
          <Calculator aria-hidden="true" />
          {estimator.submit}
        </button>
      </div>

      <div className="rounded-2xl bg-muted p-4 sm:p-5 @3xl:sticky @3xl:top-24">
        {/* On a phone the total stands on the line of its label, when it fits. */}
        <div role="status" className="max-sm:flex max-sm:flex-wrap max-sm:items-baseline max-sm:gap-x-3">
          <p className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{estimator.total}</p>
          {estimate.priced > 0 ? (
            <p className="mt-1 text-2xl font-bold text-balance tabular-nums">
              {estimator.range(formatEuro(estimate.low), formatEuro(estimate.high))}
            </p>
          ) : (
            <p className="mt-1 text-base font-semibold">{estimator.empty}</p>
          )}
        </div>
        {estimate.town && estimate.travel !== null ? (
          <p className="mt-2 text-sm">
            {estimator.travel(estimate.town.name, estimate.town.km)}:{" "}
            <span className="font-semibold">{estimate.travel === 0 ? estimator.travelFree : formatEuro(estimate.travel)}</span>
          </p>
        ) : null}
        {estimate.town && estimate.travel !== null ? <p className="mt-1 text-sm">{visitRule(catalog.travelZones)}</p> : null}
        {estimate.unpriced.length > 0 ? <p className="mt-2 text-sm">{estimator.unpriced(estimate.unpriced.join(", "))}</p> : null}
        <p className="mt-3 text-sm text-muted-foreground">{estimator.totalNote}</p>
        {estimate.priced > 0 ? (
          <div className="mt-4 space-y-3">
            <Link to={enquiryHref} className={cn(buttonVariants(), "w-full")}>
              {estimator.send}
              <ArrowRight aria-hidden="true" />
            </Link>
            <p className="text-sm">
              <Link
                to={estimateHref(known)}
                preventScrollReset
                className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline underline-offset-4"
              >
                <Link2 aria-hidden="true" className="size-4 shrink-0" />
                {service ? estimator.allServices : estimator.link}
              </Link>
              {service ? null : <span className="block text-muted-foreground">{estimator.linkNote}</span>}
            </p>
          </div>
        ) : null}
      </div>
    </form>
  );

  return (
    <section
      id={ID}
      aria-labelledby={`${ID}-heading`}
      className={cn(
        "@container",
        folded
          ? "rounded-2xl border border-border bg-surface sm:rounded-3xl"
          : "sm:rounded-3xl sm:border sm:border-border sm:bg-surface sm:p-5 md:p-6",
      )}
    >
      {folded ? (
        // Opened by a press, or when the page is asked with an estimate; a link to #estimate opens it too.
        <details open={initial.lines.length > 0 || undefined} className="group/fold">
          <summary className="block cursor-pointer list-none rounded-2xl p-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:p-5 md:p-6 [&::-webkit-details-marker]:hidden">
            {heading}
            {intro}
          </summary>
          <div className="px-4 pb-4 sm:px-5 sm:pb-5 md:px-6 md:pb-6">{body}</div>
        </details>
      ) : (
        <>
          {heading}
          {intro}
          {body}
        </>
      )}
    </section>
  );
}
