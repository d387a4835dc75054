/** What the owner's content forms send back to the page (app/admin/content-forms.server.ts makes them). */

/** Form field name → the value typed (kept as typed when the form is refused). */
export type FormValues = Record<string, string>;
/** Form field name → its Bulgarian message; "" for the form as a whole. */
export type FormErrors = Record<string, string>;

/** What a labelled field of the owner's forms is given: its id, name, label and hint, what it holds, and its message when refused. */
export interface FieldProps {
  id: string;
  name: string;
  label: string;
  hint: string;
  value: string;
  error?: string;
}

/** The number of working-hours rows the company form shows. */
export const hoursRows = (values: FormValues) => Object.keys(values).filter((key) => /^hours\.\d+\.days$/.test(key)).length;
/** The number of rows of towns or trip zones the service area's form shows (app/admin/area-form.server.ts). */
export const areaRows = (values: FormValues, kind: "towns" | "zones") =>
  Object.keys(values).filter((key) => new RegExp(`^${kind}\\.\\d+\\.${kind === "towns" ? "name" : "upToKm"}$`).test(key)).length;
