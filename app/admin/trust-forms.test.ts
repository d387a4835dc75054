import { describe, expect, it } from "vitest";
import { adminTrust } from "~/content/admin";
import { companyDefaults } from "~/content/company";
import type { ContentOverlays } from "~/content/overlay";
import { contentWithOverlays } from "~/content/overlays.server";
import { trust } from "~/content/trust";
import { TRUST_LIMITS } from "~/content/trust-limits";
import { demoValuesInUse } from "~/content/validate.server";
import { readCompanyForm } from "./content-forms.server";
import {
  currentTrust,
  factEntries,
  factValues,
  newReviewId,
  personValues,
  readFactForm,
  readPersonForm,
  readReviewForm,
  reviewValues,
  trustErrors,
} from "./trust-forms.server";

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return data;
};

/** The demo values the build would list with these edits. */
const demoWith = (edits: ContentOverlays) => demoValuesInUse(contentWithOverlays(edits));

describe("the owner's people form", () => {
  const first = trust.team[0]!;

  it("saves an edited person as real, in place; unchanged people stay as they were", () => {
    const { change, stale } = readPersonForm(form({ at: "0", was: first.name, ...personValues(first), role: "Управител" }), {});
    expect(stale).toBe(false);
    expect(change.trust?.team).toEqual([{ ...first, role: "Управител", demo: false }, ...trust.team.slice(1)]);
    expect(trustErrors({}, change, "team", 0, [])).toEqual({});
  });

  it("adds a person at the end, and removes one; removing everyone leaves an empty team", () => {
    const person = { name: "Светослав Колев", role: "Градински конструкции", text: "Строи перголи и огради." };
    const added = readPersonForm(form({ at: "new", ...person }), {});
    expect(added.change.trust?.team).toEqual([...trust.team, { ...person, demo: false }]);
    let edits: ContentOverlays = {};
    while (currentTrust(edits).team.length > 0) {
      const [next] = currentTrust(edits).team;
      edits = { ...edits, ...readPersonForm(form({ at: "0", was: next!.name, intent: "remove" }), edits).change };
    }
    expect(edits.trust).toEqual({ team: [] });
    expect(trustErrors({}, edits, "team", 0, [])).toEqual({});
  });

  it("refuses an empty name or a long text in Bulgarian on its field, keeping what was typed", () => {
    const typed = { at: "new", name: " ", role: "Поливни системи", text: "я".repeat(TRUST_LIMITS.personText + 1) };
    const { at, values, change } = readPersonForm(form(typed), {});
    expect(values.text).toBe(typed.text);
    expect(trustErrors({}, change, "team", at, [])).toEqual({ name: adminTrust.errors.name, text: adminTrust.errors.personText });
  });

  it("changes nothing when the list moved since the form was shown", () => {
    const moved = readPersonForm(form({ at: "0", was: "Някой друг", intent: "remove" }), {});
    expect(moved).toMatchObject({ stale: true, change: {} });
  });
});

describe("the owner's reviews form", () => {
  const demoReview = trust.reviews[1]!;

  it("adds a real review first, with an id of its own", () => {
    const review = { author: "Анна К.", place: "Трявна", service: "gardening", text: "Много сме доволни." };
    const { change, at } = readReviewForm(form({ at: "new", ...review }), {});
    expect(at).toBe(0);
    expect(change.trust?.reviews?.[0]).toEqual({ id: "review-gardening-2", ...review, demo: false });
    expect(change.trust?.reviews).toHaveLength(trust.reviews.length + 1);
    expect(trustErrors({}, change, "reviews", at, [])).toEqual({});
    expect(newReviewId("gardening", [{ id: "review-gardening-1" }, { id: "review-gardening-2" }])).toBe("review-gardening-3");
  });

  it("removes a demo review: the build no longer lists it", () => {
    const { change } = readReviewForm(form({ at: "1", was: demoReview.id, intent: "remove" }), {});
    expect(change.trust?.reviews?.map((review) => review.id)).not.toContain(demoReview.id);
    expect(demoWith({}).some((line) => line.includes(demoReview.id))).toBe(true);
    expect(demoWith(change).some((line) => line.includes(demoReview.id))).toBe(false);
  });

  it("refuses a review without a service or an author, in Bulgarian", () => {
    const { at, change } = readReviewForm(form({ at: "1", was: demoReview.id, ...reviewValues(demoReview), author: "", service: "" }), {});
    expect(trustErrors({}, change, "reviews", at, [])).toEqual({ author: adminTrust.errors.author, service: adminTrust.errors.service });
  });
});

