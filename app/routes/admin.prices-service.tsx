/**
 * /admin/prices/:service: one service's prices, each with its „от“, note and minimum charge, in one
 * form that saves and publishes them (decision 0029); an unknown service is not found.
 */
import Check from "lucide-react/icons/check";
import ChevronLeft from "lucide-react/icons/chevron-left";
import { Form, Link, data } from "react-router";
import type { Route } from "./+types/admin.prices-service";
import { editErrors, priceFormValues, priceSections, readPriceForm } from "~/admin/content-forms.server";
import { FieldError } from "~/admin/field";
import type { FieldProps, FormErrors, FormValues } from "~/admin/form-values";
import { adminHeaders, requireAdmin } from "~/admin/guard.server";
import { adminMeta } from "~/admin/meta";
import { EditingIntro, PublishResult, formShows, publishOutcome, type PublishDone, type PublishedChange } from "~/admin/publish-result";
import { inputClass } from "~/admin/ui";
import { buttonVariants } from "~/components/ui/button";
import { adminEditing, adminPrices } from "~/content/admin";
import { estimator } from "~/content/pages/estimate";
import { withPricesOverlay } from "~/content/price-overlay";
import { priceListDefaults } from "~/content/price-list";
import { serviceSlugs } from "~/content/types";
import { formatQuantity } from "~/lib/quantity";
import type { RouteHandle } from "~/lib/route-handle";
import { SubmitButton } from "~/admin/submit-button";

export const handle: RouteHandle = { bare: true };
export const meta: Route.MetaFunction = ({ data: loaded }) => adminMeta(loaded?.section.title ?? adminEditing.pricesTitle);
export const headers: Route.HeadersFunction = () => adminHeaders;

/** The service of the address, or 404. */
function sectionOf(params: { service?: string }) {
  const slug = serviceSlugs.find((candidate) => candidate === params.service);
  const section = priceSections().find((candidate) => candidate.slug === slug);
  if (!section) throw data(null, { status: 404, headers: adminHeaders });
  return section;
}

export async function loader(args: Route.LoaderArgs) {
  const { admin } = await requireAdmin(args);
  const section = sectionOf(args.params);
  const edits = await admin.contentEdits();
  const items = withPricesOverlay(priceListDefaults, edits?.prices);
  // A minimum of a number of units (4 hours) follows the price: the hint says how many.
  const follows = Object.fromEntries(
    section.items.map((item) => {
      const minimum = items.find((candidate) => candidate.id === item.id)?.minimum;
      const count =
        minimum && "quantity" in minimum ? estimator.quantity(formatQuantity(minimum.quantity * 10), item.unit, minimum.quantity) : null;
      return [item.id, count];
    }),
  );
  return { section, follows, values: priceFormValues(edits ?? {}), available: edits !== null };
}

type ActionResult = { values: FormValues; errors: FormErrors; done: PublishDone | null; live?: PublishedChange };

export async function action(args: Route.ActionArgs) {
  const { admin, session } = await requireAdmin(args);
  const { slug } = sectionOf(args.params);
  const form = await args.request.formData().catch(() => new FormData());
  const edits = (await admin.contentEdits()) ?? {};
  const { values, change } = readPriceForm(form, slug, edits);
  const errors = editErrors(edits, change, "prices", admin.photoFolders());
  const result = (done: ActionResult["done"], status: number, live?: PublishedChange) =>
    data({ values, errors, done, live } satisfies ActionResult, { status, headers: adminHeaders });
  if (Object.keys(errors).length > 0) return result(null, 400);
  const { done, status, live } = publishOutcome(await admin.publish(session, change));
  return result(done, status, live);
}

/** A note's text area: one line high when empty, growing with its text where the browser can. */
const noteClass = `${inputClass} field-sizing-content min-h-12 max-h-[60dvh]`;

