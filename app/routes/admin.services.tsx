/** /admin/services: each service page's texts (what it is, what is included), each service a form that saves and publishes them (decision 0031). */
import Check from "lucide-react/icons/check";
import { Form, data } from "react-router";
import type { Route } from "./+types/admin.services";
import { FieldError } from "~/admin/field";
import type { FieldProps, FormErrors, FormValues } from "~/admin/form-values";
import { adminHeaders, requireAdmin } from "~/admin/guard.server";
import { adminMeta } from "~/admin/meta";
import { EditingIntro, PublishResult, publishOutcome, type PublishDone, type PublishedChange } from "~/admin/publish-result";
import { readServiceForm, serviceErrors, serviceTextSections } from "~/admin/service-form.server";
import { ListField } from "~/admin/list-field";
import { EntryCard } from "~/admin/trust-ui";
import { labelClass, textareaClass } from "~/admin/ui";
import { buttonVariants } from "~/components/ui/button";
import { adminEditing, adminServices } from "~/content/admin";
import { SERVICE_TEXT_LIMITS } from "~/content/text-limits";
import { serviceSlugs, type ServiceSlug } from "~/content/types";
import type { RouteHandle } from "~/lib/route-handle";
import { SubmitButton } from "~/admin/submit-button";

export const handle: RouteHandle = { bare: true };
export const meta: Route.MetaFunction = () => adminMeta(adminServices.title);
export const headers: Route.HeadersFunction = () => adminHeaders;

export async function loader(args: Route.LoaderArgs) {
  const { admin } = await requireAdmin(args);
  const edits = await admin.contentEdits();
  return { sections: serviceTextSections(edits ?? {}), available: edits !== null };
}

type ActionResult = { service: ServiceSlug; values: FormValues; errors: FormErrors; done: PublishDone | null; live?: PublishedChange };

export async function action(args: Route.ActionArgs) {
  const { admin, session } = await requireAdmin(args);
  const form = await args.request.formData().catch(() => new FormData());
  const service = serviceSlugs.find((slug) => slug === form.get("service"));
  if (!service) throw data(null, { status: 400, headers: adminHeaders });
  const edits = (await admin.contentEdits()) ?? {};
  const { values, change } = readServiceForm(form, service, edits);
  const errors = serviceErrors(edits, change, service, admin.photoFolders());
  if (Object.keys(errors).length > 0)
    return data({ service, values, errors, done: null } satisfies ActionResult, { status: 400, headers: adminHeaders });
  const { done, status, live } = publishOutcome(await admin.publish(session, change));
  return data({ service, values, errors, done, live } satisfies ActionResult, { status, headers: adminHeaders });
}

function TextArea({ id, name, label, hint, value, error, rows }: FieldProps & { rows: number }) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {hint}
      </p>
      <textarea
        id={id}
        name={name}
        rows={rows}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : ""].filter(Boolean).join(" ")}
        className={textareaClass}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

/** The start of a service's introduction, a line under its name in the closed card. */
function preview(intro: string): string {
  const text = intro.replace(/\s+/g, " ").trim();
  if (text.length <= 90) return text;
  return `${text.slice(0, text.lastIndexOf(" ", 90)).replace(/[\s,;:–-]+$/, "")}…`;
}

export default function AdminServices({ loaderData, actionData }: Route.ComponentProps) {
  const { available } = loaderData;
  return (
    <div className="space-y-6">
      <EditingIntro title={adminServices.title} intro={adminServices.intro} available={available} />
      {/* Each service a card that opens its form: six forms open at once were many screens long on a phone. */}
      <ul className="space-y-3">
        {loaderData.sections.map((section) => {
          const own = actionData?.service === section.slug ? actionData : undefined;
          const values = own?.values ?? section.values;
          const errors = own?.errors ?? {};
          return (
            <EntryCard
              key={section.slug}
              id={`service-${section.slug}`}
              title={section.title}
              preview={preview(section.values.intro ?? "")}
              open={Boolean(own)}
            >
              <Form method="post" className="space-y-5">
                <input type="hidden" name="service" value={section.slug} />
                <TextArea
                  id={`${section.slug}-intro`}
                  name="intro"
                  label={adminServices.introLabel}
                  hint={adminServices.introHint}
                  value={values.intro ?? ""}
                  error={errors.intro}
                  rows={10}
                />
                <ListField
                  key={values.included ?? ""}
                  id={`${section.slug}-included`}
                  name="included"
                  label={adminServices.includedLabel}
                  hint={adminServices.includedHint}
                  value={values.included ?? ""}
                  error={errors.included}
                  max={SERVICE_TEXT_LIMITS.items}
                  itemLabel={adminServices.includedItem}
                  clearLabel={adminServices.includedClear}
                />
                <PublishResult result={own} />
                <SubmitButton className={buttonVariants()} disabled={!available} pending={adminEditing.saving}>
                  <Check aria-hidden="true" />
                  {adminEditing.save}
                  <span className="sr-only"> – {section.title}</span>
                </SubmitButton>
              </Form>
            </EntryCard>
          );
        })}
      </ul>
    </div>
  );
}
