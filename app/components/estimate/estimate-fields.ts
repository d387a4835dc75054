/** The estimator's form fields: the same look as the enquiry form's. */
export const inputClass =
  "mt-1.5 block min-h-12 w-full rounded-xl border border-input bg-surface px-3.5 py-2.5 text-base text-foreground shadow-xs aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger";
