/**
 * What the Node server (server/*.mjs) uses from the app, compiled by
 * `vite build --config vite.server.config.ts` into build/server/enquiry.mjs:
 * the shared schema, the notification e-mail and the form's markup for
 * visitors without JavaScript.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { EnquiryFormView, EnquirySection, EnquirySent, type SentDetails } from "~/components/enquiry/enquiry-form-view";
import { company } from "~/content/company";
import { ENQUIRY_RETENTION_MONTHS, enquiryStatus, failureStatus } from "~/content/enquiry";
import { emptyEnquiry, enquiryFields, type EnquiryValues, type FieldErrors } from "./schema";

export { composeNotification, formatReceived, replyLabel, serviceLabel } from "./notification";
export { validateEnquiry } from "./schema";
export { enquiryStatus, failureStatus, ENQUIRY_RETENTION_MONTHS };
export const companyEmail = company.email;

/** The form's values from a plain POST: only the known fields, only strings. */
export function formValues(body: unknown): EnquiryValues {
  const source = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  const values = { ...emptyEnquiry };
  for (const field of enquiryFields) {
    const value = source[field];
    if (typeof value === "string") values[field] = value.slice(0, 5000);
  }
  return values;
}

/**
 * The contact page's form section as HTML, for a visitor without JavaScript:
 * the form with what they typed and the messages, or the confirmation.
 */
export function renderEnquirySection(
  state:
    | { kind: "form"; values?: Partial<EnquiryValues>; errors?: FieldErrors; message?: string; token: string }
    | { kind: "sent"; details: SentDetails },
) {
  return renderToStaticMarkup(
    <MemoryRouter>
      <EnquirySection>
        {state.kind === "sent" ? (
          <EnquirySent details={state.details} />
        ) : (
          <EnquiryFormView
            values={{ ...emptyEnquiry, ...state.values }}
            errors={state.errors ?? {}}
            message={state.message}
            token={state.token}
          />
        )}
      </EnquirySection>
    </MemoryRouter>,
  );
}
