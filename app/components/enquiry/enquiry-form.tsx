import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { enquiryStatus, statusMessage } from "~/content/enquiry";
import { SendError, fetchToken, postEnquiry, retrySend, retrySendDelay } from "~/enquiry/api";
import { HONEYPOT_FIELD, type EnquiryResult } from "~/enquiry/contract";
import type { EnquiryEstimate } from "~/enquiry/prefill";
import {
  emptyEnquiry,
  firstInvalidField,
  validateEnquiry,
  type EnquiryField,
  type EnquiryService,
  type EnquiryValues,
  type FieldErrors,
} from "~/enquiry/schema";
import { afterNextFrame, whenIdle } from "~/lib/idle";
import { EnquiryFormView, EnquirySent, fieldId, type SentDetails } from "./enquiry-form-view";
import { useCompany } from "~/lib/site-content";

/** What the contact page's action answered a form posted without JavaScript. */
export interface PostedEnquiry {
  values: EnquiryValues;
  result: EnquiryResult;
}

interface EnquiryFormProps {
  /** The signed form token the server put in the page; null on a prerendered page (one is fetched when needed). */
  token: string | null;
  /** The service a link asked for (`/contact?service=irrigation`). */
  service: EnquiryService | null;
  /** The answer to a form posted without JavaScript, shown again with what was typed. */
  posted?: PostedEnquiry;
  /** What a link filled in: a care plan, a price estimate's lines as the message, its town (app/enquiry/prefill.ts). */
  prefill?: Partial<EnquiryValues>;
  /** The care plans to choose from. */
  plans?: readonly { value: string; label: string }[];
  /** The price estimate the enquiry comes from, as the server worked it out. */
  estimate?: EnquiryEstimate | null;
}

/**
 * The quote request form on the contact page. Without JavaScript (and before
 * the page has hydrated) it is a plain form that posts to the contact page's
 * action. Once hydrated it validates with the shared schema before sending,
 * shows a message next to each invalid field and moves focus to the first,
 * sends once however often the button is pressed, through the data client
 * (retrying what may succeed later, safely: a form's enquiry is stored once),
 * keeps everything typed when sending fails, and replaces itself with a
 * confirmation when the enquiry is stored.
 */
