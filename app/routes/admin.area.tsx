/**
 * /admin/area: the towns the price estimate offers with their distances, and the trip's cost by
 * distance (the overlay `serviceArea`), in one form that saves and publishes them (decision 0049).
 */
import Check from "lucide-react/icons/check";
import Plus from "lucide-react/icons/plus";
import { useEffect, useRef, useState } from "react";
import { Form, data } from "react-router";
import type { Route } from "./+types/admin.area";
import { areaErrors, areaFormValues, readAreaForm } from "~/admin/area-form.server";
import { FieldError, fieldId, sendOnEnter } from "~/admin/field";
import { areaRows, type FormErrors, type FormValues } from "~/admin/form-values";
import { adminHeaders, requireAdmin } from "~/admin/guard.server";
import { adminMeta } from "~/admin/meta";
import { EditingIntro, PublishResult, formShows, publishOutcome, type PublishDone, type PublishedChange } from "~/admin/publish-result";
import { cardClass, growingClass, inputClass } from "~/admin/ui";
import { buttonVariants } from "~/components/ui/button";
import { adminEditing, adminPrices } from "~/content/admin";
import type { RouteHandle } from "~/lib/route-handle";
import { useHydrated } from "~/lib/use-hydrated";
import { SubmitButton } from "~/admin/submit-button";

export const handle: RouteHandle = { bare: true };
export const meta: Route.MetaFunction = () => adminMeta(adminPrices.areaTitle);
export const headers: Route.HeadersFunction = () => adminHeaders;

export async function loader(args: Route.LoaderArgs) {
  const { admin } = await requireAdmin(args);
  const edits = await admin.contentEdits();
  return { values: areaFormValues(edits ?? {}), available: edits !== null };
}

type ActionResult = { values: FormValues; errors: FormErrors; done: PublishDone | null; live?: PublishedChange };

export async function action(args: Route.ActionArgs) {
  const { admin, session } = await requireAdmin(args);
  const form = await args.request.formData().catch(() => new FormData());
  const edits = (await admin.contentEdits()) ?? {};
  const read = readAreaForm(form, edits);
  const errors = areaErrors(edits, read, admin.photoFolders());
  const result = (done: ActionResult["done"], status: number) =>
    data({ values: read.values, errors, done } satisfies ActionResult, { status, headers: adminHeaders });
  if (Object.keys(errors).length > 0) return result(null, 400);
  const { done, status, live } = publishOutcome(await admin.publish(session, read.change));
  if (done === "busy" || done === "unavailable") return result(done, status);
  // Saved: the rows as saved, a new town with its id, and an empty row again to add one.
  const saved = Object.fromEntries(Object.entries({ ...edits, ...read.change }).filter(([, value]) => value !== undefined));
  return data({ values: areaFormValues(saved), errors, done, live } satisfies ActionResult, { status, headers: adminHeaders });
}

const rowClass = "grid items-center gap-1.5";
// Narrower padding than other fields: on a phone the town's column is about 170 px, and „Велико Търново“ fits whole.
const cellClass = `${inputClass.replace("px-3.5", "px-2.5")} min-w-0`;
const growingCellClass = `${growingClass.replace("px-3.5", "px-2.5")} min-w-0`;

/** The columns' names, for the eye: each field has its own label for a screen reader. */
function Heads({ names, columns }: { names: string[]; columns: string }) {
  return (
    <div aria-hidden="true" className={`${rowClass} ${columns} text-sm font-semibold text-muted-foreground`}>
      {names.map((name, index) => (
        // The last column is the remove box's, centred over it.
        <span key={name} className={index === names.length - 1 ? "text-center" : undefined}>
          {name}
        </span>
      ))}
    </div>
  );
}

/** A row's messages, under it. */
function RowErrors({ ids, errors }: { ids: [string, string][]; errors: FormErrors }) {
  return (
    <>
      {ids.map(([id, name]) => (
        <FieldError key={id} id={id} error={errors[name]} />
      ))}
    </>
  );
}

