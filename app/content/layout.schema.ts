/** The shape of app/content/layout.ts: the words of the header, the footer and the loading message. */
import { z } from "zod";
import { text } from "./common.schema";

export const headerSchema = z.object({
  navigation: text("the menu's name for screen readers"),
  menu: z.object({ open: text("the phone menu's button"), close: text("its close button") }),
  theme: z.object({
    label: text("the theme switch's name"),
    options: z.object({ light: text("light"), dark: text("dark"), system: text("as the device") }),
  }),
});

export type HeaderCopy = z.infer<typeof headerSchema>;

export const footerSchema = z.object({
  follow: text("before the social network's name"),
  contactsHeading: text("heading"),
  hoursHeading: text("heading"),
  rights: text("after the year and the company's name"),
  privacyLink: text("the link to the privacy policy"),
  carePlansLink: text("the link to the care plans page"),
  area: text("before the towns of the service area"),
});

export type FooterCopy = z.infer<typeof footerSchema>;

export const contactActionsSchema = z.object({
  call: text("the call buttons"),
  viber: text("the Viber buttons"),
  enquiry: text("the links to the enquiry form"),
  barLabel: text("the phone's contact bar's name for screen readers"),
});

export type ContactActions = z.infer<typeof contactActionsSchema>;

export const loadingTextSchema = text("the loading message");

/** Every export of layout.ts. */
export const layoutSchema = z.object({
  contactActions: contactActionsSchema,
  headerCopy: headerSchema,
  footerCopy: footerSchema,
  loadingText: loadingTextSchema,
});
