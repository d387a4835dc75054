/** The estimator's form fields: the same look as the enquiry form's, a little tighter on a phone (still a 44 px target). */
export const inputClass =
  "mt-1 block min-h-11 w-full rounded-xl border border-input bg-surface px-3 py-2 text-base sm:mt-1.5 sm:min-h-12 sm:px-3.5 sm:py-2.5 text-foreground shadow-xs aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger";
