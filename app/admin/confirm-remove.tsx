/**
 * A removal that asks first. The first press only opens `?remove=<id>` (a GET form), where the
 * entry's card asks „Да се махне ли …?“ with what the removal does, then offers „Да, махнете“ (the
 * POST) and „Отказ“; plain forms and a link, so it works before any script, like the rollback's
 * question on /admin/versions. A removal is live at once; Versions can bring it back.
 */
import { Trash2, TriangleAlert } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Form, Link, useLocation, useSearchParams } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { adminEditing } from "~/content/admin";
import { SubmitButton } from "./submit-button";

/** Whether the page asks about removing entry `id`, and whether it was loaded asking (its card then stays open after „Отказ“). */
export function useRemoveAsked(id: string | undefined) {
  const [params] = useSearchParams();
  const asked = id !== undefined && params.get("remove") === id;
  const [loadedAsking] = useState(asked);
  return { asked, loadedAsking };
}

export function ConfirmRemove({
  id,
  name,
  label,
  note,
  hidden,
  available,
  className,
  children,
}: {
  /** The entry's id in `?remove=`. */
  id: string;
  /** The entry as the owner knows it, in the question and the buttons' names. */
  name: string;
  /** The first button's text. */
  label: string;
  /** What the removal does, said beside the question. */
  note: string;
  /** The removal's own fields (its intent and the entry). */
  hidden: Record<string, string>;
  available: boolean;
  className?: string;
  /** What became of a removal that was refused, shown above the first button. */
  children?: ReactNode;
}) {
  const { asked } = useRemoveAsked(id);
  const { pathname } = useLocation();
  const questionId = `remove-question-${id}`;
  const question = useRef<HTMLParagraphElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const wasAsked = useRef(asked);

  useEffect(() => {
    if (asked) {
      // On a client navigation: React's autoFocus only moves focus to form controls.
      question.current?.focus({ preventScroll: true });
      box.current?.scrollIntoView({ block: "nearest" });
    } else if (wasAsked.current) {
      // „Отказ“: back to the button that asked, not to the top of the page.
      button.current?.focus({ preventScroll: true });
    }
    wasAsked.current = asked;
  }, [asked]);

  if (!asked)
    return (
      <Form method="get" preventScrollReset className={className}>
        {children}
        <input type="hidden" name="remove" value={id} />
        <button ref={button} type="submit" className={buttonVariants({ variant: "outline" })} disabled={!available}>
          <Trash2 aria-hidden="true" />
          {label}
          <span className="sr-only"> – {name}</span>
        </button>
      </Form>
    );

  return (
    <div ref={box} role="group" aria-labelledby={questionId} className={className}>
      <div className="scroll-mt-4 scroll-mb-4 space-y-3 rounded-2xl border border-danger p-4">
        {/* Focus goes to the question on arrival: by the browser from the HTML (autofocus), or by the effect above. */}
        <p
          ref={question}
          id={questionId}
          tabIndex={-1}
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          className="flex items-start gap-2 text-lg font-bold wrap-anywhere outline-none"
        >
          <TriangleAlert aria-hidden="true" className="mt-1 size-5 shrink-0 text-danger" />
          {adminEditing.removeQuestion(name)}
        </p>
        <p>{note}</p>
        <div className="flex flex-wrap gap-3">
          {/* To the page itself, without ?remove: after the removal the page asks nothing. */}
          {/* Both replace the asking page in the history: Back does not ask again. */}
          <Form method="post" action={pathname} replace>
            {Object.entries(hidden).map(([key, value]) => (
              <input key={key} type="hidden" name={key} value={value} />
            ))}
            <SubmitButton className={buttonVariants({ variant: "danger" })} disabled={!available} pending={adminEditing.removing}>
              <Trash2 aria-hidden="true" />
              {adminEditing.removeYes}
              <span className="sr-only"> – {name}</span>
            </SubmitButton>
          </Form>
          <Link to={pathname} replace preventScrollReset className={buttonVariants({ variant: "outline" })}>
            {adminEditing.removeNo}
          </Link>
        </div>
      </div>
    </div>
  );
}
