import { describe, expect, it } from "vitest";
import { adminShell } from "./admin";
import { companyDefaults as company } from "./company";
import { galleryDefaults as gallery } from "./gallery";
import { mainMenu } from "./navigation";
import { notFoundPage } from "./pages/not-found";
import { priceListDefaults as priceList } from "./price-list";
import { services } from "./services";
import { trust } from "./trust";
import { demoValues, demoValuesInUse, formatIssue, shippedContent, validateContent, type Content } from "./validate.server";

const content: Content = shippedContent("2026-12-31");

const messages = (changes: Partial<Content>) => validateContent({ ...content, ...changes }).map(formatIssue);

describe("content validation", () => {
  it("accepts the shipped content", () => {
    expect(validateContent(shippedContent())).toEqual([]);
  });

  it("names the file, the entry and the field of a broken price", () => {
    const broken = priceList.map((item, index) => (index === 0 ? { ...item, cents: 12.5 } : item));
    expect(messages({ priceList: broken })).toEqual([
      `app/content/price-list.ts › entry "${priceList[0]!.id}" › cents: must be a whole number of euro cents (got 12.5)`,
    ]);
  });

  it("catches a unit that is not allowed and an id that does not name its service", () => {
    const [first, ...rest] = priceList;
    const broken = [{ ...first!, id: "lawn-mowing", unit: "кв.м" }, ...rest];
    expect(messages({ priceList: broken })).toEqual([
      'app/content/price-list.ts › entry "lawn-mowing" › unit: must be one of: м², л.м., бр., час, м³, посещение, обект',
      `app/content/price-list.ts › entry "lawn-mowing" › id: must start with its service, "${first!.service}-"`,
    ]);
  });

  it("catches a service description too long for search results", () => {
    const broken = services.map((service, index) => (index === 2 ? { ...service, description: "а".repeat(161) } : service));
    expect(messages({ services: broken })).toEqual([
      'app/content/services.ts › entry "cleaning" › description: must be at most 160 characters (search results cut it)',
    ]);
  });

  it("catches a gallery photo whose file is missing, without alt text, or dated in the future", () => {
    const broken = gallery.map((entry, index) =>
      index === 0 ? { ...entry, file: "no-such-photo.jpg", alt: " ", date: "2027-01-05" } : entry,
    );
    expect(messages({ gallery: broken })).toEqual([
      `app/content/gallery.ts › entry "${gallery[0]!.id}" › alt: must not be empty (what the photo shows, for people who cannot see it)`,
      `app/content/gallery.ts › entry "${gallery[0]!.id}" › file: "no-such-photo.jpg" is not in app/content/gallery/`,
      `app/content/gallery.ts › entry "${gallery[0]!.id}" › date: 2027-01-05 is in the future`,
    ]);
  });

  it("takes the build's photos for app/content/gallery/ where the sources are not (a production install)", () => {
    const withoutSources = { ...content, galleryFolder: "/nonexistent/app/content/gallery" };
    expect(validateContent(withoutSources).map(formatIssue)).toContain(
      `app/content/gallery.ts › entry "${gallery[0]!.id}" › file: "${gallery[0]!.file}" is not in app/content/gallery/`,
    );
    const built = gallery.flatMap((entry) => [entry.file, ...(entry.before ? [entry.before.file] : [])]);
    expect(validateContent({ ...withoutSources, builtPhotos: built })).toEqual([]);
    const missing = gallery.map((entry, index) => (index === 0 ? { ...entry, file: "no-such-photo.jpg" } : entry));
    expect(validateContent({ ...withoutSources, builtPhotos: built, gallery: missing }).map(formatIssue)).toEqual([
      `app/content/gallery.ts › entry "${gallery[0]!.id}" › file: "no-such-photo.jpg" is not in app/content/gallery/`,
    ]);
  });

  it("refuses an owner-editable text written into the repository with a character the build would not keep", () => {
    // The build ships a module as written: what the schema would clean must be written clean.
    const broken = priceList.map((item, index) => (index === 0 ? { ...item, note: "Включва\u202e семена" } : item));
    expect(messages({ priceList: broken })).toEqual([
      `app/content/price-list.ts › entry "${priceList[0]!.id}" › note: has a character the site removes at position 8 (U+202E): write it without control, bidi or zero-width characters and without extra spaces`,
    ]);
    const spaced = { ...company, address: { ...company.address, street: "ул. „Лилия“  5" } };
    expect(messages({ company: spaced })).toEqual([
      "app/content/company.ts › address.street: has a character the site removes at position 13 (U+0020): write it without control, bidi or zero-width characters and without extra spaces",
    ]);
  });

  it("catches a home photo that is not in the gallery", () => {
    expect(messages({ heroPictureId: "garden-99" })).toEqual([
      'app/content/pages/home.ts › entry "homePage.hero" › pictureId: "garden-99" is not the id of a photo in app/content/gallery.ts',
    ]);
  });

  it("catches a wrongly written phone number and a missing service", () => {
    expect(messages({ company: { ...company, phone: { e164: "0888 123 456", display: "088 812 3456" } } })).toEqual([
      "app/content/company.ts › phone.e164: must be the international form, e.g. +359888123456",
    ]);
    expect(messages({ services: services.filter((service) => service.slug !== "lighting") })).toContain(
      'app/content/services.ts › slug: has no entry for the service "lighting"',
    );
  });

  it("catches working days that are not weekdays or run backwards", () => {
    const hours = [
      { days: "Понеделник – Петак", time: "8:00–18:00" },
      { days: "Събота – Петък", time: "9:00–14:00" },
      { days: "Неделя", time: "по договаряне" },
    ];
    expect(messages({ company: { ...company, hours } })).toEqual([
      'app/content/company.ts › hours.0.days: "Петак" is not a weekday: write the Bulgarian name of a day (Понеделник, Вторник, Сряда, Четвъртък, Петък, Събота, Неделя), or two joined by "–"',
      'app/content/company.ts › hours.1.days: "Събота – Петък" runs backwards: write the earlier day first',
    ]);
  });

  it("names the export and the field of a broken page text", () => {
    const pages = {
      ...content.pages,
      "not-found": { notFoundPage: { ...notFoundPage, heading: " " } },
      gallery: { ...content.pages.gallery, photoCount: "4 снимки" },
    };
    expect(messages({ pages })).toEqual([
      'app/content/pages/gallery.ts › entry "photoCount" › (whole entry): must be a function that returns the text (the number of photos)',
      'app/content/pages/not-found.ts › entry "notFoundPage" › heading: must not be empty (the page heading)',
    ]);
  });

  it("names a broken menu item by its place, and a broken enquiry message by its name", () => {
    const menu = [...mainMenu, { type: "route", title: "Блог", to: "blog" }];
    expect(messages({ mainMenu: menu })).toEqual([
      'app/content/navigation.ts › entry "mainMenu #7" › to: must be a path on this site, e.g. /prices',
    ]);
    const enquiryStatus = { ...(content.enquiry.enquiryStatus as object), network: "" };
    expect(messages({ enquiry: { ...content.enquiry, enquiryStatus } })).toEqual([
      'app/content/enquiry.ts › entry "enquiryStatus" › network: must not be empty (message)',
    ]);
  });

  it("checks a gallery entry's picture from before the work like its main one", () => {
    const broken = gallery.map((entry, index) => (index === 0 ? { ...entry, before: { file: "no-such-photo.jpg", alt: "" } } : entry));
    expect(messages({ gallery: broken })).toEqual([
      `app/content/gallery.ts › entry "${gallery[0]!.id}" › before.alt: must not be empty (what the picture before the work shows, for people who cannot see it)`,
      `app/content/gallery.ts › entry "${gallery[0]!.id}" › before.file: "no-such-photo.jpg" is not in app/content/gallery/`,
    ]);
  });

  it("lists the demo values that are still in use", () => {
    const demo = demoValuesInUse({ company, gallery });
    expect(demo).toContain('company.phone "+359888123456" (app/content/company.ts)');
    expect(demo).toContain('company.siteUrl "https://www.vechnozeleno.example" (app/content/company.ts)');
    const real = demoValuesInUse({
      company: {
        ...company,
        legalName: "„Зелен двор“ ООД",
        address: { ...company.address, street: "ул. „Славейков“ 3" },
        phone: { e164: "+359877000111", display: "087 700 0111" },
        email: "office@zelendvor.bg",
        social: { network: "Facebook", url: "https://www.facebook.com/zelendvor" },
        credit: { ...company.credit!, url: "https://studio.bg" },
        siteUrl: "https://zelendvor.bg",
      },
      gallery: [],
    });
    expect(real).toEqual([]);
  });

  it("lists each demo value for the owner: a Bulgarian label, the value, the form that replaces it, and the build's English line", () => {
    const demo = demoValues({ company, gallery, trust });
    const labels = adminShell.demo.labels;
    expect(labels.phone).toBe("Телефон");
    const illustrations = gallery.filter((entry) => entry.alt.startsWith("Илюстрация")).length;
    expect(demo.slice(0, 8).map(({ group, label, value, to }) => ({ group, label, value, to }))).toEqual([
      { group: "legalName", label: labels.legalName, value: company.legalName, to: "/admin/company#field-legalName" },
      { group: "street", label: labels.street, value: company.address.street, to: "/admin/company#field-street" },
      { group: "phone", label: labels.phone, value: "0888 123 456", to: "/admin/company#field-phone" },
      { group: "email", label: labels.email, value: "office@vechnozeleno.example", to: "/admin/company#field-email" },
      { group: "social", label: labels.social, value: company.social.url, to: "/admin/company#field-socialUrl" },
      { group: "credit", label: labels.credit, value: "https://studio.example", to: "/admin/company#field-creditUrl" },
      { group: "siteUrl", label: labels.siteUrl, value: company.siteUrl, to: "/admin/company#field-siteUrl" },
      { group: "gallery", label: labels.gallery, value: adminShell.demo.illustrations(illustrations), to: "/admin/gallery" },
    ]);
    const trustItems = demo.slice(8);
    expect(trustItems.filter((item) => item.group === "facts").map((item) => item.value)).toEqual(trust.facts.map((fact) => fact.title));
    expect(trustItems.filter((item) => item.group === "team").map((item) => [item.value, item.to])).toEqual(
      trust.team.map((person) => [person.name, "/admin/people"]),
    );
    expect(trustItems.filter((item) => item.group === "reviews").map((item) => [item.value, item.to])).toEqual(
      trust.reviews.map((review) => [review.author, "/admin/reviews"]),
    );
    expect(trustItems.find((item) => item.group === "facts")?.to).toBe("/admin/facts");
    // One list: the build's warning is its English side.
    expect(demoValuesInUse({ company, gallery, trust })).toEqual(demo.map((item) => item.description));
    expect(demo[2]!.description).toBe('company.phone "+359888123456" (app/content/company.ts)');
  });

  it("drops a demo value from the owner's list once it is replaced", () => {
    const phone = { e164: "+359877000111", display: "087 700 0111" };
    const realFact = { ...trust, facts: trust.facts.map((fact, index) => (index === 0 ? { ...fact, demo: false } : fact)) };
    const demo = demoValues({ company: { ...company, phone }, gallery: [], trust: realFact });
    expect(demo.map((item) => item.group)).not.toContain("phone");
    expect(demo.map((item) => item.group)).not.toContain("gallery");
    expect(demo.filter((item) => item.group === "facts")).toHaveLength(trust.facts.length - 1);
    expect(demo.map((item) => item.value)).not.toContain(trust.facts[0]!.title);
  });
});
