/**
 * What the enquiry form does, as opposed to how it looks: the shared schema
 * and the API calls. The form loads this module when the visitor first
 * reaches for it (focus or submit), so the contact page's first load carries
 * only the form's markup.
 */
export { fetchToken, postEnquiry } from "./api";
export { firstInvalidField, validateEnquiry } from "./schema";
