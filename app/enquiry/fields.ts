/**
 * The quote request's fields, choices and limits: what the form's markup
 * needs, without the validation library (that is in ./schema.ts, loaded with
 * the form's behaviour).
 */
import { carePlanIds, serviceSlugs } from "~/content/types";

export const enquiryServices = [...serviceSlugs, "other"] as const;
export type EnquiryService = (typeof enquiryServices)[number];

export const replyChannels = ["phone", "viber", "email"] as const;
export type ReplyChannel = (typeof replyChannels)[number];

/** A care plan an enquiry may ask for (`/contact?plan=…`), or none. */
export const enquiryPlans = carePlanIds;
export type EnquiryPlan = (typeof enquiryPlans)[number];

/**
 * The fields a visitor fills in, in the order of the form; `estimate` is the
 * price estimate the enquiry came from (its query, app/estimate/query.ts), a
 * hidden field.
 */
export const enquiryFields = ["name", "phone", "email", "service", "plan", "town", "message", "reply", "estimate"] as const;
export type EnquiryField = (typeof enquiryFields)[number];

/** What the form holds: every field as typed, before validation. */
export type EnquiryValues = Record<EnquiryField, string>;

export const emptyEnquiry: EnquiryValues = {
  name: "",
  phone: "",
  email: "",
  service: "",
  plan: "",
  town: "",
  message: "",
  reply: "phone",
  estimate: "",
};

export const enquiryLimits = {
  name: { min: 2, max: 80 },
  town: { min: 2, max: 80 },
  email: { max: 254 },
  message: { min: 10, max: 2000 },
  phone: { max: 30 },
} as const;

/** One message per invalid field. */
export type FieldErrors = Partial<Record<EnquiryField, string>>;
