/**
 * A list the owner edits item by item (a service's „Какво включва“): each item
 * in a numbered field of its own that grows with its text. In one text area
 * with an item per line, an item that wrapped on a phone read as two.
 *
 * The fields share one name, and the form sends them in order; an empty field
 * is not saved. The page shows two empty fields after the items, so that a
 * form sent before the page's scripts (or without them) can still add. With
 * them, a new empty field appears when the last one is filled, Enter moves to
 * the next field, and each field's button empties it. Emptying (not
 * removing) a field keeps the page's question about unsaved changes right:
 * the field is still there, and no longer holds what the page showed.
 */
import X from "lucide-react/icons/x";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { buttonVariants } from "~/components/ui/button";
import { useHydrated } from "~/lib/use-hydrated";
import { FieldError, isPlainEnter } from "./field";
import type { FieldProps } from "./form-values";
import { growingClass, labelClass } from "./ui";

/** Empty fields shown after the items. */
const SPARE = 2;

interface Slot {
  key: number;
  text: string;
}

/** The items of a value sent with an item per line (or per field), without the empty ones. */
export function listItems(value: string): string[] {
  return value.split("\n").filter((line) => line.trim() !== "");
}

/** `value`: the items, one per line. */
export function ListField({
  id,
  name,
  label,
  hint,
  value,
  error,
  max,
  itemLabel,
  clearLabel,
}: FieldProps & {
  /** The most items the list may hold: no more fields than that are shown. */
  max: number;
  /** The screen reader's name of the nth field (from 1), read after the list's name. */
  itemLabel: (n: number) => string;
  clearLabel: (n: number) => string;
}) {
  const hydrated = useHydrated();
  const list = useRef<HTMLOListElement>(null);
  const [slots, setSlots] = useState<Slot[]>(() => {
    const items = listItems(value).slice(0, max);
    const spare = Math.min(SPARE, max - items.length);
    return [...items, ...Array.from({ length: spare }, () => "")].map((text, key) => ({ key, text }));
  });
  const nextKey = useRef(slots.length);
  // The field to focus once it is rendered (one added by Enter).
  const focusKey = useRef<number | null>(null);

  const fields = () => Array.from(list.current?.querySelectorAll("textarea") ?? []);
  const add = (): number | null => {
    if (slots.length >= max) return null;
    const key = nextKey.current++;
    setSlots((current) => [...current, { key, text: "" }]);
    return key;
  };

  useEffect(() => {
    if (focusKey.current === null) return;
    list.current?.querySelector<HTMLTextAreaElement>(`[data-key="${focusKey.current}"]`)?.focus();
    focusKey.current = null;
  }, [slots]);

  // The last field filled: one more to type into, up to the most the list holds.
  const onInput = () => {
    if (fields().every((field) => field.value.trim() !== "")) add();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!isPlainEnter(event)) return;
    // An item is one line: Enter goes on to the next item, as it does in a list typed line by line.
    event.preventDefault();
    const all = fields();
    const next = all[all.indexOf(event.currentTarget) + 1];
    if (next) next.focus();
    else focusKey.current = add();
  };

  const clear = (index: number) => {
    const field = fields()[index];
    if (!field) return;
    field.value = "";
    field.focus();
  };

  const describedBy = [`${id}-hint`, error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <fieldset>
      <legend className={labelClass}>{label}</legend>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {hint}
      </p>
      <ol ref={list} className="mt-1.5 space-y-2">
        {slots.map((slot, index) => (
          <li key={slot.key} className="flex items-start gap-2">
            <span aria-hidden="true" className="mt-1.5 w-6 shrink-0 pt-[calc(0.625rem+1px)] text-right text-muted-foreground tabular-nums">
              {index + 1}.
            </span>
            <label htmlFor={`${id}-${slot.key}`} className="sr-only">
              {itemLabel(index + 1)}
            </label>
            <textarea
              id={`${id}-${slot.key}`}
              data-key={slot.key}
              name={name}
              rows={1}
              defaultValue={slot.text}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              onInput={onInput}
              onKeyDown={onKeyDown}
              className={`${growingClass} min-w-0 flex-1`}
            />
            {/* Disabled until the page's scripts run, rather than shown only then: the fields do not narrow under the owner's finger. */}
            <button
              type="button"
              disabled={!hydrated}
              onClick={() => clear(index)}
              aria-label={clearLabel(index + 1)}
              className={`${buttonVariants({ variant: "ghost", size: "icon" })} mt-2`}
            >
              <X aria-hidden="true" />
            </button>
          </li>
        ))}
      </ol>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
