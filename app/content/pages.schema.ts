/**
 * The shape of the modules in app/content/pages/: the words of each page and
 * of the parts every page shares, by the name each is exported under.
 */
import { z } from "zod";
import type { Billing } from "./care-plans.schema";
import { phrase, text } from "./common.schema";
import type { ShownCounts } from "./gallery-status";
import { priceUnits } from "./price-list.schema";

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

/** The gallery page's words for one kind of what it shows. */
const galleryWords = z.object({
  heading: text("the page heading"),
  description: localPageSeo.description,
  intro: text("intro"),
  filterLabel: text("the filter's name"),
});

/** Words by what a part of a page shows: only photos, only illustrations, or both (decision 0051). */
const byKind = <Shape extends z.ZodType>(shape: Shape) => z.object({ photos: shape, illustrations: shape, both: shape });

export const pagesSchema = z.object({
  homePage: z.object({
    ...pageSeo,
    hero: z.object({
      headline: text("the page heading"),
      offer: text("the one-line offer"),
      /** The gallery photo (its id in gallery.ts) beside the headline. */
      pictureId: text("the id of a photo in gallery.ts"),
    }),
    services: z.object({ heading: text("heading"), intro: text("intro"), more: text("the link on each card") }),
    gallery: byKind(z.object({ heading: text("heading"), intro: text("intro"), link: text("the link to the gallery") })),
  }),
  servicePage: z.object({
    /** Read by screen readers: the name of the breadcrumb trail above the heading. */
    breadcrumbLabel: text("the breadcrumb's name for screen readers"),
    aboutHeading: text("heading of what the service is"),
    stepsHeading: text("heading of how the work goes"),
    pricesHeading: text("heading of the prices"),
    allPricesLink: text("the link to the prices page"),
    photosHeading: byKind(text("heading of the photos")),
    faqHeading: text("heading of the questions"),
    includedHeading: text("heading of what is included"),
    includedAction: text("the line above the call and enquiry buttons under what is included"),
    /** Under the short "how we work" of a service page: the way to the whole part on the home page. */
    howWeWorkLink: text("the link to the whole of how we work"),
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
    /** Read by screen readers: the heading of what a price includes and its minimum charge. */
    noteColumn: text("the third column's heading"),
    /** Before a price that is a floor. */
    from: text("e.g. от"),
    /** Under a price: its unit, e.g. „за м²“. */
    perUnit: phrase<[unit: string]>("the unit under a price"),
    /** Under a price with a minimum charge: „Минимална цена 35 € на посещение“, or with a count „Минимум 4 часа (168 €) на посещение“. */
    minimum: phrase<[amount: string, count: string | null]>("the minimum charge"),
  }),
  /** The price estimate on the prices page and each service page (components/estimate). */
  estimator: z.object({
    heading: text("heading"),
    intro: text("intro"),
    /** On a service page, under the heading: the estimate offers that service's works. */
    serviceIntro: phrase<[serviceTitle: string]>("intro on a service page"),
    /** Read by screen readers: the name of the list of works. */
    linesLabel: text("the list's name for screen readers"),
    work: text("the label of the work's choice"),
    workPlaceholder: text("the empty choice of the first row"),
    addWork: text("the empty choice of the row that adds a work"),
    /** The size's label in each unit, e.g. „Площ (м²)“. */
    sizeLabels: z.record(z.enum(priceUnits), text("one label for each unit")),
    /** The size's label before a work is chosen. */
    sizeLabel: text("the size's label before a work is chosen"),
    remove: text("the remove button"),
    /** Read by screen readers: the remove button with the work it removes. */
    removeWork: phrase<[work: string]>("the remove button's full name"),
    town: text("the label of the town's choice"),
    townNone: text("the choice of no town"),
    townOption: phrase<[name: string, km: number]>("a town's choice"),
    season: text("the label of the season's choice"),
    seasonNone: text("the choice of no season"),
    seasonOption: phrase<[name: string, months: string]>("a season's choice"),
    /** The form's button without JavaScript (with it, the figures follow what is typed). */
    submit: text("the button that works out the estimate"),
    range: phrase<[low: string, high: string]>("a range, e.g. от 420 € до 560 €"),
    minimumApplied: phrase<[amount: string, count: string | null]>("when a small job costs the minimum charge"),
    seasonChange: phrase<[percent: number, when: string]>("what the season changes"),
    sizeProblems: z.object({
      missing: text("message"),
      invalid: text("message"),
      zero: text("message"),
      "too-large": text("message"),
    }),
    /** A size with its unit: „300 м²“, „4 часа“. */
    sizeRounded: phrase<[quantity: string]>("the size the estimate priced, where it rounded the one typed"),
    quantity: phrase<[amount: string, unit: string, count: number]>("a size with its unit"),
    travel: phrase<[town: string, km: number]>("the trip's line"),
    travelFree: text("the trip's amount when it costs nothing"),
    total: text("before the total"),
    totalNote: text("under the total"),
    /** The works chosen whose size is missing or cannot be read: they are not in the total. */
    unpriced: phrase<[works: string]>("the works left out of the total"),
    empty: text("what the total says before any work is priced"),
    send: text("the button that turns the estimate into an enquiry"),
    link: text("the link to the estimate"),
    linkNote: text("under the link"),
    /** On a service page: to the prices page's estimate, with every service's works. */
    allServices: text("the link to the estimate of every service"),
    /** The estimate as text: the enquiry's message, the company's e-mail, the export. */
    summary: z.object({
      heading: text("the first line"),
      line: phrase<[work: string, quantity: string, range: string]>("one work"),
      minimum: phrase<[amount: string, count: string | null]>("after a work charged at its minimum"),
      season: phrase<[season: string]>("the season"),
      travel: phrase<[town: string, amount: string]>("the trip"),
      total: phrase<[range: string]>("the total"),
      unpriced: phrase<[works: string]>("the works chosen without a size that could be priced"),
    }),
  }),
  /** The care plans page (/care-plans) and its teaser on the prices page. */
  carePlansPage: z.object({
    ...pageSeo,
    heading: text("the page heading"),
    intro: text("intro"),
    plansHeading: text("heading of the plans"),
    suitsLabel: text("before the yard a price is for"),
    perVisitHeading: text("heading of what a visit includes"),
    visitsHeading: text("heading of the visits per season"),
    visitCount: phrase<[count: number]>("a number of visits"),
    noVisits: text("a season without visits"),
    /** Before a plan's price, which is a floor: „от“. */
    pricePrefix: text("before a plan's price"),
    /** After a plan's price: „на месец“. */
    per: z.record(z.enum(["month", "season", "year"]), text("one for each billing period")),
    /** `yearTotal`: what the year's instalments add up to, formatted („909 €“). */
    priceNote: phrase<[billing: Billing, periods: number, visits: number, discount: number, yearTotal: string]>("under a plan's price"),
    choose: text("the button that asks for a plan"),
    howPriced: text("how the prices are made"),
    calendarHeading: text("heading of the calendar"),
    calendarIntro: text("intro of the calendar"),
    /** What search engines call the list of plans. */
    catalogName: text("the plans' name for search engines"),
    /** For search engines: what a price is for („месец“). */
    billingUnit: z.record(z.enum(["month", "season", "year"]), text("one for each billing period")),
    /** On the prices page. */
    teaser: z.object({ heading: text("heading"), text: text("text"), link: text("the link to the plans") }),
  }),
  /** The before-and-after comparison in the gallery's lightbox and on the service pages. */
  beforeAfter: z.object({
    before: text("the label of the picture before"),
    after: text("the label of the picture after"),
    /** The divider's name for screen readers; its value says how much of „Преди“ is shown. */
    slider: text("the divider's name"),
    /** What a screen reader says of the divider's place: how much of each picture shows. */
    valueText: phrase<[beforePercent: number]>("the divider's place"),
    hint: text("the hint under the comparison"),
    /** After the hint where a mouse is the pointer (a keyboard is likely): on a phone's screen, arrow keys mean nothing. */
    keysHint: text("the hint's words on the arrow keys"),
    /** On a gallery thumbnail that has a picture before. */
    badge: text("the thumbnail's badge"),
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
    title: localPageSeo.title,
    seoTitle: localPageSeo.seoTitle,
    /** By what the page shows (decision 0051): only photos, only illustrations, both, or nothing. */
    shown: z.object({ photos: galleryWords, illustrations: galleryWords, both: galleryWords, none: galleryWords }),
    illustrationLabel: text("the word beside an illustration's service where photos are shown too"),
    filter: z.object({ all: text("the choice of every service") }),
    lightbox: z.object({
      previous: z.object({ photo: text("button"), illustration: text("button") }),
      next: z.object({ photo: text("button"), illustration: text("button") }),
      close: text("button"),
    }),
  }),
  /** „4 снимки“ / „1 снимка“ / „3 снимки и 24 илюстрации“. */
  photoCount: phrase<[counts: ShownCounts]>("the number of photos"),
  /** What the gallery's live region says after the filter changes. */
  shownPhotos: phrase<[counts: ShownCounts, serviceTitle: string | null]>("what the filter shows"),
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
  /** The short pages the server sends itself: a request it cannot read (400), too many requests (429), too busy or failing (503, 500). */
  statusPages: z.object({
    homeLink: text("the link home"),
    callLink: phrase<[phone: string]>("the link that calls the company"),
    badRequest: z.object({ title: text("the title and heading"), text: text("text") }),
    tooManyRequests: z.object({ title: text("the title and heading"), text: text("text") }),
    unavailable: z.object({ title: text("the title and heading"), text: text("text") }),
  }),
  /** The first link of every page, for keyboard users: straight to the page's content. */
  skipLink: text("the skip link"),
  callToAction: z.object({ heading: text("heading"), text: text("text") }),
  /** The toasts' region, each toast and its close button, for screen readers. */
  toasterCopy: z.object({ region: text("the region's name"), toast: text("said before each toast"), close: text("the close button") }),
});

export type Pages = z.infer<typeof pagesSchema>;
