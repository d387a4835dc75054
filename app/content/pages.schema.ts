/**
 * The shape of app/content/pages.ts: the words of each page and of the parts
 * every page shares, by the name each is exported under.
 */
import { z } from "zod";
import { phrase, text } from "./common.schema";

/** Title and description of a page for search results and link previews. */
const pageSeo = {
  title: text("the page title, before „| company name“"),
  description: text("the meta description").max(160, "must be at most 160 characters (search results cut it)"),
};

/**
 * An inner page's name (the breadcrumb) and its title in search results,
 * which says what and where: `seoTitle` „Цени на градинските услуги“ makes
 * „Цени на градинските услуги в Трявна и региона | Вечнозелено“.
 */
const localPageSeo = {
  title: text("the page's short name, e.g. in the breadcrumb"),
  seoTitle: text("what the page title names, before where").max(40, "must be at most 40 characters (search results cut long titles)"),
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
    }),
    services: z.object({ heading: text("heading"), intro: text("intro"), more: text("the link on each card") }),
    gallery: z.object({ heading: text("heading"), intro: text("intro"), link: text("the link to the gallery") }),
  }),
  servicePage: z.object({
    /** Read by screen readers: the name of the breadcrumb trail above the heading. */
    breadcrumbLabel: text("the breadcrumb's name for screen readers"),
    aboutHeading: text("heading of what the service is"),
    stepsHeading: text("heading of how the work goes"),
    pricesHeading: text("heading of the prices"),
    allPricesLink: text("the link to the prices page"),
    photosHeading: text("heading of the photos"),
    faqHeading: text("heading of the questions"),
    includedHeading: text("heading of what is included"),
    includedAction: text("the line above the call and enquiry buttons under what is included"),
  }),
  pricesPage: z.object({
    ...localPageSeo,
    heading: text("the page heading"),
    intro: text("intro"),
    /** Read by screen readers: the name of the row of links to each service's prices. */
    jumpLabel: text("the name of the links to each service's prices"),
    factorsHeading: text("heading of what changes a price"),
    ctaHeading: text("heading of the closing band"),
    ctaText: text("text of the closing band"),
    /** The link under each service's prices, e.g. „Повече за услугата „Озеленяване““. */
    serviceLink: phrase<[serviceTitle: string]>("the link to a service"),
  }),
  priceTable: z.object({
    /** Read by screen readers: the table's caption, e.g. „Цени: Озеленяване“. */
    caption: phrase<[serviceTitle: string]>("the caption"),
    serviceColumn: text("the first column's heading"),
    priceColumn: text("the second column's heading"),
    /** Before a price that is a floor. */
    from: text("e.g. от"),
    /** Under a price: its unit, e.g. „за м²“. */
    perUnit: phrase<[unit: string]>("the unit under a price"),
  }),
  contactPage: z.object({
    ...localPageSeo,
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
      hide: text("the button that hides the map again"),
      /** The iframe's title, read by screen readers. */
      frameTitle: text("the map's title for screen readers"),
      /** Under the map, before and after it is shown: where it comes from and why it waits. */
      note: text("the note under the map"),
    }),
  }),
  galleryPage: z.object({
    ...localPageSeo,
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
  /** What a visitor sees when a page fails to render (the root error boundary). */
  errorPage: z.object({
    /** The generic heading, in English as the spec asks. */
    heading: text("the heading"),
    /** The sentence under the error: text, the link home, and what follows the link. */
    text: text("the sentence before the link home"),
    homeLink: text("the link home"),
    afterLink: z.string(),
  }),
  /** The first link of every page, for keyboard users: straight to the page's content. */
  skipLink: text("the skip link"),
  callToAction: z.object({ heading: text("heading"), text: text("text") }),
  /** The toasts' region, each toast and its close button, for screen readers. */
  toasterCopy: z.object({ region: text("the region's name"), toast: text("said before each toast"), close: text("the close button") }),
});

export type Pages = z.infer<typeof pagesSchema>;
