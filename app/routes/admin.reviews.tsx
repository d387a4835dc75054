/** /admin/reviews („Отзиви“): the reviews "how we work" shows, each a card that opens its form (edit or remove), and a form that adds one. */
import type { Route } from "./+types/admin.reviews";
import { adminHeaders, requireAdmin } from "~/admin/guard.server";
import { adminMeta } from "~/admin/meta";
import { EditingIntro, PublishResult } from "~/admin/publish-result";
import { Notice } from "~/admin/shell";
import { trustAction } from "~/admin/trust-action.server";
import { currentTrust, readReviewForm, reviewValues, serviceChoices } from "~/admin/trust-forms.server";
import { EntryCard, EntryField, EntryForm, EntryNotes, EntrySelect, RemoveForm, entryAnswer } from "~/admin/trust-ui";
import { adminTrust } from "~/content/admin";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { bare: true };
export const meta: Route.MetaFunction = () => adminMeta(adminTrust.reviews.title);
export const headers: Route.HeadersFunction = () => adminHeaders;

export async function loader(args: Route.LoaderArgs) {
  const { admin } = await requireAdmin(args);
  const edits = await admin.contentEdits();
  const services = serviceChoices();
  const reviews = currentTrust(edits ?? {}).reviews.map((review) => ({
    id: review.id,
    author: review.author,
    place: review.place,
    values: reviewValues(review),
    serviceTitle: services.find((service) => service.slug === review.service)?.title ?? review.service,
    demo: review.demo,
  }));
  return { reviews, services, available: edits !== null };
}

export const action = (args: Route.ActionArgs) => trustAction(args, "reviews", readReviewForm);

const copy = adminTrust.reviews;

function ReviewFields({
  id,
  values,
  errors,
  services,
}: {
  id: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  services: readonly { slug: string; title: string }[];
}) {
  return (
    <>
      <EntryField id={id} name="author" label={copy.author} hint={copy.authorHint} values={values} errors={errors} />
      <EntryField id={id} name="place" label={copy.place} hint={copy.placeHint} values={values} errors={errors} />
      <EntrySelect
        id={id}
        name="service"
        label={copy.service}
        placeholder={copy.choose}
        options={services.map(({ slug, title }) => ({ value: slug, label: title }))}
        values={values}
        errors={errors}
      />
      <EntryField id={id} name="text" label={copy.text} values={values} errors={errors} lines={5} />
    </>
  );
}

export default function AdminReviews({ loaderData, actionData }: Route.ComponentProps) {
  const { reviews, services, available } = loaderData;
  const { saved, own } = entryAnswer(actionData);
  const newResult = own("new");
  return (
    <div className="space-y-6">
      <EditingIntro title={copy.title} intro={copy.intro} available={available} />
      <EntryNotes demo={reviews.some((review) => review.demo)} />
      {saved ? <PublishResult result={saved} /> : null}
      {reviews.length === 0 ? <Notice>{copy.empty}</Notice> : null}
      <ul className="space-y-3">
        {/* Made anew, closed and empty, once a review is added: a second press must not publish it twice. */}
        <EntryCard
          key={`new-${reviews.map((review) => review.id).join()}`}
          id="review-new"
          title={copy.add}
          subtitle={copy.addHint}
          open={Boolean(newResult) || reviews.length === 0}
        >
          <EntryForm entry="new" hidden={{ at: "new" }} result={newResult} available={available} saveLabel={copy.add}>
            <ReviewFields id="review-new" values={newResult?.values ?? {}} errors={newResult?.errors ?? {}} services={services} />
          </EntryForm>
        </EntryCard>
        {reviews.map((review, index) => {
          const entry = String(index);
          const result = own(entry);
          const hidden = { at: entry, was: review.id };
          const name = `${review.author}, ${review.place}`;
          return (
            <EntryCard
              key={review.id}
              id={review.id}
              title={name}
              subtitle={review.serviceTitle}
              marks={review.demo ? [adminTrust.demoBadge] : []}
              open={Boolean(result)}
              removable={review.id}
            >
              <EntryForm entry={entry} hidden={hidden} result={result} available={available} saveLabel={name}>
                <ReviewFields id={review.id} values={result?.values ?? review.values} errors={result?.errors ?? {}} services={services} />
              </EntryForm>
              <RemoveForm
                id={review.id}
                hidden={{ ...hidden, entry }}
                label={copy.remove}
                note={copy.removeNote}
                name={name}
                available={available}
              />
            </EntryCard>
          );
        })}
      </ul>
    </div>
  );
}
