/**
 * The parts of the owner's "how we work" pages (/admin/people, /admin/reviews,
 * /admin/facts): each entry a short card that opens its own small form (a
 * <details>: it opens and closes without JavaScript, and its forms post before
 * the page is hydrated), fields with their required mark, hint and message.
 * /admin/services lists its services in the same cards.
 */
import Check from "lucide-react/icons/check";
import ChevronDown from "lucide-react/icons/chevron-down";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { adminEditing, adminTrust } from "~/content/admin";
import { ConfirmRemove, useRemoveAsked } from "./confirm-remove";
import { FieldError, RequiredMark, sendOnEnter } from "./field";
import type { FormErrors, FormValues } from "./form-values";
import { PublishResult, wasSaved } from "./publish-result";
import { growingClass, inputClass, labelClass, textareaClass } from "./ui";

/** What a save of one entry's form answers: which entry (its place, "new", or a fact's id), what was typed and what became of it. */
import type { PublishDone, PublishedChange } from "./publish-result";
import { SubmitButton } from "./submit-button";

export type EntryResult = { entry: string; values: FormValues; errors: FormErrors; done: PublishDone | null; live?: PublishedChange };

/** What an entry page's answer is: a save, told once at the top of the page, or the refusal of one entry's form. */
export function entryAnswer(actionData: EntryResult | undefined) {
  const saved = actionData && wasSaved(actionData.done) ? actionData : undefined;
  const refused = saved ? undefined : actionData;
  return { saved, own: (entry: string) => (refused?.entry === entry ? refused : undefined) };
}

/** A field's label, with „(задължително)“ after it when it must be filled in, as on the owner's other forms. */
function Label({ id, label, required }: { id: string; label: string; required?: boolean }) {
  return (
    <>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <RequiredMark text={required ? adminEditing.required : undefined} />
    </>
  );
}

/**
 * A one-line text of an entry's form, shown wrapped and as tall as it is (a name or a role longer than
 * a phone is wide is read whole, not cut off; Enter sends the form as in a one-line field), or a text
 * area of several lines (`lines`).
 */
