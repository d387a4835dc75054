/** /admin/versions: every published version of the site with its state, and a rollback to any finished one (decision 0029). */
import { RefreshCw, RotateCcw } from "lucide-react";
import { Form, Link, data } from "react-router";
import { EditingIntro } from "~/admin/publish-result";
import type { Route } from "./+types/admin.versions";
import { adminHeaders, requireAdmin } from "~/admin/guard.server";
import { adminMeta } from "~/admin/meta";
import { Notice } from "~/admin/shell";
import { cardClass } from "~/admin/ui";
import { buttonVariants } from "~/components/ui/button";
import { adminVersions } from "~/content/admin";
import { formatReceived } from "~/enquiry/notification";
import { cn } from "~/lib/cn";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { perRequest: true, bare: true };
export const meta: Route.MetaFunction = () => adminMeta(adminVersions.title);
export const headers: Route.HeadersFunction = () => adminHeaders;

export async function loader(args: Route.LoaderArgs) {
  const { admin } = await requireAdmin(args);
  return admin.versions();
}

export async function action(args: Route.ActionArgs) {
  const { admin, session } = await requireAdmin(args);
  const form = await args.request.formData().catch(() => new FormData());
  const id = Number(form.get("version"));
  if (!Number.isInteger(id) || id < 0) return data({ done: "failed" as const }, { status: 400, headers: adminHeaders });
  const ok = await admin.rollback(session, id);
  return data({ done: ok ? ("rolled-back" as const) : ("failed" as const) }, { status: ok ? 200 : 409, headers: adminHeaders });
}

const changeLabel = (change: string) => (adminVersions.changes as Record<string, string>)[change] ?? change;

export default function AdminVersions({ loaderData, actionData }: Route.ComponentProps) {
  const { versions, building, available } = loaderData;
  const liveId = versions.find((version) => version.live)?.id ?? 0;
  /** What a rollback to `id` undoes: the changes of the finished versions after it, up to the live one. */
  const undone = (id: number) => [
    ...new Set(
      versions
        .filter((later) => later.id > id && later.id <= liveId && later.state === "ready")
        .flatMap((later) => later.change.map(changeLabel)),
    ),
  ];
  return (
    <div className="space-y-5">
      <EditingIntro title={adminVersions.title} intro={adminVersions.intro} available={available} />
      {actionData?.done === "rolled-back" ? <Notice tone="success">{adminVersions.rolledBack}</Notice> : null}
      {actionData?.done === "failed" ? <Notice tone="danger">{adminVersions.rollbackFailed}</Notice> : null}
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
                <p className="mt-1 text-muted-foreground">
                  {adminVersions.published(formatReceived(version.createdAt), version.by)}
                  {version.change.length > 0 ? ` · ${adminVersions.changed(version.change.map(changeLabel))}` : null}
                </p>
              )}
              {version.reason ? (
                <details className="mt-2">
                  <summary className="min-h-11 cursor-pointer py-2 font-semibold">{adminVersions.reason}</summary>
                  <pre className="mt-2 overflow-x-auto rounded-xl bg-muted p-3 text-sm whitespace-pre-wrap">{version.reason}</pre>
                </details>
              ) : null}
              {version.state === "ready" && !version.live && !building ? (
                <Form method="post" className="mt-3 space-y-2">
                  {undoes.length > 0 ? <p id={`undoes-${version.id}`}>{adminVersions.undoes(undoes)}</p> : null}
                  <input type="hidden" name="version" value={version.id} />
                  <button
                    type="submit"
                    aria-describedby={undoes.length > 0 ? `undoes-${version.id}` : undefined}
                    className={buttonVariants({ variant: "outline" })}
                  >
                    <RotateCcw aria-hidden="true" />
                    {adminVersions.rollback}
                    <span className="sr-only"> – {name}</span>
                  </button>
                </Form>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
