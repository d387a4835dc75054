/** Class names the owner's forms share. */
export const inputClass =
  "mt-1.5 block min-h-12 w-full rounded-xl border border-input bg-surface px-3.5 py-2.5 text-base text-foreground placeholder:text-muted-foreground aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger";
/** A text area grows with what it holds (where the browser can: `field-sizing`; elsewhere its `rows`), so a note is read whole. */
export const textareaClass = `${inputClass} field-sizing-content min-h-20 max-h-[60dvh]`;
/**
 * A one-line value that may be long (the service area's places, a role, a web address): as tall as
 * what it holds, from one line. A long word breaks anywhere (`wrap-anywhere`): a web address has no
 * space to wrap at, and would otherwise make the field, and the card holding it, as wide as itself.
 */
export const growingClass = `${inputClass} field-sizing-content max-h-[60dvh] wrap-anywhere`;
export const labelClass = "font-semibold";
export const cardClass = "rounded-3xl border border-border bg-surface p-5";
