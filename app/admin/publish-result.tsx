/** What became of a save in the owner's content forms: refused (the fields say why), published, failed, still publishing, or not now. */
import ExternalLink from "lucide-react/icons/external-link";
import { type ReactNode, useEffect, useRef } from "react";
import { Link, useNavigation } from "react-router";
import { adminChanges, adminEditing, adminPublished } from "~/content/admin";
import type { PublishAnswer } from "./context";
import type { FormErrors, FormValues } from "./form-values";
import { Notice } from "./shell";

/** The head of each of the owner's content pages: its title, what it is for, and a warning when saving is not possible now. */
export function EditingIntro({ title, intro, available }: { title: string; intro: string; available: boolean }) {
  return (
    <>
      <div>
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="mt-2">{intro}</p>
      </div>
      {available ? null : <Notice tone="danger">{adminEditing.unavailable}</Notice>}
    </>
  );
}

/** A change taken: the new version is being published, with the way to follow it. */
export function PublishingNotice({ text }: { text: string }) {
  return (
    <Notice tone="success">
      {text}{" "}
      <Link to="/admin/versions" className="font-semibold underline underline-offset-4">
        {adminEditing.follow}
      </Link>
    </Notice>
  );
}

/** How a save ended: published, failed to publish, still publishing (the wait was over), or not made now. */
export type PublishDone = "published" | "failed" | "publishing" | "busy" | "unavailable" | "unchanged";

/** Whether a save was taken (published, failed to publish, or still publishing): the form's refusals are not shown then. */
export const wasSaved = (done: string | null | undefined) => done === "published" || done === "failed" || done === "publishing";

/**
 * What one of the content forms shows, and the key that makes its fields anew. Once a save is live (or
 * changed nothing): the content as the loader reads it back, so „3.10“ shows as „3,10“ and the trip's
 * zones in order. The fields are uncontrolled and would keep what was typed, so the form's key follows
 * what it shows. Otherwise what the action answered: for a refusal (or „not now“), what was sent, as
 * typed; for a save still publishing or failed, what the action says was saved.
 */
export function formShows(loaded: FormValues, answer: { values: FormValues; done: PublishDone | null } | undefined) {
  const live = !answer || answer.done === "published" || answer.done === "unchanged";
  const values = live ? loaded : answer.values;
  // Made anew after a save, never for a refusal: there the fields keep their focus and what was typed.
  return { values, key: JSON.stringify(live || wasSaved(answer.done) ? values : loaded) };
}

/** What a published save tells the owner: the public page that shows it, what it changed, or why it failed. */
export interface PublishedChange {
  page: string;
  changes: string[];
  /** Why the version could not be published, in English (for whoever maintains the site). */
  reason: string | null;
}

/** A form's answer from the publish's: its `done`, the HTTP status and what to tell the owner. */
export function publishOutcome(answer: PublishAnswer): { done: PublishDone; status: number; live?: PublishedChange } {
  if (!answer.ok) return { done: answer.reason, status: answer.reason === "unchanged" ? 200 : answer.reason === "busy" ? 409 : 503 };
  const live = { page: answer.changes[0]?.page ?? "/", changes: answer.changes.map((line) => line.text), reason: answer.reason };
  if (answer.state === "ready") return { done: "published", status: 200, live };
  if (answer.state === "failed") return { done: "failed", status: 500, live };
  return { done: "publishing", status: 202, live };
}

/** How many change lines a save's answer and a version's card show before „и още …“. */
export const SHOWN_CHANGES = 4;

/** A save that is live: „Публикувано.“, what changed, and the public page that shows it. */
function PublishedNotice({ live }: { live: PublishedChange }) {
  const shown = live.changes.slice(0, SHOWN_CHANGES);
  return (
    <Notice tone="success">
      <p className="font-semibold">{adminPublished.published}</p>
      {shown.length > 0 ? (
        <ul className="mt-1 space-y-1">
          {shown.map((line) => (
            <li key={line}>{line}</li>
          ))}
          {live.changes.length > shown.length ? <li>{adminChanges.more(live.changes.length - shown.length)}</li> : null}
        </ul>
      ) : null}
      {/* The public page is another site as far as the router goes: a document load, in a new tab the owner can close. */}
      <a
        href={live.page}
        target="_blank"
        rel="noreferrer"
        className="mt-2 inline-flex min-h-11 items-center gap-2 font-semibold underline underline-offset-4"
      >
        {adminPublished.see}
        <ExternalLink aria-hidden="true" className="size-4" />
      </a>
    </Notice>
  );
}

/** A save whose version could not be published: the site is unchanged; the English reason for whoever maintains it. */
function FailedNotice({ reason }: { reason: string | null }) {
  return (
    <Notice tone="danger">
      <p>{adminPublished.failed}</p>
      {reason ? (
        <details className="mt-2">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold">{adminPublished.technical}</summary>
          <pre lang="en" className="mt-2 rounded-xl bg-muted p-3 text-sm break-words whitespace-pre-wrap">
            {reason}
          </pre>
        </details>
      ) : null}
    </Notice>
  );
}

/**
 * What the answer to a save says. A refusal, or a save that could not be made
 * now, is marked `data-unsaved`: the form still holds what the owner typed,
 * not saved, and leaving the page asks first (app/admin/unsaved-changes.tsx).
 */
export function PublishResult({ result }: { result: { errors: FormErrors; done: string | null; live?: PublishedChange } | undefined }) {
  const notice = useRef<HTMLDivElement>(null);
  const sending = useNavigation().state === "submitting";
  useEffect(() => {
    // A refusal that marks fields takes the owner to the first of them: on a long form it may be a
    // screen or two above the button, where the message alone would leave them searching.
    if (!result || Object.keys(result.errors).every((key) => key === "")) return;
    notice.current?.closest("form")?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [result]);
  if (!result) return null;
  const saved = Object.keys(result.errors).length === 0;
  // A save taken: its answer may be far from the button (a list's answer heads the page).
  const taken = (content: ReactNode) => <FocusedAnswer to={result}>{content}</FocusedAnswer>;
  if (saved && result.done === "published" && result.live) return taken(<PublishedNotice live={result.live} />);
  if (saved && result.done === "failed") return taken(<FailedNotice reason={result.live?.reason ?? null} />);
  if (saved && result.done === "publishing")
    return taken(<PublishingNotice text={result.live ? adminPublished.slow : adminEditing.publishing} />);
  // Saved as it was: nothing to publish, and nothing left unsaved.
  if (saved && result.done === "unchanged") return taken(<Notice>{adminPublished.unchanged}</Notice>);
  const refusal = !saved
    ? (result.errors[""] ?? adminEditing.invalid)
    : result.done === "busy"
      ? adminEditing.busy
      : result.done === "unavailable"
        ? adminEditing.unavailable
        : null;
  // Sent again: the last refusal is no answer to this send, and goes while the button says it is under way.
  if (refusal === null || sending) return null;
  return (
    <div data-unsaved="" ref={notice}>
      <Notice tone="danger">{refusal}</Notice>
    </div>
  );
}

/**
 * An answer that comes into view with focus each time it is given (a new `to`), so that a screen
 * reader reads it: it may be far from the button pressed, at the top of a long list.
 */
export function FocusedAnswer({ to, children }: { to: unknown; children: ReactNode }) {
  const answer = useRef<HTMLDivElement>(null);
  useEffect(() => answer.current?.focus(), [to]);
  return (
    <div ref={answer} tabIndex={-1} className="scroll-mt-24 outline-none">
      {children}
    </div>
  );
}
