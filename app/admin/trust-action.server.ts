/**
 * What a save of one entry of "how we work" does (/admin/people, /admin/reviews, /admin/facts):
 * the entry's form read over the live edits, refused with a message on each field the schemas
 * refuse (or on the form, when the list moved since the page was shown), else published.
 */
import { data } from "react-router";
import type { AdminApi } from "./context";
import { adminTrust } from "~/content/admin";
import type { ContentOverlays } from "~/content/overlay";
import { adminHeaders, requireAdmin } from "./guard.server";
import { trustErrors, type TrustFormReading, type TrustList } from "./trust-forms.server";
import { publishOutcome, type PublishedChange } from "./publish-result";
import type { EntryResult } from "./trust-ui";

export async function trustAction(
  args: { context: { admin?: AdminApi }; request: Request },
  list: TrustList,
  read: (form: FormData, edits: ContentOverlays) => TrustFormReading,
) {
  const { admin, session } = await requireAdmin(args);
  const form = await args.request.formData().catch(() => new FormData());
  const entry = String(form.get("entry") ?? "").slice(0, 40);
  const edits = (await admin.contentEdits()) ?? {};
  const { at, values, change, stale } = read(form, edits);
  const result = (done: EntryResult["done"], errors: EntryResult["errors"], status: number, live?: PublishedChange) =>
    data({ entry, values, errors, done, live } satisfies EntryResult, { status, headers: adminHeaders });
  if (stale) return result(null, { "": adminTrust.changed }, 409);
  const errors = trustErrors(edits, change, list, at, admin.photoFolders());
  if (Object.keys(errors).length > 0) return result(null, errors, 400);
  const { done, status, live } = publishOutcome(await admin.publish(session, change));
  return result(done, {}, status, live);
}
