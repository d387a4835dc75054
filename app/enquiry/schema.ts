/**
 * The quote request: its fields and rules. The one schema
 * used by the form in the browser and by `POST /api/enquiries` on the server,
 * so both always agree on what a valid enquiry is.
 *
 * Built with `zod/mini`, the tree-shakable form of zod, because this file is
 * part of the contact page's JavaScript.
 */
import * as z from "zod/mini";
import { fieldMessages } from "~/content/enquiry";
import { cleanLine, cleanText } from "~/content/text";
import { canonicalEstimateField } from "~/estimate/query";
import {
  enquiryFields,
  enquiryLimits,
  enquiryPlans,
  enquiryServices,
  replyChannels,
  type EnquiryField,
  type EnquiryPlan,
  type EnquiryService,
  type FieldErrors,
  type ReplyChannel,
} from "./fields";
import { STORED_PHONE, normalizePhone } from "./phone";

export * from "./fields";
/** Every message a visitor can see next to a field: written in app/content/enquiry.ts. */
export { fieldMessages };

/**
 * One plain address and nothing else, so that a reply can only ever go to
 * it: the characters browsers allow in `type="email"` (the WHATWG rule),
 * dots only between them, a domain of letters, digits and hyphens with a dot.
 * No commas, semicolons, quotes, angle brackets, spaces, comments or second @.
 */
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$/;
/** Two addresses or more: the visitor is told to write one. */
const SEVERAL = /[,;]|@.*@/;

/** Required text, cleaned with `clean`, between the field's minimum and maximum length. */
function text(field: "name" | "town" | "message", clean: (value: string) => string) {
  const messages = fieldMessages[field];
  return z
    .string({ error: messages.required })
    .check(
      z.overwrite(clean),
      z.minLength(1, messages.required),
      z.minLength(enquiryLimits[field].min, messages.short),
      z.maxLength(enquiryLimits[field].max, messages.long),
    );
}

export const enquirySchema = z.object({
  name: text("name", cleanLine),
  phone: z.string({ error: fieldMessages.phone.required }).check(
    z.overwrite(cleanLine),
    z.minLength(1, fieldMessages.phone.required),
    z.maxLength(enquiryLimits.phone.max, fieldMessages.phone.invalid),
    z.overwrite((value) => normalizePhone(value) ?? value),
    z.regex(STORED_PHONE, fieldMessages.phone.invalid),
  ),
  email: z.optional(
    z.string({ error: fieldMessages.email.invalid }).check(
      z.overwrite((value) => cleanLine(value).toLowerCase()),
      z.maxLength(enquiryLimits.email.max, fieldMessages.email.long),
      z.refine((value) => !SEVERAL.test(value), fieldMessages.email.single),
      z.refine((value) => value === "" || SEVERAL.test(value) || EMAIL.test(value), fieldMessages.email.invalid),
    ),
  ),
  service: z.enum(enquiryServices, { error: fieldMessages.service.required }),
  /** A care plan, or "" for none. */
  plan: z.optional(z.union([z.literal(""), z.enum(enquiryPlans)], { error: fieldMessages.plan.invalid })),
  town: text("town", cleanLine),
  message: text("message", cleanText),
  reply: z.enum(replyChannels, { error: fieldMessages.reply.required }),
  /** The price estimate the enquiry came from: its canonical query, or "" (a malformed one is dropped, not refused). */
  estimate: z.optional(z.string().check(z.overwrite(canonicalEstimateField))),
});

/** A valid enquiry, cleaned: the phone in international form (+359…), no e-mail as `null`. */
export interface Enquiry {
  name: string;
  phone: string;
  email: string | null;
  service: EnquiryService;
  town: string;
  message: string;
  reply: ReplyChannel;
  /** The care plan asked for, if any. */
  plan: EnquiryPlan | null;
  /** The price estimate the enquiry came from, as its query (`work=…&size=…`), if any. */
  estimate: string | null;
}

export type EnquiryResult = { ok: true; enquiry: Enquiry } | { ok: false; errors: FieldErrors };

/**
 * Checks what a visitor sent (any shape: JSON, form fields, garbage) and
 * returns the cleaned enquiry or one Bulgarian message per invalid field.
 */
export function validateEnquiry(input: unknown): EnquiryResult {
  // Only the form's own fields are looked at; anything else is ignored.
  const fields =
    typeof input === "object" && input !== null && !Array.isArray(input)
      ? Object.fromEntries(
          enquiryFields.filter((field) => Object.hasOwn(input, field)).map((field) => [field, (input as Record<string, unknown>)[field]]),
        )
      : {};
  // The estimate is a hidden field the form fills in: anything but text is dropped, not held against the visitor.
  if (typeof fields.estimate !== "string") delete fields.estimate;
  const parsed = enquirySchema.safeParse(fields);
  const errors: FieldErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as EnquiryField;
      errors[field] ??= issue.message;
    }
  }
  const email = parsed.success ? parsed.data.email || null : null;
  if (fields.reply === "email" && !errors.email && !(parsed.success ? email : typeof fields.email === "string" && fields.email.trim())) {
    errors.email = fieldMessages.email.needed;
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  const { plan, estimate, ...rest } = parsed.data;
  return { ok: true, enquiry: { ...rest, email, plan: plan || null, estimate: estimate || null } };
}

/** The first field with an error, in the order of the form (where focus goes). */
export function firstInvalidField(errors: FieldErrors): EnquiryField | undefined {
  return enquiryFields.find((field) => errors[field]);
}