export function EntryField({
  id,
  name,
  label,
  hint,
  values,
  errors,
  required = true,
  lines,
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  values: FormValues;
  errors: FormErrors;
  required?: boolean;
  lines?: number;
}) {
  const fieldId = `${id}-${name}`;
  const error = errors[name];
  const described = [hint ? `${fieldId}-hint` : "", error ? `${fieldId}-error` : ""].filter(Boolean).join(" ") || undefined;
  const common = {
    id: fieldId,
    name,
    defaultValue: values[name] ?? "",
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described,
  } as const;
  return (
    <div>
      <Label id={fieldId} label={label} required={required} />
      {hint ? (
        <p id={`${fieldId}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {lines ? (
        <textarea {...common} rows={lines} className={textareaClass} />
      ) : (
        <textarea {...common} rows={1} onKeyDown={sendOnEnter} className={growingClass} />
      )}
      <FieldError id={fieldId} error={error} />
    </div>
  );
}

/** A select of an entry's form (the review's service). */
export function EntrySelect({
  id,
  name,
  label,
  placeholder,
  options,
  values,
  errors,
}: {
  id: string;
  name: string;
  label: string;
  placeholder: string;
  options: readonly { value: string; label: string }[];
  values: FormValues;
  errors: FormErrors;
}) {
  const fieldId = `${id}-${name}`;
  const error = errors[name];
  return (
    <div>
      <Label id={fieldId} label={label} required />
      <select
        id={fieldId}
        name={name}
        defaultValue={values[name] ?? ""}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        className={inputClass}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={fieldId} error={error} />
    </div>
  );
}

/** A checkbox with its label beside it, big enough for a thumb. */
export function EntryCheckbox({ id, name, label, values }: { id: string; name: string; label: string; values: FormValues }) {
  const fieldId = `${id}-${name.replace(/\W/g, "-")}`;
  return (
    // The whole row is the box's label: a thumb's target, not the 24 px box alone.
    <label htmlFor={fieldId} className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold">
      <input id={fieldId} type="checkbox" name={name} defaultChecked={values[name] === "on"} className="size-6 shrink-0 accent-primary" />
      {label}
    </label>
  );
}

/**
 * One entry: a short card (its title, a line under it, its marks) that opens its form. `open`
 * when the page answers a save of it that was refused, or was loaded asking about its removal
 * (`removable`: the entry's id in `?remove=`). A `preview` line (the start of a text the form
 * shows whole) is hidden while the card is open.
 */
export function EntryCard({
  id,
  title,
  subtitle,
  preview,
  marks = [],
  open,
  removable,
  children,
}: {
  id: string;
  title: string;
  subtitle?: string;
  preview?: string;
  marks?: string[];
  open: boolean;
  removable?: string;
  children: ReactNode;
}) {
  const { loadedAsking } = useRemoveAsked(removable);
  return (
    <li>
      <details id={id} open={open || loadedAsking || undefined} className="group rounded-3xl border border-border bg-surface">
        <summary className="flex min-h-14 cursor-pointer list-none items-start gap-3 rounded-3xl p-4 group-open:rounded-b-none [&::-webkit-details-marker]:hidden">
          <span className="min-w-0 flex-1 wrap-break-word">
            <span className="block font-bold">{title}</span>
            {subtitle ? <span className="block text-sm text-muted-foreground">{subtitle}</span> : null}
            {preview ? <span className="block text-sm text-muted-foreground group-open:hidden">{preview}</span> : null}
            {marks.length > 0 ? (
              <span className="mt-1 flex flex-wrap gap-1.5">
                {marks.map((mark) => (
                  <span key={mark} className="rounded-full border border-border bg-muted px-2 py-0.5 text-sm font-semibold">
                    {mark}
                  </span>
                ))}
              </span>
            ) : null}
          </span>
          <ChevronDown aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary transition-transform group-open:rotate-180" />
        </summary>
        <div className="border-t border-border p-4">{children}</div>
      </details>
    </li>
  );
}

/** An entry's form: its fields, what became of its last save, and the save button. */
export function EntryForm({
  entry,
  hidden,
  result,
  available,
  saveLabel,
  children,
}: {
  entry: string;
  hidden: Record<string, string>;
  result: EntryResult | undefined;
  available: boolean;
  saveLabel: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" noValidate className="space-y-4">
      <input type="hidden" name="entry" value={entry} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      {wasSaved(result?.done) ? null : <PublishResult result={result} />}
      <SubmitButton name="intent" value="save" className={buttonVariants()} disabled={!available} pending={adminEditing.saving}>
        <Check aria-hidden="true" />
        {adminEditing.save}
        <span className="sr-only"> – {saveLabel}</span>
      </SubmitButton>
    </Form>
  );
}

/** The removal of an entry, which asks first (a form of its own, so it never sends the fields typed above it). */
export function RemoveForm({
  id,
  hidden,
  label,
  note,
  name,
  available,
}: {
  id: string;
  hidden: Record<string, string>;
  label: string;
  note: string;
  name: string;
  available: boolean;
}) {
  return (
    <ConfirmRemove
      id={id}
      name={name}
      label={label}
      note={note}
      hidden={{ ...hidden, intent: "remove" }}
      available={available}
      className="mt-4 border-t border-border pt-4"
    />
  );
}

/** The page's notes: what a demo entry is (and whether it can go, or only be hidden), and that a save is what visitors see. */
export function EntryNotes({ demo, hideOnly = false }: { demo: boolean; hideOnly?: boolean }) {
  return (
    <div className="space-y-1 text-muted-foreground">
      {demo ? <p>{hideOnly ? adminTrust.demoNoteHide : adminTrust.demoNote}</p> : null}
      <p>{adminTrust.savedIsReal}</p>
    </div>
  );
}