export function EnquiryForm({ token: pageToken, service, posted, prefill, plans, estimate }: EnquiryFormProps) {
  const company = useCompany();
  const postedErrors = posted && !posted.result.ok && posted.result.code === "invalid" ? posted.result.errors : {};
  const [values, setValues] = useState<EnquiryValues>(() => posted?.values ?? { ...emptyEnquiry, ...prefill, service: service ?? "" });
  const [errors, setErrors] = useState<FieldErrors>(postedErrors);
  const [message, setMessage] = useState<string | undefined>(
    posted && !posted.result.ok ? statusMessage(posted.result.code, company) : undefined,
  );
  const [sent, setSent] = useState<SentDetails | null>(null);

  const formRef = useRef<HTMLFormElement>(null);
  const sentHeadingRef = useRef<HTMLHeadingElement>(null);
  /** The token this form sends with: the page's, or one fetched; a new one after a sent enquiry or an expired one. */
  const token = useRef<Promise<string> | null>(pageToken ? Promise.resolve(pageToken) : null);
  const ensureToken = () =>
    (token.current ??= fetchToken().catch((error: unknown) => {
      token.current = null; // try again at the next attempt
      throw error;
    }));

  const mutation = useMutation({
    mutationFn: async (toSend: EnquiryValues) => {
      const signed = await ensureToken();
      const trap = formRef.current?.elements.namedItem(HONEYPOT_FIELD);
      try {
        return await postEnquiry({ ...toSend, token: signed, website: trap instanceof HTMLInputElement ? trap.value : "" });
      } catch (error) {
        if (error instanceof SendError && error.failure === "expired") token.current = null;
        throw error;
      }
    },
    retry: retrySend,
    retryDelay: retrySendDelay,
  });

  function focusField(field: EnquiryField | undefined) {
    if (!field) return;
    // The radio buttons have no id of their own: the first of them.
    const element = document.getElementById(fieldId(field)) ?? formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`);
    element?.focus();
  }

  function showErrors(fieldErrors: FieldErrors) {
    // The messages are in the page before focus moves, so that they are read with the field, and
    // the field is focused (and scrolled to) before the next frame: one frame shows both. After a
    // press they replace the browser's first answer (handleSubmit, ended by check) in that frame.
    flushSync(() => {
      setErrors(fieldErrors);
      setMessage(enquiryStatus.invalid);
    });
    focusField(firstInvalidField(fieldErrors));
  }

  /** A press whose check is still to come (it runs after the frame that answers the press). */
  const checking = useRef(false);

  /*
   * A press on the button is answered in two steps. At once, the browser's own check: each
   * required field it finds empty shows its message (app.css, `.enquiry-form[data-checking]`),
   * and the first of them takes focus, in the frame right after the press. Then, once that
   * frame is on screen, the shared schema checks the whole form, and its messages (the same
   * words for an empty field) take over, or the enquiry is sent. Checking and rendering the
   * form with React first would hold that frame back by tens of milliseconds on a slow phone.
   */
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending || checking.current) return;
    const form = event.currentTarget;
    const firstEmpty = form.querySelector<HTMLElement>("input:invalid, select:invalid, textarea:invalid");
    if (firstEmpty) {
      // Focus first, while the messages are still hidden: moving focus then scrolling to the field
      // restyles and lays out the page once, and the messages join that frame's own style and layout.
      firstEmpty.focus();
      form.dataset.checking = "";
    }
    checking.current = true;
    afterNextFrame(() => {
      checking.current = false;
      check(values);
    });
  }

  function check(toCheck: EnquiryValues) {
    // The browser's first answer ends here: the schema's messages, or none, take over in this same task.
    delete formRef.current?.dataset.checking;
    const checked = validateEnquiry(toCheck);
    if (!checked.ok) return showErrors(checked.errors);
    setErrors({});
    setMessage(undefined);
    const { name, reply, phone, email } = checked.enquiry;
    mutation.mutate(toCheck, {
      onSuccess: () => {
        token.current = null;
        setSent({ name, reply, phone, phoneWritten: toCheck.phone, email });
      },
      onError: (error) => {
        if (error instanceof SendError && error.failure === "invalid") showErrors(error.details.errors ?? {});
        else setMessage(statusMessage(error instanceof SendError ? error.failure : "network", company));
      },
    });
  }

  function handleChange(field: EnquiryField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once a field has been marked, its message follows what is typed.
    if (errors[field] || (field === "reply" && errors.email)) {
      const result = validateEnquiry(next);
      const now = result.ok ? {} : result.errors;
      setErrors((previous) => ({ ...previous, [field]: now[field], email: field === "reply" ? now.email : previous.email }));
    }
  }

  function startAgain() {
    mutation.reset();
    flushSync(() => {
      setValues({ ...emptyEnquiry });
      setSent(null);
    });
    focusField("name");
  }

  useEffect(() => {
    if (sent) sentHeadingRef.current?.focus();
  }, [sent]);

  if (sent) return <EnquirySent details={sent} headingRef={sentHeadingRef} onAgain={startAgain} />;

  // „Check the marked fields“ goes with the last of them, as it is mended.
  const marked = Object.values(errors).some(Boolean);

  return (
    <EnquiryFormView
      formRef={formRef}
      values={values}
      errors={errors}
      message={message === enquiryStatus.invalid && !marked ? undefined : message}
      token={pageToken ?? ""}
      pending={mutation.isPending}
      onChange={handleChange}
      // Fetch a token while the visitor types, not when they press send.
      // After the focus event, not inside it: a press on the button focuses it first, and its
      // click (the form's check and messages) would wait for the request to be set up.
      onFocus={() => whenIdle(() => void ensureToken().catch(() => undefined))}
      onSubmit={handleSubmit}
      plans={plans}
      estimate={estimate}
    />
  );
}
