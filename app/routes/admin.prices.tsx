/** /admin/prices: the price list by service, each service a form that saves and publishes its prices (decision 0029). */
import { Check } from "lucide-react";
import { Form, data } from "react-router";
import type { Route } from "./+types/admin.prices";
import { editErrors, priceFormValues, priceSections, readPriceForm } from "~/admin/content-forms.server";
import { Field } from "~/admin/field";
import type { FormErrors, FormValues } from "~/admin/form-values";
import { adminHeaders, requireAdmin } from "~/admin/guard.server";
import { adminMeta } from "~/admin/meta";
import { EditingIntro, PublishResult } from "~/admin/publish-result";
import { cardClass, labelClass, textareaClass } from "~/admin/ui";
import { buttonVariants } from "~/components/ui/button";
import { adminEditing } from "~/content/admin";
import { PRICE_NOTE_LIMIT } from "~/content/text-limits";
import { serviceSlugs, type ServiceSlug } from "~/content/types";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { bare: true };
export const meta: Route.MetaFunction = () => adminMeta(adminEditing.pricesTitle);
export const headers: Route.HeadersFunction = () => adminHeaders;

export async function loader(args: Route.LoaderArgs) {
  const { admin } = await requireAdmin(args);
  const edits = await admin.contentEdits();
  return { values: priceFormValues(edits ?? {}), available: edits !== null, sections: priceSections() };
}

type ActionResult = { service: ServiceSlug; values: FormValues; errors: FormErrors; done: "publishing" | "busy" | "unavailable" | null };

export async function action(args: Route.ActionArgs) {
  const { admin, session } = await requireAdmin(args);
  const form = await args.request.formData().catch(() => new FormData());
  const service = serviceSlugs.find((slug) => slug === form.get("service"));
  if (!service) throw data(null, { status: 400, headers: adminHeaders });
  const edits = (await admin.contentEdits()) ?? {};
  const { values, change } = readPriceForm(form, service, edits);
  const errors = editErrors(edits, change, "prices", admin.photoFolders());
  const result = (done: ActionResult["done"], status: number) =>
    data({ service, values, errors, done } satisfies ActionResult, { status, headers: adminHeaders });
  if (Object.keys(errors).length > 0) return result(null, 400);
  const published = await admin.publish(session, change);
  if (!published.ok) return result(published.reason, published.reason === "busy" ? 409 : 503);
  return result("publishing", 202);
}

export default function AdminPrices({ loaderData, actionData }: Route.ComponentProps) {
  const { available } = loaderData;
  return (
    <div className="space-y-6">
      <EditingIntro title={adminEditing.pricesTitle} intro={adminEditing.pricesIntro} available={available} />
      {loaderData.sections.map((section) => {
        const own = actionData?.service === section.slug ? actionData : undefined;
        const values = own?.values ?? loaderData.values;
        const errors = own?.errors ?? {};
        const headingId = `prices-${section.slug}`;
        return (
          <section key={section.slug} aria-labelledby={headingId} className={cardClass}>
            <h2 id={headingId} className="text-2xl font-bold">
              {section.title}
            </h2>
            <Form method="post" className="mt-3 space-y-5">
              <input type="hidden" name="service" value={section.slug} />
              {section.items.map((item) => (
                <fieldset key={item.id} className="border-t border-border pt-4">
                  <legend className="float-left w-full text-lg font-semibold">{item.name}</legend>
                  <div className="clear-left space-y-3 pt-3">
                    <Field
                      name={`cents.${item.id}`}
                      label={adminEditing.priceLabel}
                      hint={adminEditing.perUnit(item.unit)}
                      error={errors[`cents.${item.id}`]}
                      defaultValue={values[`cents.${item.id}`]}
                      inputMode="decimal"
                      autoComplete="off"
                    />
                    <div className="flex min-h-11 items-center gap-3">
                      <input
                        id={`from-${item.id}`}
                        type="checkbox"
                        name={`from.${item.id}`}
                        defaultChecked={values[`from.${item.id}`] === "on"}
                        className="size-6 accent-primary"
                      />
                      <label htmlFor={`from-${item.id}`}>{adminEditing.fromLabel}</label>
                    </div>
                    <div>
                      <label htmlFor={`note-${item.id}`} className={labelClass}>
                        {adminEditing.noteLabel}
                      </label>
                      <textarea
                        id={`note-${item.id}`}
                        name={`note.${item.id}`}
                        rows={2}
                        maxLength={PRICE_NOTE_LIMIT}
                        defaultValue={values[`note.${item.id}`]}
                        aria-invalid={errors[`note.${item.id}`] ? true : undefined}
                        aria-describedby={errors[`note.${item.id}`] ? `note-${item.id}-error` : undefined}
                        className={textareaClass}
                      />
                      {errors[`note.${item.id}`] ? (
                        <p id={`note-${item.id}-error`} className="mt-1 font-semibold text-danger">
                          {errors[`note.${item.id}`]}
                        </p>
                      ) : null}
                    </div>
                  </div>
                </fieldset>
              ))}
              <PublishResult result={own} />
              <button type="submit" className={buttonVariants()} disabled={!available}>
                <Check aria-hidden="true" />
                {adminEditing.save}
                <span className="sr-only"> – {section.title}</span>
              </button>
            </Form>
          </section>
        );
      })}
    </div>
  );
}
