/** /admin/company: the company facts the site shows everywhere (phone, e-mail, address, hours, service area), saved and published (decision 0029). */
import Check from "lucide-react/icons/check";
import ChevronRight from "lucide-react/icons/chevron-right";
import { Form, Link, data } from "react-router";
import type { Route } from "./+types/admin.company";
import { companyFormValues, editErrors, readCompanyForm } from "~/admin/content-forms.server";
import { Field } from "~/admin/field";
import { hoursRows, type FormErrors, type FormValues } from "~/admin/form-values";
import { adminHeaders, requireAdmin } from "~/admin/guard.server";
import { adminMeta } from "~/admin/meta";
import { ADMIN_ROOT } from "~/admin/paths";
import { EditingIntro, PublishResult, formShows, publishOutcome, type PublishDone, type PublishedChange } from "~/admin/publish-result";
import { cardClass } from "~/admin/ui";
import { buttonVariants } from "~/components/ui/button";
import { adminEditing, adminPrices, adminTrust } from "~/content/admin";
import type { RouteHandle } from "~/lib/route-handle";
import { SubmitButton } from "~/admin/submit-button";

export const handle: RouteHandle = { bare: true };

const links = adminTrust.company;
export const meta: Route.MetaFunction = () => adminMeta(adminEditing.companyTitle);
export const headers: Route.HeadersFunction = () => adminHeaders;

export async function loader(args: Route.LoaderArgs) {
  const { admin } = await requireAdmin(args);
  const edits = await admin.contentEdits();
  return { values: companyFormValues(edits ?? {}), available: edits !== null };
}

type ActionResult = { values: FormValues; errors: FormErrors; done: PublishDone | null; live?: PublishedChange };

export async function action(args: Route.ActionArgs) {
  const { admin, session } = await requireAdmin(args);
  const form = await args.request.formData().catch(() => new FormData());
  const edits = (await admin.contentEdits()) ?? {};
  const { values, change } = readCompanyForm(form);
  const errors = editErrors(edits, change, "company", admin.photoFolders());
  const result = (done: ActionResult["done"], status: number, live?: PublishedChange) =>
    data({ values, errors, done, live } satisfies ActionResult, { status, headers: adminHeaders });
  if (Object.keys(errors).length > 0) return result(null, 400);
  const { done, status, live } = publishOutcome(await admin.publish(session, change));
  return result(done, status, live);
}

export default function AdminCompany({ loaderData, actionData }: Route.ComponentProps) {
  const { values, key } = formShows(loaderData.values, actionData);
  const errors = actionData?.errors ?? {};
  const field = (name: string) => ({ name, defaultValue: values[name] ?? "", error: errors[name] });
  // What the site cannot be without: marked beside its label, and `required` for screen readers (the form is not checked by the browser).
  const needed = { required: true, requiredMark: adminEditing.required };
  const rows = Math.max(hoursRows(loaderData.values), hoursRows(values));
  return (
    <div className="space-y-6">
      <EditingIntro title={adminEditing.companyTitle} intro={adminEditing.companyIntro} available={loaderData.available} />
      {/* The server checks every field and answers in Bulgarian beside it; the browser does not check first, in its own language. */}
      <Form key={key} method="post" noValidate className="space-y-5">
        <div className={`${cardClass} space-y-4`}>
          <Field {...field("legalName")} {...needed} label={adminEditing.legalName} autoComplete="organization" multiline="wrapped" />
          <Field {...field("phone")} {...needed} label={adminEditing.phone} type="tel" autoComplete="off" />
          <Field {...field("email")} {...needed} label={adminEditing.email} type="email" autoComplete="off" />
          <Field {...field("street")} {...needed} label={adminEditing.street} multiline="wrapped" />
          {/* Two halves, as the hours below: each label with its „(задължително)“ fits one line, so the two fields stand level. */}
          <div className="grid gap-4 sm:grid-cols-2">
            <Field {...field("postalCode")} {...needed} label={adminEditing.postalCode} inputMode="numeric" />
            <Field {...field("town")} {...needed} label={adminEditing.town} />
          </div>
        </div>
        <div className={cardClass}>
          <fieldset>
            <legend className="text-xl font-bold">{adminEditing.hoursHeading}</legend>
            <div className="mt-3 space-y-5">
              {Array.from({ length: rows }, (_, index) => (
                <div key={index} role="group" aria-label={adminEditing.hoursRow(index + 1)} className="grid gap-3 sm:grid-cols-2">
                  <Field
                    {...field(`hours.${index}.days`)}
                    {...(index === 0 ? needed : {})}
                    label={adminEditing.hoursField(adminEditing.days, index + 1)}
                  />
                  <Field
                    {...field(`hours.${index}.time`)}
                    {...(index === 0 ? needed : {})}
                    label={adminEditing.hoursField(adminEditing.time, index + 1)}
                  />
                </div>
              ))}
            </div>
          </fieldset>
        </div>
        <div className={`${cardClass} space-y-4`}>
          <Field
            {...field("serviceArea")}
            {...needed}
            label={adminEditing.serviceArea}
            hint={adminEditing.serviceAreaHint}
            multiline="lines"
          />
          {/* A new place needs its distance there, which the estimate's trip is reckoned from (the field's message says so when one is missing). */}
          <p className="-mt-2 text-sm">
            {adminEditing.serviceAreaDistances}:{" "}
            <Link
              to={`${ADMIN_ROOT}/area`}
              className="inline-flex min-h-11 items-center gap-0.5 font-semibold underline underline-offset-4"
            >
              {adminPrices.areaTitle}
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          </p>
          <Field {...field("serviceAreaNote")} label={adminEditing.serviceAreaNote} multiline="wrapped" />
        </div>
        <fieldset className={`${cardClass} space-y-4`} aria-describedby="social-hint">
          <legend className="float-left text-xl font-bold">{links.socialHeading}</legend>
          <p id="social-hint" className="clear-left text-sm text-muted-foreground">
            {links.socialHint}
          </p>
          <Field {...field("socialNetwork")} label={links.socialNetwork} hint={links.socialNetworkHint} />
          <Field {...field("socialUrl")} label={links.socialUrl} inputMode="url" autoComplete="off" multiline="wrapped" />
        </fieldset>
        <fieldset className={`${cardClass} space-y-4`} aria-describedby="credit-hint">
          <legend className="float-left text-xl font-bold">{links.creditHeading}</legend>
          <p id="credit-hint" className="clear-left text-sm text-muted-foreground">
            {links.creditHint}
          </p>
          <Field {...field("creditLabel")} label={links.creditLabel} hint={links.creditLabelHint} multiline="wrapped" />
          <Field {...field("creditName")} label={links.creditName} multiline="wrapped" />
          <Field {...field("creditUrl")} label={links.creditUrl} inputMode="url" autoComplete="off" multiline="wrapped" />
        </fieldset>
        <div className={cardClass}>
          <Field
            {...field("siteUrl")}
            {...needed}
            label={links.siteUrl}
            hint={links.siteUrlHint}
            inputMode="url"
            autoComplete="off"
            multiline="wrapped"
          />
        </div>
        <PublishResult result={actionData} />
        <SubmitButton className={buttonVariants({ size: "lg" })} disabled={!loaderData.available} pending={adminEditing.saving}>
          <Check aria-hidden="true" />
          {adminEditing.save}
        </SubmitButton>
      </Form>
    </div>
  );
}
