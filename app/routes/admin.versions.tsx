/**
 * /admin/versions: every published version of the site with its state, and a
 * rollback to any finished one (decision 0029). A rollback asks first: its
 * button opens `?confirm=<id>`, where the version's card says what the
 * rollback takes off the site (or brings back) and offers „Да, върнете сайта“
 * (the POST) and „Отказ“; plain links and forms, so it works before any script.
 */
import RefreshCw from "lucide-react/icons/refresh-cw";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import { Form, Link, data } from "react-router";
import { CancelLink, Question, useFocusOnCancel } from "~/admin/confirm-remove";
import { EditingIntro, FocusedAnswer, SHOWN_CHANGES } from "~/admin/publish-result";
import type { Route } from "./+types/admin.versions";
import { adminHeaders, requireAdmin } from "~/admin/guard.server";
import { adminMeta } from "~/admin/meta";
import { canRollBackTo, changeLabel, rollbackSpan } from "~/admin/rollback";
import { Notice } from "~/admin/shell";
import { cardClass } from "~/admin/ui";
import { buttonVariants } from "~/components/ui/button";
import { adminChanges, adminVersions } from "~/content/admin";
import { formatReceived } from "~/enquiry/notification";
import { cn } from "~/lib/cn";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { bare: true };
export const meta: Route.MetaFunction = () => adminMeta(adminVersions.title);
export const headers: Route.HeadersFunction = () => adminHeaders;

export async function loader(args: Route.LoaderArgs) {
  const { admin } = await requireAdmin(args);
  const answer = await admin.versions();
  // The version whose rollback asks for confirmation, if it can be rolled back to now.
  const asked = new URL(args.request.url).searchParams.get("confirm") ?? "";
  const confirming = /^\d{1,9}$/.test(asked)
    ? answer.versions.find((version) => version.id === Number(asked) && canRollBackTo(version, answer.building))
    : undefined;
  return { ...answer, confirm: confirming?.id ?? null };
}

export async function action(args: Route.ActionArgs) {
  const { admin, session } = await requireAdmin(args);
  const form = await args.request.formData().catch(() => new FormData());
  const id = Number(form.get("version"));
  if (!Number.isInteger(id) || id < 0) return data({ done: "failed" as const }, { status: 400, headers: adminHeaders });
  const ok = await admin.rollback(session, id);
  return data({ done: ok ? ("rolled-back" as const) : ("failed" as const) }, { status: ok ? 200 : 409, headers: adminHeaders });
}

