/**
 * The shape of app/content/pages.ts: the words of each page, by the name each
 * is exported under.
 */
import { z } from "zod";
import { phrase, text } from "./common.schema";

/** Title and description of a page for search results and link previews. */
const pageSeo = {
  title: text("the page title, before „| company name“"),
  description: text("the meta description").max(160, "must be at most 160 characters (search results cut it)"),
};

export const pagesSchema = z.object({
  homePage: z.object({
    ...pageSeo,
    hero: z.object({
      eyebrow: text("the line above the headline"),
      headline: text("the page heading"),
      offer: text("the one-line offer"),
      /** The gallery photo (its id in gallery.ts) beside the headline. */
      pictureId: text("the id of a photo in gallery.ts"),
      callLabel: text("the call button"),
      enquiryLabel: text("the enquiry button"),
    }),
    services: z.object({ heading: text("heading"), intro: text("intro"), more: text("the link on each card") }),
    gallery: z.object({ heading: text("heading"), intro: text("intro"), link: text("the link to the gallery") }),
  }),
  pricesPage: z.object({
    ...pageSeo,
    heading: text("the page heading"),
    intro: text("intro"),
    factorsHeading: text("heading of what changes a price"),
    ctaHeading: text("heading of the closing band"),
    ctaText: text("text of the closing band"),
  }),
  contactPage: z.object({
    ...pageSeo,
    heading: text("the page heading"),
    intro: text("intro"),
    phoneHeading: text("heading"),
    viber: text("the Viber link"),
    emailHeading: text("heading"),
    addressHeading: text("heading"),
    areaHeading: text("heading"),
    hoursHeading: text("heading"),
    mapLink: text("the link to the map"),
    /** Read by screen readers after the map link. */
    mapLinkNote: text("the note after the map link"),
    social: z.object({ text: phrase<[network: string]>("text"), link: phrase<[network: string]>("the link") }),
    copy: z.object({ email: text("the copy button"), emailDone: text("message"), failed: text("message") }),
    map: z.object({
      heading: text("heading"),
      show: text("the button that loads the map"),
      /** The iframe's title, read by screen readers. */
      frameTitle: text("the map's title for screen readers"),
      /** Under the map, before and after it is shown: where it comes from and why it waits. */
      note: text("the note under the map"),
    }),
  }),
  galleryPage: z.object({
    ...pageSeo,
    heading: text("the page heading"),
    intro: text("intro"),
    filter: z.object({ label: text("the filter's name"), all: text("the choice of every service") }),
    lightbox: z.object({ previous: text("button"), next: text("button"), close: text("button") }),
  }),
  /** „4 снимки“ / „1 снимка“. */
  photoCount: phrase<[count: number]>("the number of photos"),
  /** What the gallery's live region says after the filter changes. */
  shownPhotos: phrase<[count: number, serviceTitle: string | null]>("what the filter shows"),
  /** Read by screen readers after a link that opens in a new tab. */
  newTabNote: text("the note after a link that opens a new tab"),
  /** A photo's place in the lightbox, e.g. „3 от 24“. */
  photoPosition: phrase<[position: number, total: number]>("a photo's place among all"),
  notFoundPage: z.object({
    ...pageSeo,
    heading: text("the page heading"),
    intro: text("intro"),
    homeLink: text("the link home"),
    servicesHeading: text("heading"),
    contactLink: text("the link to the contact page"),
  }),
  callToAction: z.object({ heading: text("heading"), text: text("text"), enquiry: text("the enquiry button") }),
});

export type Pages = z.infer<typeof pagesSchema>;
