/** What became of a save in the owner's content forms: refused (the fields say why), publishing, or not now. */
import { Link } from "react-router";
import { adminCommon, adminEditing } from "~/content/admin";
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

export function PublishResult({ result }: { result: { errors: FormErrors; done: string | null } | undefined }) {
  if (!result) return null;
  if (Object.keys(result.errors).length > 0) return <Notice tone="danger">{result.errors[""] ?? adminEditing.invalid}</Notice>;
  if (result.done === "publishing")
    return (
      <Notice tone="success">
        {adminEditing.publishing}{" "}
        <Link to="/admin/versions" className="font-semibold underline underline-offset-4">
          {adminCommon.nav.versions}
        </Link>
      </Notice>
    );
  if (result.done === "busy") return <Notice tone="danger">{adminEditing.busy}</Notice>;
  if (result.done === "unavailable") return <Notice tone="danger">{adminEditing.unavailable}</Notice>;
  return null;
}
