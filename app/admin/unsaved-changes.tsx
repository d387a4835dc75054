/**
 * Nothing the owner typed is lost by leaving a page: while one of the page's
 * forms holds changes that are not saved, leaving it asks first. A link or
 * the back button inside the owner's pages (React Router's blocker) asks in
 * the page, in Bulgarian; closing the tab, reloading or leaving for the
 * public site asks through the browser's own question (`beforeunload`).
 * Saving, the form's own submission to its page, is never held up.
 */
import { useEffect, useRef } from "react";
import { useBlocker } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { adminUnsaved } from "~/content/admin";

type FormField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isField = (element: Element): element is FormField =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;

/** What a field holds now, as one string; null for fields that hold nothing the owner typed or chose. */
function fieldState(field: FormField): string | null {
  if (field instanceof HTMLSelectElement) return Array.from(field.selectedOptions, (option) => option.value).join("\n");
  if (field instanceof HTMLTextAreaElement) return field.value;
  switch (field.type) {
    case "hidden":
    case "submit":
    case "button":
    case "reset":
    case "image":
      return null;
    case "checkbox":
    case "radio":
      return String(field.checked);
    case "file":
      return Array.from(field.files ?? [], (file) => `${file.name} ${file.size} ${file.lastModified}`).join("\n");
    default:
      return field.value;
  }
}

/** What the page showed in a field that holds something (its default: the saved value, or what the last answer gave back). */
function defaultState(field: FormField): string {
  if (field instanceof HTMLSelectElement) {
    const chosen = Array.from(field.options).filter((option) => option.defaultSelected);
    // With no option marked, a single select shows its first.
    const shown = chosen.length > 0 || field.multiple ? chosen : Array.from(field.options).slice(0, 1);
    return shown.map((option) => option.value).join("\n");
  }
  if (field instanceof HTMLTextAreaElement) return field.defaultValue;
  if (field.type === "checkbox" || field.type === "radio") return String(field.defaultChecked);
  if (field.type === "file") return "";
  return field.defaultValue;
}

/**
 * What each form held when it was last sent. React does not carry a changed
 * `defaultValue` into a `<select>`, so after a save the page's defaults can
 * lag behind what was saved; what was sent is the better baseline.
 */
const sent = new WeakMap<HTMLFormElement, Map<FormField, string | null>>();

const fieldsOf = (form: HTMLFormElement) => Array.from(form.elements).filter(isField);

/** Remembers what a form holds as it is sent (its `submit` event). */
export function rememberSent(form: HTMLFormElement) {
  sent.set(form, new Map(fieldsOf(form).map((field) => [field, fieldState(field)])));
}

function changed(field: FormField, baseline: Map<FormField, string | null> | undefined): boolean {
  if (field.disabled) return false;
  const now = fieldState(field);
  if (now === null) return false;
  return now !== (baseline?.has(field) ? baseline.get(field) : defaultState(field));
}

/**
 * The field to come back to in a form that holds something not saved: the
 * first one changed since the page showed it (or since it was sent), or,
 * where the last answer refused the form or could not save it now
 * (app/admin/publish-result.tsx marks it `data-unsaved`), its first refused
 * field or the form's first field. Null for a form with nothing to lose;
 * forms that only read (a search, `method="get"`) never hold anything.
 */
export function unsavedField(form: HTMLFormElement): FormField | null {
  if (form.method !== "post") return null;
  const fields = fieldsOf(form);
  const baseline = sent.get(form);
  const first = fields.find((field) => changed(field, baseline));
  if (first) return first;
  if (form.querySelector("[data-unsaved]") === null) return null;
  return (
    fields.find((field) => field.getAttribute("aria-invalid") === "true") ??
    fields.find((field) => fieldState(field) !== null && !field.disabled) ??
    null
  );
}

/** The first field, in the page's order, of a form that would lose something if the owner left now. */
export function firstUnsavedField(root: ParentNode = document): FormField | null {
  for (const form of Array.from(root.querySelectorAll("form"))) {
    const field = unsavedField(form);
    if (field) return field;
  }
  return null;
}

/** Once in the owner's pages' layout, for a signed-in owner. */
export function UnsavedChangesGuard() {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && firstUnsavedField() !== null,
  );
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const ask = (event: BeforeUnloadEvent) => {
      if (firstUnsavedField() === null) return;
      event.preventDefault();
      // Older Safari and Firefox ask only when returnValue is set as well.
      event.returnValue = true;
    };
    const onSubmit = (event: SubmitEvent) => {
      if (event.target instanceof HTMLFormElement) rememberSent(event.target);
    };
    window.addEventListener("beforeunload", ask);
    document.addEventListener("submit", onSubmit, true);
    return () => {
      window.removeEventListener("beforeunload", ask);
      document.removeEventListener("submit", onSubmit, true);
    };
  }, []);

  const blocked = blocker.state === "blocked";
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (blocked && !element.open) element.showModal();
    else if (!blocked && element.open) element.close();
  }, [blocked]);

  const stay = () => {
    if (blocker.state === "blocked") blocker.reset();
    dialog.current?.close();
    // Back to what is not saved, so that the owner sees what the question was about.
    const field = firstUnsavedField();
    field?.focus();
    field?.scrollIntoView({ block: "center" });
  };
  const leave = () => {
    if (blocker.state === "blocked") blocker.proceed();
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby="unsaved-heading"
      aria-describedby="unsaved-text"
      // Escape stays on the page, as „Остани“ does.
      onCancel={(event) => {
        event.preventDefault();
        stay();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl border border-border bg-surface p-6 text-foreground shadow-xl backdrop:bg-black/50"
    >
      <h2 id="unsaved-heading" className="text-xl font-bold">
        {adminUnsaved.heading}
      </h2>
      <p id="unsaved-text" className="mt-2">
        {adminUnsaved.text}
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        {/* The safe choice has focus: Enter or a hurried tap keeps the work. */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
        <button type="button" autoFocus onClick={stay} className={buttonVariants()}>
          {adminUnsaved.stay}
        </button>
        <button type="button" onClick={leave} className={buttonVariants({ variant: "outline" })}>
          {adminUnsaved.leave}
        </button>
      </div>
    </dialog>
  );
}