describe("the owner's facts form", () => {
  const entry = (id: string) => factEntries({}).find((candidate) => candidate.id === id)!;

  it("saves a fact as real: the build no longer lists it; its highlight and services as ticked", () => {
    const visit = entry("visit");
    const values: Record<string, string> = { ...factValues(visit.fact, visit.shown), "service.gardening": "on", title: "Безплатен оглед" };
    delete values.highlight;
    const { change } = readFactForm(form({ fact: "visit", ...values }), {});
    const saved = change.trust?.facts?.find((fact) => fact.id === "visit");
    expect(saved).toEqual({ id: "visit", title: "Безплатен оглед", text: visit.fact!.text, services: ["gardening"], demo: false });
    expect(demoWith({}).some((line) => line.includes('trust.facts "visit"'))).toBe(true);
    expect(demoWith(change).some((line) => line.includes('trust.facts "visit"'))).toBe(false);
    expect(trustErrors({}, change, "facts", 1, [])).toEqual({});
  });

  it("hides a fact and shows it again in its place", () => {
    const hidden = readFactForm(form({ fact: "offer", ...factValues(entry("offer").fact, false) }), {}).change;
    expect(currentTrust(hidden).facts.map((fact) => fact.id)).not.toContain("offer");
    expect(factEntries(hidden).find((fact) => fact.id === "offer")).toMatchObject({ shown: false });
    const again = readFactForm(form({ fact: "offer", ...factValues(entry("offer").fact, true) }), hidden).change;
    expect(currentTrust(again).facts.map((fact) => fact.id)).toEqual(trust.facts.map((fact) => fact.id));
  });

  it("refuses fewer than 3 facts, and an empty title, in Bulgarian", () => {
    const three: ContentOverlays = { trust: { facts: trust.facts.slice(0, 3) } };
    const last = trust.facts[2]!;
    const { at, change } = readFactForm(form({ fact: last.id, ...factValues(last, false) }), three);
    expect(trustErrors(three, change, "facts", at, [])).toEqual({ "": adminTrust.errors.tooFewFacts });
    const empty = readFactForm(form({ fact: "since", ...factValues(entry("since").fact, true), title: "" }), {});
    expect(trustErrors({}, empty.change, "facts", empty.at, [])).toEqual({ title: adminTrust.errors.factTitle });
  });

  it("refuses a word in curly brackets that is not a trip placeholder, which the site would show as typed", () => {
    const visit = entry("visit");
    const values = factValues(visit.fact, visit.shown);
    const typo = readFactForm(form({ fact: "visit", ...values, text: "Огледът до {безплатно до} от Трявна е безплатен." }), {});
    expect(trustErrors({}, typo.change, "facts", typo.at, [])).toEqual({ text: adminTrust.errors.factPlaceholder });
    const title = readFactForm(form({ fact: "visit", ...values, title: "Безплатен оглед до {безплатно-до} {км}" }), {});
    expect(trustErrors({}, title.change, "facts", title.at, [])).toEqual({ title: adminTrust.errors.factPlaceholder });
    const right = readFactForm(form({ fact: "visit", ...values, text: "До {безплатно-до} – безплатно; по-далеч {пътят-по-далеч}." }), {});
    expect(trustErrors({}, right.change, "facts", right.at, [])).toEqual({});
  });
});

describe("the demo values the owner replaced", () => {
  it("are no longer listed: the social page removed, the site credit and a person replaced", () => {
    const company = readCompanyForm(
      form({
        phone: companyDefaults.phone.display,
        email: companyDefaults.email,
        street: companyDefaults.address.street,
        postalCode: companyDefaults.address.postalCode,
        town: companyDefaults.address.town,
        serviceArea: companyDefaults.serviceArea.join(", "),
        serviceAreaNote: companyDefaults.serviceAreaNote,
        ...Object.fromEntries(
          companyDefaults.hours.flatMap((row, index) => [
            [`hours.${index}.days`, row.days],
            [`hours.${index}.time`, row.time],
          ]),
        ),
        socialNetwork: "",
        socialUrl: "",
        creditLabel: "Сайт",
        creditName: "Студио Зелено",
        creditUrl: "studio-zeleno.bg",
      }),
    ).change;
    const before = demoWith({});
    expect(before.some((line) => line.startsWith("company.social.url"))).toBe(true);
    expect(before.some((line) => line.startsWith("company.credit.url"))).toBe(true);
    const after = demoWith(company);
    expect(after.some((line) => line.startsWith("company.social.url") || line.startsWith("company.credit.url"))).toBe(false);
    const first = trust.team[0]!;
    const person = readPersonForm(form({ at: "0", was: first.name, ...personValues(first) }), {}).change;
    expect(demoWith(person).some((line) => line.includes(first.name))).toBe(false);
  });
});