/** Props of a row's field: its label (read by a screen reader), its value and its message. */
function cell(name: string, label: string, values: FormValues, errors: FormErrors) {
  const id = fieldId(name);
  return {
    id,
    label: (
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
    ),
    input: {
      id,
      name,
      defaultValue: values[name],
      autoComplete: "off",
      "aria-invalid": errors[name] ? true : undefined,
      "aria-describedby": errors[name] ? `${id}-error` : undefined,
      className: cellClass,
    },
  };
}

function RemoveBox({ name, label, values }: { name: string; label: string; values: FormValues }) {
  const id = fieldId(name);
  return (
    // The whole cell is the box's label: a thumb's target, not the 24 px box alone.
    <label htmlFor={id} className="flex min-h-11 cursor-pointer items-center justify-center rounded-xl hover:bg-muted">
      <input id={id} type="checkbox" name={name} defaultChecked={values[name] === "on"} className="size-6 accent-primary" />
      <span className="sr-only">{label}</span>
    </label>
  );
}

export default function AdminArea({ loaderData, actionData }: Route.ComponentProps) {
  const { available } = loaderData;
  const { values, key } = formShows(loaderData.values, actionData);
  const errors = actionData?.errors ?? {};
  const shownTowns = areaRows(values, "towns");
  // Empty rows added in the page, to name more than one new town in one save (once React runs; without it, one
  // empty row per save). None once the form's own rows change: after a save, or a refusal that shows what was sent.
  const [added, setAdded] = useState({ to: shownTowns, count: 0 });
  const towns = shownTowns + (added.to === shownTowns ? added.count : 0);
  const hydrated = useHydrated();
  // The row just added takes focus, for its town's name.
  const focusRow = useRef<number | null>(null);
  useEffect(() => {
    if (focusRow.current === null) return;
    document.getElementById(fieldId(`towns.${focusRow.current}.name`))?.focus();
    focusRow.current = null;
  }, [towns]);
  // Each row's place among the new ones (1, 2, …), 0 for a saved town.
  let newRows = 0;
  const newIndexOf = Array.from({ length: towns }, (_, row) => (values[`towns.${row}.id`] ? 0 : ++newRows));
  const zones = areaRows(values, "zones");
  // The remove column as wide as its heading, „Махнете“.
  const townColumns = "grid-cols-[minmax(0,1fr)_3.5rem_4.25rem]";
  const zoneColumns = "grid-cols-[5rem_minmax(0,1fr)_4.25rem]";
  return (
    <div className="space-y-6">
      <EditingIntro title={adminPrices.areaTitle} intro={adminPrices.areaIntro} available={available} />
      <Form key={key} method="post" className="space-y-5">
        <section aria-labelledby="area-towns" className={`${cardClass} space-y-2`}>
          <h2 id="area-towns" className="text-2xl font-bold">
            {adminPrices.townsHeading}
          </h2>
          <p className="text-sm text-muted-foreground">{adminPrices.townsHint}</p>
          <Heads names={[adminPrices.townColumn, adminPrices.kmColumn, adminPrices.removeColumn]} columns={townColumns} />
          {Array.from({ length: towns }, (_, row) => {
            // A row without an id is a town not saved yet: named by its place among the new ones.
            const newIndex = newIndexOf[row] ?? 0;
            const isNew = newIndex > 0;
            const place = values[`towns.${row}.name`] || adminPrices.townLabel(row + 1);
            const nameLabel = newIndex > 1 ? adminPrices.newTownAgain(newIndex) : adminPrices.newTown;
            const kmLabel = newIndex > 1 ? adminPrices.newKmAgain(newIndex) : adminPrices.newKm;
            const name = cell(`towns.${row}.name`, isNew ? nameLabel : adminPrices.townLabel(row + 1), values, errors);
            const km = cell(`towns.${row}.km`, isNew ? kmLabel : adminPrices.kmLabel(place), values, errors);
            return (
              <div key={row}>
                <div className={`${rowClass} ${townColumns}`}>
                  <input type="hidden" name={`towns.${row}.id`} value={values[`towns.${row}.id`] ?? ""} />
                  <span className="min-w-0">
                    {name.label}
                    {/* A long name („с. Царева ливада“) read whole: a one-line text that wraps and grows, Enter sends the form. */}
                    <textarea
                      {...name.input}
                      rows={1}
                      onKeyDown={sendOnEnter}
                      className={growingCellClass}
                      placeholder={isNew ? adminPrices.newTown : undefined}
                    />
                  </span>
                  <span className="min-w-0">
                    {km.label}
                    <input {...km.input} inputMode="numeric" />
                  </span>
                  {isNew ? <span /> : <RemoveBox name={`towns.${row}.remove`} label={adminPrices.removeLabel(place)} values={values} />}
                </div>
                <RowErrors
                  ids={[
                    [name.id, `towns.${row}.name`],
                    [km.id, `towns.${row}.km`],
                  ]}
                  errors={errors}
                />
              </div>
            );
          })}
          {hydrated ? (
            <button
              type="button"
              onClick={() => {
                // A new row still empty (the form's own, or one added before) is the one for the next town: it
                // takes focus, rather than a second empty row under it.
                const blank = (name: string) =>
                  !(document.getElementById(fieldId(name)) as HTMLInputElement | HTMLTextAreaElement | null)?.value.trim();
                const empty = newIndexOf.findIndex((index, row) => index > 0 && blank(`towns.${row}.name`) && blank(`towns.${row}.km`));
                if (empty >= 0) return document.getElementById(fieldId(`towns.${empty}.name`))?.focus();
                focusRow.current = towns;
                setAdded({ to: shownTowns, count: towns - shownTowns + 1 });
              }}
              className={buttonVariants({ variant: "outline" })}
            >
              <Plus aria-hidden="true" />
              {adminPrices.addTown}
            </button>
          ) : null}
        </section>
        <section aria-labelledby="area-zones" className={`${cardClass} space-y-2`}>
          <h2 id="area-zones" className="text-2xl font-bold">
            {adminPrices.zonesHeading}
          </h2>
          <p className="text-sm text-muted-foreground">{adminPrices.zonesHint}</p>
          <Heads names={[adminPrices.zoneKmColumn, adminPrices.zoneCentsColumn, adminPrices.removeColumn]} columns={zoneColumns} />
          {Array.from({ length: zones }, (_, row) => {
            const isNew = row === zones - 1;
            const upTo = cell(`zones.${row}.upToKm`, isNew ? adminPrices.newZoneKm : adminPrices.zoneKmLabel(row + 1), values, errors);
            const cents = cell(
              `zones.${row}.cents`,
              isNew ? adminPrices.newZoneCents : adminPrices.zoneCentsLabel(row + 1),
              values,
              errors,
            );
            return (
              <div key={row}>
                <div className={`${rowClass} ${zoneColumns}`}>
                  <span className="min-w-0">
                    {upTo.label}
                    <input {...upTo.input} inputMode="numeric" />
                  </span>
                  <span className="min-w-0">
                    {cents.label}
                    <input {...cents.input} inputMode="decimal" />
                  </span>
                  {isNew ? (
                    <span />
                  ) : (
                    <RemoveBox name={`zones.${row}.remove`} label={adminPrices.zoneRemoveLabel(row + 1)} values={values} />
                  )}
                </div>
                <RowErrors
                  ids={[
                    [upTo.id, `zones.${row}.upToKm`],
                    [cents.id, `zones.${row}.cents`],
                  ]}
                  errors={errors}
                />
              </div>
            );
          })}
        </section>
        <PublishResult result={actionData} />
        <SubmitButton className={buttonVariants()} disabled={!available} pending={adminEditing.saving}>
          <Check aria-hidden="true" />
          {adminEditing.save}
        </SubmitButton>
      </Form>
    </div>
  );
}
