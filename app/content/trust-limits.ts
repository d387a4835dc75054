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