/** A version's changes, value by value: the first few, the rest behind „и още …“ (24 hidden pictures are 24 lines). */
function ChangeLines({ lines }: { lines: readonly string[] }) {
  const [shown, rest] = [lines.slice(0, SHOWN_CHANGES), lines.slice(SHOWN_CHANGES)];
  return (
    <>
      <ul className="mt-2 space-y-1 break-words">
        {shown.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {rest.length > 0 ? (
        <details className="mt-1">
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-primary underline underline-offset-4">
            {adminChanges.more(rest.length)}
          </summary>
          <ul className="space-y-1 break-words">
            {rest.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </>
  );
}

/** The rollback's question, in the card of the version: what it changes, then „Да, върнете сайта“ or „Отказ“. */
function RollbackQuestion({ versions, id }: { versions: Route.ComponentProps["loaderData"]["versions"]; id: number }) {
  const span = rollbackSpan(versions, id);
  return (
    <Question id={`rollback-question-${id}`} question={adminVersions.confirmQuestion(id)} heading className="mt-3">
      {span.versions.length > 0 ? (
        <div>
          <p>{span.undoes ? adminVersions.willUndo : adminVersions.willRedo}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {/* Each version by what it changed, value by value where its card says so (an older one: by the parts it changed). */}
            {span.versions.map((other) => {
              const [name, when] = [adminVersions.version(other.id), formatReceived(other.createdAt)];
              return other.changes.length > 0 ? (
                <li key={other.id}>
                  {adminVersions.spanHeading(name, when)}
                  <ul className="mt-1 list-[circle] space-y-1 pl-5 break-words">
                    {other.changes.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </li>
              ) : (
                <li key={other.id}>{adminVersions.spanItem(name, when, other.change.map(changeLabel))}</li>
              );
            })}
          </ul>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {/* To the page itself, without ?confirm: after the rollback the list shows no question. */}
        <Form method="post" action="/admin/versions">
          <input type="hidden" name="version" value={id} />
          <button type="submit" className={buttonVariants()}>
            <RotateCcw aria-hidden="true" />
            {adminVersions.confirmYes}
          </button>
        </Form>
        <CancelLink buttonId={rollbackButtonId(id)}>{adminVersions.confirmNo}</CancelLink>
      </div>
    </Question>
  );
}

const rollbackButtonId = (id: number) => `rollback-${id}`;

/** The first press only asks (?confirm=<id>): the rollback itself is the question's „Да, върнете сайта“. */
function RollbackButton({ id, name, undoes }: { id: number; name: string; undoes: string[] }) {
  const button = useFocusOnCancel(rollbackButtonId(id));
  return (
    <Form method="get" preventScrollReset className="mt-3 space-y-2">
      {undoes.length > 0 ? <p id={`undoes-${id}`}>{adminVersions.undoes(undoes)}</p> : null}
      <input type="hidden" name="confirm" value={id} />
      <button
        ref={button}
        id={rollbackButtonId(id)}
        type="submit"
        aria-describedby={undoes.length > 0 ? `undoes-${id}` : undefined}
        className={buttonVariants({ variant: "outline" })}
      >
        <RotateCcw aria-hidden="true" />
        {adminVersions.rollback}
        <span className="sr-only"> – {name}</span>
      </button>
    </Form>
  );
}

export default function AdminVersions({ loaderData, actionData }: Route.ComponentProps) {
  const { versions, building, available, confirm } = loaderData;
  /** What a rollback to `id` undoes: the changes of the finished versions after it, up to the live one. */
  const undone = (id: number) => {
    const span = rollbackSpan(versions, id);
    return span.undoes ? [...new Set(span.versions.flatMap((later) => later.change.map(changeLabel)))] : [];
  };
  return (
    <div className="space-y-5">
      <EditingIntro title={adminVersions.title} intro={adminVersions.intro} available={available} />
      {/* A rollback is confirmed from its version's card, often far down the list: its answer heads the page. */}
      {actionData?.done ? (
        <FocusedAnswer to={actionData}>
          {actionData.done === "rolled-back" ? <Notice tone="success">{adminVersions.rolledBack}</Notice> : null}
          {actionData.done === "failed" ? <Notice tone="danger">{adminVersions.rollbackFailed}</Notice> : null}
        </FocusedAnswer>
      ) : null}
      {building ? (
        <Notice>
          <p>{adminVersions.buildingNote}</p>
          <Link to="/admin/versions" className={cn(buttonVariants({ variant: "outline", size: "sm" }), "mt-3")}>
            <RefreshCw aria-hidden="true" />
            {adminVersions.refresh}
          </Link>
        </Notice>
      ) : null}
      {available && versions.length === 1 ? <p>{adminVersions.empty}</p> : null}
      <ul className="space-y-3">
        {versions.map((version) => {
          const name = version.id === 0 ? adminVersions.deployed : adminVersions.version(version.id);
          const undoes = undone(version.id);
          return (
            <li key={version.id} className={cn(cardClass, version.live && "border-primary")}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="text-lg font-bold">{name}</h2>
                <span
                  className={cn(
                    "rounded-full border px-2.5 py-0.5 text-sm font-semibold",
                    version.state === "failed" ? "border-danger text-danger" : "border-border",
                  )}
                >
                  {version.live ? adminVersions.live : adminVersions.states[version.state]}
                </span>
              </div>
              {version.id === 0 ? null : (
                <>
                  <p className="mt-1 text-muted-foreground">
                    {adminVersions.published(formatReceived(version.createdAt), version.by)}
                    {version.changes.length === 0 && version.change.length > 0
                      ? ` · ${adminVersions.changed(version.change.map(changeLabel))}`
                      : null}
                  </p>
                  {/* What it changed, value by value: from what to what. */}
                  {version.changes.length > 0 ? <ChangeLines lines={version.changes} /> : null}
                </>
              )}
              {version.state === "failed" ? (
                <div className="mt-3 space-y-2">
                  <p className="font-semibold">{adminVersions.failed}</p>
                  <p>{adminVersions.failedAdvice}</p>
                  {version.reason ? (
                    <details>
                      <summary className="min-h-11 cursor-pointer py-2 font-semibold">{adminVersions.technical}</summary>
                      <pre lang="en" className="mt-2 rounded-xl bg-muted p-3 text-sm break-words whitespace-pre-wrap">
                        {version.reason}
                      </pre>
                    </details>
                  ) : null}
                </div>
              ) : null}
              {confirm === version.id ? (
                <RollbackQuestion versions={versions} id={version.id} />
              ) : canRollBackTo(version, building) ? (
                <RollbackButton id={version.id} name={name} undoes={undoes} />
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