/** A short text field of a price: its label above, its hint and the schema's message under it. */
function SmallField({ id, name, label, hint, value, error }: Omit<FieldProps, "value"> & { value?: string }) {
  return (
    <div className="flex flex-col">
      {/* Label and hint above, growing, so that the two fields of a row line up. */}
      <div className="flex-1">
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      </div>
      <input
        id={id}
        name={name}
        defaultValue={value}
        inputMode="decimal"
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : ""].filter(Boolean).join(" ")}
        className={inputClass}
      />
    </div>
  );
}

export default function AdminServicePrices({ loaderData, actionData }: Route.ComponentProps) {
  const { section, follows, available } = loaderData;
  const { values, key } = formShows(loaderData.values, actionData);
  const errors = actionData?.errors ?? {};
  return (
    <div className="space-y-5">
      <Link to="/admin/prices" className="inline-flex min-h-11 items-center gap-1 font-semibold underline underline-offset-4">
        <ChevronLeft aria-hidden="true" className="size-5" />
        {adminPrices.allPrices}
      </Link>
      <EditingIntro title={section.title} intro={adminPrices.serviceIntro} available={available} />
      <Form key={key} method="post" className="space-y-3">
        {section.items.map((item) => {
          const field = (kind: string) => `${kind}.${item.id}`;
          const id = (kind: string) => `${kind}-${item.id}`;
          const count = follows[item.id];
          return (
            <fieldset key={item.id} className="rounded-3xl border border-border bg-surface px-4 py-3">
              <legend className="float-left w-full text-lg leading-snug font-semibold">{item.name}</legend>
              <div className="clear-left space-y-2.5 pt-1.5">
                <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-3">
                  <SmallField
                    id={id("cents")}
                    name={field("cents")}
                    label={adminEditing.priceLabel}
                    hint={adminEditing.perUnit(item.unit)}
                    value={values[field("cents")]}
                    error={errors[field("cents")]}
                  />
                  <SmallField
                    id={id("minimum")}
                    name={field("minimum")}
                    label={adminPrices.minimumLabel}
                    hint={count ? adminPrices.minimumFollows(count) : adminPrices.minimumHint}
                    value={values[field("minimum")]}
                    error={errors[field("minimum")]}
                  />
                </div>
                {/* Under both fields, the row's width: in a narrow column a message would stand a word to a line and
                    push the other field away from its label. */}
                <FieldError id={id("cents")} error={errors[field("cents")]} />
                <FieldError id={id("minimum")} error={errors[field("minimum")]} />
                <div>
                  {/* The whole row is the box's label, a thumb's target; the hint under it lines up with the words. */}
                  <label htmlFor={id("from")} className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold">
                    <input
                      id={id("from")}
                      type="checkbox"
                      name={field("from")}
                      defaultChecked={values[field("from")] === "on"}
                      aria-describedby={id("from-hint")}
                      className="size-6 shrink-0 accent-primary"
                    />
                    {adminEditing.fromLabel}
                  </label>
                  <p id={id("from-hint")} className="pl-9 text-sm text-muted-foreground">
                    {adminPrices.fromHint}
                  </p>
                </div>
                <div>
                  <label htmlFor={id("note")} className="font-semibold">
                    {adminEditing.noteLabel}
                  </label>
                  <textarea
                    id={id("note")}
                    name={field("note")}
                    rows={2}
                    defaultValue={values[field("note")]}
                    aria-invalid={errors[field("note")] ? true : undefined}
                    aria-describedby={errors[field("note")] ? `${id("note")}-error` : undefined}
                    className={noteClass}
                  />
                  <FieldError id={id("note")} error={errors[field("note")]} />
                </div>
              </div>
            </fieldset>
          );
        })}
        <PublishResult result={actionData} />
        <SubmitButton className={buttonVariants()} disabled={!available} pending={adminEditing.saving}>
          <Check aria-hidden="true" />
          {adminEditing.save}
        </SubmitButton>
      </Form>
    </div>
  );
}
