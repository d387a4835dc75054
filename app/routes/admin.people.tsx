/** /admin/people („Екип“): the people "how we work" shows, each a card that opens its form (edit or remove), and a form that adds one. */
import type { Route } from "./+types/admin.people";
import { adminHeaders, requireAdmin } from "~/admin/guard.server";
import { adminMeta } from "~/admin/meta";
import { EditingIntro, PublishResult } from "~/admin/publish-result";
import { Notice } from "~/admin/shell";
import { trustAction } from "~/admin/trust-action.server";
import { currentTrust, personValues, readPersonForm } from "~/admin/trust-forms.server";
import { EntryCard, EntryField, EntryForm, EntryNotes, RemoveForm, entryAnswer } from "~/admin/trust-ui";
import { adminTrust } from "~/content/admin";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { bare: true };
export const meta: Route.MetaFunction = () => adminMeta(adminTrust.people.title);
export const headers: Route.HeadersFunction = () => adminHeaders;

export async function loader(args: Route.LoaderArgs) {
  const { admin } = await requireAdmin(args);
  const edits = await admin.contentEdits();
  const team = currentTrust(edits ?? {}).team.map((person) => ({
    name: person.name,
    role: person.role,
    demo: person.demo,
    values: personValues(person),
  }));
  return { team, available: edits !== null };
}

export const action = (args: Route.ActionArgs) => trustAction(args, "team", readPersonForm);

const copy = adminTrust.people;

function PersonFields({ id, values, errors }: { id: string; values: Record<string, string>; errors: Record<string, string> }) {
  return (
    <>
      <EntryField id={id} name="name" label={copy.name} values={values} errors={errors} />
      <EntryField id={id} name="role" label={copy.role} hint={copy.roleHint} values={values} errors={errors} />
      <EntryField id={id} name="text" label={copy.text} values={values} errors={errors} lines={3} />
    </>
  );
}

export default function AdminPeople({ loaderData, actionData }: Route.ComponentProps) {
  const { team, available } = loaderData;
  const { saved, own } = entryAnswer(actionData);
  const newResult = own("new");
  return (
    <div className="space-y-6">
      <EditingIntro title={copy.title} intro={copy.intro} available={available} />
      <EntryNotes demo={team.some((person) => person.demo)} />
      {saved ? <PublishResult result={saved} /> : null}
      {team.length === 0 ? <Notice>{copy.empty}</Notice> : null}
      <ul className="space-y-3">
        {team.map((person, index) => {
          const entry = String(index);
          const result = own(entry);
          const hidden = { at: entry, was: person.name };
          return (
            <EntryCard
              key={`${index}-${person.name}`}
              id={`person-${index}`}
              title={person.name}
              subtitle={person.role}
              marks={person.demo ? [adminTrust.demoBadge] : []}
              open={Boolean(result)}
              removable={`person-${index}`}
            >
              <EntryForm entry={entry} hidden={hidden} result={result} available={available} saveLabel={person.name}>
                <PersonFields id={`person-${index}`} values={result?.values ?? person.values} errors={result?.errors ?? {}} />
              </EntryForm>
              <RemoveForm
                id={`person-${index}`}
                hidden={{ ...hidden, entry }}
                label={copy.remove}
                note={copy.removeNote}
                name={person.name}
                available={available}
              />
            </EntryCard>
          );
        })}
        {/* Made anew, closed and empty, once a person is added: a second press must not publish them twice. */}
        <EntryCard
          key={`new-${team.map((person) => person.name).join()}`}
          id="person-new"
          title={copy.add}
          open={Boolean(newResult) || team.length === 0}
        >
          <EntryForm entry="new" hidden={{ at: "new" }} result={newResult} available={available} saveLabel={copy.add}>
            <PersonFields id="person-new" values={newResult?.values ?? {}} errors={newResult?.errors ?? {}} />
          </EntryForm>
        </EntryCard>
      </ul>
    </div>
  );
}
