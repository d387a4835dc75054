/**
 * The shape of app/content/enquiry.ts: the quote request form's words, the
 * messages next to invalid fields and about the whole form, the owner's e-mail
 * and export. The form's rules are in app/enquiry/schema.ts.
 */
import { z } from "zod";
import { enquiryFields, replyChannels } from "~/enquiry/fields";
import { phrase, text } from "./common.schema";
import type { Company } from "./company.schema";

const perReplyChannel = z.record(z.enum(replyChannels), text("one for each way of replying"));

export const enquirySchema = z.object({
  /** How long enquiries are kept; the server deletes older ones on a schedule. */
  ENQUIRY_RETENTION_MONTHS: z.number().int("must be a whole number of months").min(1).max(60),
  enquiryForm: z.object({
    /** The section's id on the contact page: links to the form use `/contact#enquiry`. */
    anchor: z.string().regex(/^[a-z][\w-]*$/, "must be an id, e.g. enquiry"),
    heading: text("heading"),
    intro: text("intro"),
    requiredNote: text("the note on required fields"),
    labels: z.record(z.enum(enquiryFields), text("one label for each field")),
    hints: z.object({ phone: text("hint"), email: text("hint"), plan: text("hint"), town: text("hint"), message: text("hint") }),
    servicePlaceholder: text("the empty choice of the service field"),
    /** The plan field's choice of no plan. */
    planPlaceholder: text("the choice of no care plan"),
    /** Above the fields, when the enquiry comes from a price estimate: its lines, and a link back to change it. */
    estimate: z.object({ heading: text("heading"), edit: text("the link back to the estimate") }),
    /** The message a link to the form with a care plan starts with: „Интересувам се от плана „…“.“ */
    planMessage: phrase<[plan: string]>("the message about a care plan"),
    otherService: text("the choice after the services"),
    replyLabels: perReplyChannel,
    /** For the success message, after „Получихме го и“: „ще ви се обадим на …“ */
    replyPhrases: perReplyChannel,
    submit: text("the send button"),
    sending: text("the send button while sending"),
    /** Read by screen readers for the spam trap field, which people never see. */
    honeypotLabel: text("the spam trap's label"),
    privacy: z.object({ text: phrase<[company: Company]>("the privacy notice"), link: text("the link to the privacy policy") }),
    sent: z.object({
      heading: text("heading"),
      /** Followed by how and where the company will reply. */
      text: text("text"),
      again: text("the button for another enquiry"),
    }),
  }),
  /** Every message a visitor can see next to a field. */
  fieldMessages: z.object({
    name: z.object({ required: text("message"), short: text("message"), long: text("message") }),
    phone: z.object({ required: text("message"), invalid: text("message") }),
    email: z.object({ invalid: text("message"), long: text("message"), single: text("message"), needed: text("message") }),
    service: z.object({ required: text("message") }),
    plan: z.object({ invalid: text("message") }),
    town: z.object({ required: text("message"), short: text("message"), long: text("message") }),
    message: z.object({ required: text("message"), short: text("message"), long: text("message") }),
    reply: z.object({ required: text("message") }),
  }),
  /** Messages about the whole form (not one field), shown above the button and as a toast. */
  enquiryStatus: z.object({
    invalid: text("message"),
    tooFast: text("message"),
    expired: text("message"),
    refused: text("message"),
    rateLimited: phrase<[company: Company]>("the message, with the company's phone or e-mail"),
    network: text("message"),
    server: phrase<[company: Company]>("the message, with the company's phone or e-mail"),
    unavailable: phrase<[company: Company]>("the message, with the company's phone or e-mail"),
  }),
  /** The e-mail the company receives for each enquiry (the fields are named with the form's labels). */
  enquiryNotification: z.object({
    subject: phrase<[service: string, name: string, town: string]>("the e-mail's subject"),
    /** The first line, with when the enquiry arrived. */
    heading: phrase<[received: string]>("the first line"),
    reply: text("the label of the preferred way of replying"),
    message: text("the label of the visitor's message"),
    id: text("the label of the enquiry's number"),
    retention: text("the note on how long the enquiry is kept"),
  }),
  /** The owner's CSV export of enquiries (`npm run enquiries`). */
  enquiryExport: z.object({
    columns: z.array(text("a column name")).length(12, "must name the 12 columns of the export, in order"),
    notified: phrase<[when: string]>("when the company was told"),
    waiting: phrase<[attempts: number]>("how many times telling the company failed"),
  }),
});

export type EnquiryContent = z.infer<typeof enquirySchema>;
