import type { Company } from "~/content/company.schema";

/** The tap-to-call address of the company's phone. */
export const telUrl = ({ phone }: Pick<Company, "phone">) => `tel:${phone.e164}`;

/** Opens a chat with the company in the Viber app (the same number as the phone). */
export const viberUrl = ({ phone }: Pick<Company, "phone">) => `viber://chat?number=${encodeURIComponent(phone.e164)}`;

/**
 * The enquiry form on the contact page (its section's id is enquiryForm.anchor
 * in app/content/enquiry.ts, which the pages that link here do not load),
 * optionally with the service chosen.
 */
export const enquiryHref = (service?: string) => `/contact${service ? `?service=${service}` : ""}#enquiry`;
