import Trash2 from "lucide-react/icons/trash";
import type { ChangeEvent, MouseEvent } from "react";
import { estimator } from "~/content/pages/estimate";
import type { PriceItem } from "~/content/price-list.schema";
import { estimateParams } from "~/estimate/query";
import { sizeRounded, type EstimateLine as Line } from "~/estimate/rules";
import { cn } from "~/lib/cn";
import { formatEuro } from "~/lib/money";
import { formatQuantity } from "~/lib/quantity";
import { minimumAppliedText, minimumText } from "~/components/price-minimum";
import { Tooltip } from "~/components/ui/tooltip";
import { inputClass } from "./estimate-fields";

export interface WorkGroup {
  label: string;
  items: readonly PriceItem[];
}

interface EstimateLineProps {
  /** The fields' ids start with it (one estimator per page). */
  idPrefix: string;
  index: number;
  /** The row's work and size as chosen and typed; the empty row that adds a work has neither. */
  item: string;
  size: string;
  /** The row's figures, once its work is on the list. */
  line: Line | null;
  /** The works to choose from, grouped by service (one group on a service page). */
  groups: readonly WorkGroup[];
  /** The row that adds a work (no remove button, a placeholder that says so). */
  adding: boolean;
  /** The first row of an empty estimate. */
  first: boolean;
  /** The chosen season, as the price's change is told („напролет“), if one is chosen. */
  seasonWhen: string | null;
  onWork: (index: number, item: string) => void;
  onSize: (index: number, size: string) => void;
  onRemove: (index: number) => void;
}

export const workFieldId = (prefix: string, index: number) => `${prefix}-work-${index}`;

/**
 * One work of the estimate: its choice from the price list and its size in
 * the item's own unit, and under them its range, its note, its
 * minimum charge and the season's change. Plain form fields with the names
 * the estimate's query uses, so that the form works without JavaScript.
 */
export function EstimateLineRow(props: EstimateLineProps) {
  const { idPrefix, index, item, size, line, groups, adding, first, seasonWhen, onWork, onSize, onRemove } = props;
  const workId = workFieldId(idPrefix, index);
  const sizeId = `${idPrefix}-size-${index}`;
  const noteId = `${idPrefix}-note-${index}`;
  const chosen = line?.item;
  const problem = line && !line.reading.ok ? line.reading.problem : null;
  const figures = line?.figures ?? null;
  const remove = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    onRemove(index);
  };

  return (
    <li className={cn("rounded-2xl border p-2.5 sm:p-4", adding ? "border-dashed border-input" : "border-border bg-background")}>
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-x-3 gap-y-2 sm:gap-3 sm:grid-cols-[minmax(0,1fr)_10rem_auto]">
        <div className="col-span-2 min-w-0 sm:col-span-1">
          <label htmlFor={workId} className="text-sm font-semibold">
            {estimator.work}
          </label>
          <select
            id={workId}
            name={estimateParams.work}
            value={item}
            onChange={(event: ChangeEvent<HTMLSelectElement>) => onWork(index, event.target.value)}
            className={inputClass}
          >
            <option value="">{adding && !first ? estimator.addWork : estimator.workPlaceholder}</option>
            {groups.length === 1
              ? groups[0]!.items.map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {entry.name}
                  </option>
                ))
              : groups.map((group) => (
                  <optgroup key={group.label} label={group.label}>
                    {group.items.map((entry) => (
                      <option key={entry.id} value={entry.id}>
                        {entry.name}
                      </option>
                    ))}
                  </optgroup>
                ))}
          </select>
        </div>
        {/* On a phone the size's label stands before its field, on the same line. */}
        <div className="max-sm:flex max-sm:items-center max-sm:gap-3">
          <label htmlFor={sizeId} className="text-sm font-semibold max-sm:shrink-0">
            {chosen ? estimator.sizeLabels[chosen.unit] : estimator.sizeLabel}
          </label>
          <input
            id={sizeId}
            name={estimateParams.size}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            maxLength={12}
            value={size}
            onChange={(event: ChangeEvent<HTMLInputElement>) => onSize(index, event.target.value)}
            aria-invalid={problem && problem !== "missing" ? true : undefined}
            aria-describedby={line ? noteId : undefined}
            className={cn(inputClass, "max-sm:mt-0 max-sm:min-w-0 max-sm:flex-1")}
          />
        </div>
        {adding ? (
          <span className="w-11" />
        ) : (
          <Tooltip label={estimator.remove}>
            <button
              type="submit"
              name={estimateParams.remove}
              value={index}
              onClick={remove}
              aria-label={chosen ? estimator.removeWork(chosen.name) : estimator.remove}
              className="mb-0.5 inline-flex size-11 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground"
            >
              <Trash2 aria-hidden="true" className="size-5" />
            </button>
          </Tooltip>
        )}
      </div>

      {chosen ? (
        <div id={noteId} className="mt-3 space-y-1 text-sm">
          {/* A narrow select shows a long work's name cut short: here it is whole (the select itself names it to a screen reader). */}
          <p aria-hidden="true" className="font-semibold text-foreground sm:hidden">
            {chosen.name}
          </p>
          {figures ? (
            <p className="text-lg font-bold text-foreground tabular-nums">
              {estimator.range(formatEuro(figures.low), formatEuro(figures.high))}
            </p>
          ) : (
            <p className={cn("font-semibold", problem === "missing" ? "text-muted-foreground" : "text-danger")}>
              {estimator.sizeProblems[problem ?? "missing"]}
            </p>
          )}
          {figures?.minimumApplied ? <p className="text-accent-foreground">{minimumAppliedText(chosen)}</p> : null}
          <p className="text-muted-foreground">
            {[
              figures && line?.reading.ok && sizeRounded(size, line.reading.tenths)
                ? estimator.sizeRounded(estimator.quantity(formatQuantity(line.reading.tenths), chosen.unit, line.reading.tenths / 10))
                : null,
              chosen.note ?? null,
              figures && !figures.minimumApplied ? minimumText(chosen) : null,
              figures && figures.seasonPercent !== 0 && seasonWhen ? estimator.seasonChange(figures.seasonPercent, seasonWhen) : null,
            ]
              .filter(Boolean)
              .join(" · ")}
          </p>
        </div>
      ) : null}
    </li>
  );
}
