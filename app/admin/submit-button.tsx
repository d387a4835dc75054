/**
 * The submit button of an owner's form, which says when its form is being sent and answered (a
 * save is published before its answer comes: a second or two, an upload of a phone's photo over
 * mobile data longer). Until the answer, the button says so, a screen reader hears it, and a second
 * press (a double tap, Enter again) sends nothing: the first one's answer is the one the owner reads.
 * Without scripts the browser shows its own loading.
 */
import LoaderCircle from "lucide-react/icons/loader-circle";
import { useEffect, useRef, useState, type ComponentProps, type ReactNode } from "react";
import { useActionData, useNavigation } from "react-router";
import { cn } from "~/lib/cn";

/** A form's fields as one string, a file by its name and size. */
function signature(data: FormData): string {
  return JSON.stringify([...data].map(([name, value]) => [name, typeof value === "string" ? value : `${value.name}:${value.size}`]));
}

export function SubmitButton({
  pending: pendingText,
  className,
  children,
  ...props
}: Omit<ComponentProps<"button">, "type"> & { pending: string; children: ReactNode }) {
  const button = useRef<HTMLButtonElement>(null);
  const navigation = useNavigation();
  // What this form sent last: the router's submission under way is this form's when it sends the same.
  const [sent, setSent] = useState<string | null>(null);
  const pending = sent !== null && navigation.formData !== undefined && signature(navigation.formData) === sent;
  const pendingNow = useRef(false);
  // Sent and not answered yet: set in the submit itself, since the router's state reaches this
  // component a render or more later (its updates are transitions), after a quick second tap on a busy
  // phone. Cleared by the answer (the route action's new data), or when the submission ends without
  // one (another navigation interrupted it).
  const awaiting = useRef(false);
  useEffect(() => {
    if (pendingNow.current && !pending) awaiting.current = false;
    pendingNow.current = pending;
  }, [pending]);
  const answer = useActionData();
  useEffect(() => {
    awaiting.current = false;
  }, [answer]);

  useEffect(() => {
    const form = button.current?.form;
    if (!form) return;
    // Before the router's own listener (on the document): a press while its form is being sent stops here.
    const onSubmit = (event: SubmitEvent) => {
      if (pendingNow.current || awaiting.current) {
        event.preventDefault();
        event.stopPropagation();
        return;
      }
      awaiting.current = true;
      setSent(signature(new FormData(form, event.submitter)));
    };
    form.addEventListener("submit", onSubmit);
    return () => form.removeEventListener("submit", onSubmit);
  }, []);

  return (
    <>
      <button
        ref={button}
        type="submit"
        {...props}
        // Not `disabled`: the button keeps focus, and the owner's place in the form.
        aria-disabled={pending || undefined}
        className={cn(className, pending && "cursor-progress")}
      >
        {pending ? (
          <>
            <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" />
            {pendingText}
          </>
        ) : (
          children
        )}
      </button>
      {/* Said by a screen reader; not a status box of its own (a form's answer is that). */}
      <span aria-live="polite" className="sr-only">
        {pending ? pendingText : ""}
      </span>
    </>
  );
}
