/**
 * A removal that asks first. The first press only opens `?remove=<id>` (a GET form), where the
 * entry's card asks „Да се махне ли …?“ with what the removal does, then offers „Да, махнете“ (the
 * POST) and „Отказ“; plain forms and a link, so it works before any script, like the rollback's
 * question on /admin/versions. A removal is live at once; Versions can bring it back.
 */
import Trash2 from "lucide-react/icons/trash";
import TriangleAlert from "lucide-react/icons/triangle-exclamation-point";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Form, Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { adminEditing } from "~/content/admin";
import { cn } from "~/lib/cn";
import { SubmitButton } from "./submit-button";

/**
 * A question asked in place, before something is done that cannot be taken back in one press (a
 * removal here, a rollback on /admin/versions): its words take focus on arrival, by the browser
 * from the HTML (autofocus) or by an effect on a client navigation, and the whole box comes into
 * view, its answers too (`children`: what it does, then the answers).
 */
export function Question({
  id,
  question,
  heading = false,
  className,
  children,
}: {
  id: string;
  question: string;
  /** The question as a heading (h3) of the card it is in, or a paragraph. */
  heading?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const words = useRef<HTMLHeadingElement & HTMLParagraphElement>(null);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // On a client navigation: React's autoFocus only moves focus to form controls.
    words.current?.focus({ preventScroll: true });
    // On a lower card a phone showed the question's first line and not its answers.
    box.current?.scrollIntoView({ block: "nearest" });
  }, []);
  const Words = heading ? "h3" : "p";
  return (
    <div ref={box} className={cn("scroll-mt-4 scroll-mb-4 space-y-3 rounded-2xl border border-danger p-4", className)}>
      <Words
        ref={words}
        id={id}
        tabIndex={-1}
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        className="flex items-start gap-2 text-lg font-bold wrap-anywhere outline-none"
      >
        <TriangleAlert aria-hidden="true" className="mt-1 size-5 shrink-0 text-danger" />
        {question}
      </Words>
      {children}
    </div>
  );
}

/** The navigation state of a question's „Отказ“: the id of the button that asked. */
interface CancelState {
  cancelledAt?: string;
}

/**
 * A question's „Отказ“: the page again without the question, in the asking page's place in the
 * history (Back does not ask again). Without scripts, the page loads anew at the button that asked
 * (`#buttonId`; a closed card opens to show it). With them, nothing moves, and the button takes
 * focus again (`useFocusOnCancel`).
 */
export function CancelLink({ buttonId, children }: { buttonId: string; children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <Link
      to={`${pathname}#${buttonId}`}
      replace
      onClick={(event) => {
        event.preventDefault();
        void navigate(pathname, { replace: true, preventScrollReset: true, state: { cancelledAt: buttonId } satisfies CancelState });
      }}
      className={buttonVariants({ variant: "outline" })}
    >
      {children}
    </Link>
  );
}

/** The ref of a button that asks a question: it takes focus when the question's „Отказ“ led back to it, not the page's top. */
export function useFocusOnCancel(buttonId: string) {
  const button = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const returned = (location.state as CancelState | null)?.cancelledAt === buttonId;
  useEffect(() => {
    if (returned) button.current?.focus({ preventScroll: true });
  }, [returned, location.key]);
  return button;
}

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
  const buttonId = `remove-${id}`;
  const button = useFocusOnCancel(buttonId);

  if (!asked)
    return (
      <Form method="get" preventScrollReset className={className}>
        {children}
        <input type="hidden" name="remove" value={id} />
        <button ref={button} id={buttonId} type="submit" className={buttonVariants({ variant: "outline" })} disabled={!available}>
          <Trash2 aria-hidden="true" />
          {label}
          <span className="sr-only"> – {name}</span>
        </button>
      </Form>
    );

  return (
    <div role="group" aria-labelledby={questionId} className={className}>
      <Question id={questionId} question={adminEditing.removeQuestion(name)}>
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
          <CancelLink buttonId={buttonId}>{adminEditing.removeNo}</CancelLink>
        </div>
      </Question>
    </div>
  );
}
