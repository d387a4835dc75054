/**
 * /admin/facts („Как работим“): each fact there is (the visit, the offer, …) a card that opens its
 * form: shown or not (at least 3 are), its title and text, a highlight or not, the services it is
 * true of. Saving one makes it real.
 */
import type { Route } from "./+types/admin.facts";
import { adminHeaders, requireAdmin } from "~/admin/guard.server";
import { adminMeta } from "~/admin/meta";
import { EditingIntro, PublishResult } from "~/admin/publish-result";
import { trustAction } from "~/admin/trust-action.server";
import { factEntries, factValues, readFactForm, serviceChoices } from "~/admin/trust-forms.server";
import { EntryCard, EntryCheckbox, EntryField, EntryForm, EntryNotes, entryAnswer } from "~/admin/trust-ui";
import { adminTrust } from "~/content/admin";
import { siteContent } from "~/content/current.server";
import { hasTripFigures, tripFigures, withTripFigures } from "~/content/trip-rules";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { bare: true };
export const meta: Route.MetaFunction = () => adminMeta(adminTrust.facts.title);
export const headers: Route.HeadersFunction = () => adminHeaders;

export async function loader(args: Route.LoaderArgs) {
  const { admin } = await requireAdmin(args);
  const edits = await admin.contentEdits();
  // The trip's figures the facts' placeholders show, from the towns and trip costs as published.
  const zones = siteContent(edits ?? {}).serviceArea.travelZones;
  const facts = factEntries(edits ?? {}).map(({ id, shown, fact }) => {
    const values = factValues(fact, shown);
    return {
      id,
      shown,
      demo: fact?.demo ?? false,
      highlight: Boolean(fact?.highlight),
      values,
      heading: withTripFigures(values.title ?? "", zones),
      figures: hasTripFigures(`${values.title ?? ""} ${values.text ?? ""}`),
    };
  });
  const { free, far } = tripFigures(zones);
  return { facts, services: serviceChoices(), available: edits !== null, figures: copy.figures(free, far) };
}

export const action = (args: Route.ActionArgs) => trustAction(args, "facts", readFactForm);

const copy = adminTrust.facts;

export default function AdminFacts({ loaderData, actionData }: Route.ComponentProps) {
  const { facts, services, available, figures } = loaderData;
  const { saved, own } = entryAnswer(actionData);
  return (
    <div className="space-y-6">
      <EditingIntro title={copy.title} intro={copy.intro} available={available} />
      <p className="font-semibold">{copy.minimum}</p>
      {/* A fact is hidden, not removed: the site's list of facts is fixed. */}
      <EntryNotes demo={facts.some((fact) => fact.demo && fact.shown)} hideOnly />
      {saved ? <PublishResult result={saved} /> : null}
      <ul className="space-y-3">
        {facts.map((fact) => {
          const result = own(fact.id);
          const values = result?.values ?? fact.values;
          const errors = result?.errors ?? {};
          const id = `fact-${fact.id}`;
          const marks = [
            ...(fact.shown ? [] : [copy.hidden]),
            ...(fact.shown && fact.highlight ? [copy.highlighted] : []),
            ...(fact.demo && fact.shown ? [adminTrust.demoBadge] : []),
          ];
          return (
            <EntryCard key={fact.id} id={id} title={fact.heading} marks={marks} open={Boolean(result)}>
              <EntryForm entry={fact.id} hidden={{ fact: fact.id }} result={result} available={available} saveLabel={fact.heading}>
                <EntryCheckbox id={id} name="shown" label={copy.shown} values={values} />
                <EntryField id={id} name="title" label={copy.factTitle} values={values} errors={errors} />
                <EntryField
                  id={id}
                  name="text"
                  label={copy.factText}
                  hint={fact.figures ? figures : undefined}
                  values={values}
                  errors={errors}
                  lines={4}
                />
                <EntryCheckbox id={id} name="highlight" label={copy.highlight} values={values} />
                <fieldset>
                  <legend className="font-semibold">{copy.services}</legend>
                  <p className="text-sm text-muted-foreground">{copy.servicesHint}</p>
                  <div className="mt-1">
                    {services.map((service) => (
                      <EntryCheckbox key={service.slug} id={id} name={`service.${service.slug}`} label={service.title} values={values} />
                    ))}
                  </div>
                </fieldset>
                <p className="text-sm text-muted-foreground">{copy.realNote}</p>
              </EntryForm>
            </EntryCard>
          );
        })}
      </ul>
    </div>
  );
}
