/** What became of a save in the owner's content forms: refused (the fields say why), publishing, or not now. */
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { adminEditing } from "~/content/admin";
import type { FormErrors } from "./form-values";
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

/**
 * What the answer to a save says. A refusal, or a save that could not be made
 * now, is marked `data-unsaved`: the form still holds what the owner typed,
 * not saved, and leaving the page asks first (app/admin/unsaved-changes.tsx).
 */
export function PublishResult({ result }: { result: { errors: FormErrors; done: string | null } | undefined }) {
  const notice = useRef<HTMLDivElement>(null);
  // A refusal that marks fields takes the owner to the first of them: on a long form it may be a
  // screen or two above the button, where the message alone would leave them searching.
  useEffect(() => {
    if (!result || Object.keys(result.errors).every((key) => key === "")) return;
    notice.current?.closest("form")?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [result]);
  if (!result) return null;
  if (result.done === "publishing" && Object.keys(result.errors).length === 0) return <PublishingNotice text={adminEditing.publishing} />;
  const refusal =
    Object.keys(result.errors).length > 0
      ? (result.errors[""] ?? adminEditing.invalid)
      : result.done === "busy"
        ? adminEditing.busy
        : result.done === "unavailable"
          ? adminEditing.unavailable
          : null;
  if (refusal === null) return null;
  return (
    <div data-unsaved="" ref={notice}>
      <Notice tone="danger">{refusal}</Notice>
    </div>
  );
}
