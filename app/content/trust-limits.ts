/**
 * The longest each text of "how we work" may be (characters): its facts, its
 * people and its reviews, whether written in app/content/trust.ts or typed by
 * the owner on /admin. The schema refuses longer ones (trust.schema.ts), and
 * the owner's forms say so beside the field, keeping what was typed whole (a
 * browser's `maxlength` would cut a pasted text short without a word).
 */
export const TRUST_LIMITS = {
  factTitle: 40,
  factText: 260,
  name: 60,
  role: 80,
  personText: 200,
  author: 60,
  place: 40,
  reviewText: 400,
} as const;

/**
 * How many facts a service page's short "how we work" shows (app/lib/trust.ts: howWeWorkBrief), and
 * how many of them on a phone: those true of its service, the highlighted first. Said to the owner on
 * „Как работим“.
 */
export const BRIEF_FACTS = 4;
export const BRIEF_FACTS_ON_PHONE = 3;
