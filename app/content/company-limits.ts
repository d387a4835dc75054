/**
 * The longest each company fact the owner edits may be (characters): room for
 * any real one, short enough for the footer, the contact page and a phone's
 * line. The content schema refuses longer ones (app/content/company.schema.ts)
 * and the owner's form says so beside the field, keeping what was typed
 * (app/routes/admin.company.tsx; no `maxlength`, which cuts a paste unseen).
 */
export const COMPANY_LIMITS = {
  legalName: 80,
  street: 80,
  town: 40,
  days: 40,
  time: 40,
  serviceAreaNote: 200,
  network: 30,
  creditLabel: 60,
  creditName: 80,
} as const;
