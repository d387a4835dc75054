/** A labelled text field of the owner's forms, with its schema's message under it when refused. */
import type { InputHTMLAttributes, KeyboardEvent } from "react";
import { growingClass, inputClass, labelClass } from "./ui";

/** A form field's id from its name („towns.3.name“ → „field-towns-3-name“), for its label and for links to it. */
export const fieldId = (name: string) => `field-${name.replace(/\W/g, "-")}`;

export function Field({
  name,
  label,
  hint,
  error,
  defaultValue,
  requiredMark,
  id: givenId,
  multiline,
  ...input
}: {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  defaultValue?: string;
  /** Shown beside the label of a required field (the field's `required` says it to screen readers). */
  requiredMark?: string;
  /**
   * A value that may be longer than the field is wide: a text area that grows with it, read whole
   * instead of cut off. "lines": Enter starts a new line (the places of the service area, one per
   * line if the owner likes); "wrapped": one line shown wrapped, where Enter sends the form as in a
   * one-line field (the saved text has no line breaks).
   */
  multiline?: "lines" | "wrapped";
} & InputHTMLAttributes<HTMLInputElement>) {
  // An id of its own where several forms on a page have the same fields.
  const id = givenId ?? fieldId(name);
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  const common = { id, name, defaultValue, "aria-invalid": error ? true : undefined, "aria-describedby": described || undefined } as const;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <RequiredMark text={requiredMark} />
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {multiline ? (
        <textarea
          {...common}
          rows={2}
          required={input.required}
          autoComplete={input.autoComplete}
          inputMode={input.inputMode}
          // A web address typed on a phone: no capital first letter, no spelling marks under it.
          autoCapitalize={input.inputMode === "url" ? "off" : undefined}
          spellCheck={input.inputMode === "url" ? false : undefined}
          onKeyDown={multiline === "wrapped" ? sendOnEnter : undefined}
          className={growingClass}
        />
      ) : (
        <input {...common} className={inputClass} {...input} />
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** Enter alone, not Shift+Enter and not the Enter that ends a composition (an IME's word): a text area's own line break. */
export const isPlainEnter = (event: KeyboardEvent<HTMLTextAreaElement>) =>
  event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing;

/** Enter in a one-line value shown wrapped: the form is sent by its first submit button, as a one-line field's Enter does. */
export function sendOnEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
  if (!isPlainEnter(event)) return;
  event.preventDefault();
  const form = event.currentTarget.form;
  form?.requestSubmit(form.querySelector<HTMLButtonElement>("button[type=submit], button:not([type])"));
}

/** A field's message from the schema, under it (its id: `<field id>-error`, for aria-describedby). */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className="mt-1 font-semibold text-danger">
      {error}
    </p>
  ) : null;
}

/**
 * „задължително“ beside a required field's label (after it, not inside: the field's name stays its label's
 * words), seen but not read twice: the field's `required` is announced. A space before it, not a margin:
 * where the two do not fit one line, the mark goes to the next, not the label's last word with it.
 */
export function RequiredMark({ text }: { text?: string }) {
  return text ? (
    <>
      {" "}
      <span aria-hidden="true" className="text-sm font-normal text-muted-foreground">
        ({text})
      </span>
    </>
  ) : null;
}
