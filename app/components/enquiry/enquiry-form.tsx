import { useEffect, useRef, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { enquiryStatus, failureStatus } from "~/content/enquiry";
import type { SendOutcome, TokenResult } from "~/enquiry/api";
import type * as Behaviour from "~/enquiry/behaviour";
import {
  emptyEnquiry,
  enquiryServices,
  type EnquiryField,
  type EnquiryService,
  type EnquiryValues,
  type FieldErrors,
} from "~/enquiry/fields";
import { notify } from "~/lib/toast";
import { useHydrated } from "~/lib/use-hydrated";
import {
  EnquiryFormView,
  EnquirySent,
  fieldId,
  HONEYPOT_FIELD,
  TOKEN_FIELD,
  type SentDetails,
} from "./enquiry-form-view";

/** How many times a send is repeated on its own (too fast, token expired) before giving up. */
const MAX_AUTOMATIC_RETRIES = 2;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The schema and the API calls, loaded once, on the first focus or submit (see ~/enquiry/behaviour). */
let behaviour: Promise<typeof Behaviour> | undefined;
const loadBehaviour = () => (behaviour ??= import("~/enquiry/behaviour"));

function parseService(value: string | null): EnquiryService | null {
  return enquiryServices.find((service) => service === value) ?? null;
}

/**
 * The quote request form on the contact page. Validates with the shared
 * schema before sending, shows a message next to each invalid field and moves
 * focus to the first one, sends once however often the button is pressed,
 * keeps everything typed when sending fails, and replaces itself with a
 * confirmation when the enquiry is stored.
 *
 * Without JavaScript the same markup posts to the server, which answers with
 * the page showing the result.
 */
export function EnquiryForm() {
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  // ?service=irrigation chooses the service until the visitor picks one;
  // read only after hydration, as the prerendered page had no query string.
  const requestedService = hydrated ? parseService(searchParams.get("service")) : null;

  const [typed, setTyped] = useState<EnquiryValues>(emptyEnquiry);
  const [serviceChosen, setServiceChosen] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string>();
  const [sent, setSent] = useState<SentDetails | null>(null);
  const [pending, setPending] = useState(false);
  /** Set at once on submit (state updates later): a second press while sending does nothing. */
  const sending = useRef(false);

  const values: EnquiryValues = serviceChosen ? typed : { ...typed, service: requestedService ?? typed.service };

  const formRef = useRef<HTMLFormElement>(null);
  const sentHeadingRef = useRef<HTMLHeadingElement>(null);
  const token = useRef<Promise<TokenResult> | null>(null);

  /** The form's signed token: the one the server put in the page, or a new one. */
  function ensureToken(): Promise<TokenResult> {
    const inPage = formRef.current?.elements.namedItem(TOKEN_FIELD);
    if (!token.current && inPage instanceof HTMLInputElement && inPage.value) {
      token.current = Promise.resolve({ token: inPage.value });
    }
    token.current ??= loadBehaviour()
      .then(({ fetchToken }) => fetchToken())
      .catch((): TokenResult => ({ error: "network" }))
      .then((result) => {
        if ("error" in result) token.current = null; // try again at the next attempt
        return result;
      });
    return token.current;
  }

  function forgetToken() {
    token.current = null;
    const inPage = formRef.current?.elements.namedItem(TOKEN_FIELD);
    if (inPage instanceof HTMLInputElement) inPage.value = "";
  }

  function honeypot() {
    const trap = formRef.current?.elements.namedItem(HONEYPOT_FIELD);
    return trap instanceof HTMLInputElement ? trap.value : "";
  }

  /** Sends, repeating on its own when the server asks to wait or for a new token. */
  async function send(toSend: EnquiryValues): Promise<SendOutcome> {
    const { postEnquiry } = await loadBehaviour();
    let outcome: SendOutcome = { kind: "network" };
    for (let attempt = 0; attempt <= MAX_AUTOMATIC_RETRIES; attempt += 1) {
      const signed = await ensureToken();
      if ("error" in signed) return { kind: signed.error };
      outcome = await postEnquiry({ ...toSend, token: signed.token, website: honeypot() });
      if (outcome.kind === "too_fast") await sleep(outcome.waitMs + 250);
      else if (outcome.kind === "expired") forgetToken();
      else return outcome;
    }
    return outcome;
  }

  function focusField(field: EnquiryField | undefined) {
    if (!field) return;
    // The radio buttons have no id of their own: the first of them.
    const element = document.getElementById(fieldId(field)) ?? formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`);
    element?.focus();
  }

  function showErrors(fieldErrors: FieldErrors, first: EnquiryField | undefined) {
    setErrors(fieldErrors);
    setMessage(enquiryStatus.invalid);
    // After React has rendered the messages, so that they are read with the field.
    requestAnimationFrame(() => focusField(first));
  }

  async function submit() {
    let loaded;
    try {
      loaded = await loadBehaviour();
    } catch {
      // The script could not be downloaded: the connection is gone.
      setMessage(enquiryStatus.network);
      notify.error(enquiryStatus.network);
      return;
    }
    const result = loaded.validateEnquiry(values);
    if (!result.ok) {
      showErrors(result.errors, loaded.firstInvalidField(result.errors));
      return;
    }
    setErrors({});
    setMessage(undefined);
    setPending(true);
    const outcome = await send(values);
    setPending(false);
    if (outcome.kind === "sent") {
      const { enquiry } = result;
      forgetToken();
      setSent({ name: enquiry.name, reply: enquiry.reply, phone: enquiry.phone, email: enquiry.email });
      notify.success(enquiryStatus.sentToast);
    } else if (outcome.kind === "invalid") {
      showErrors(outcome.errors, loaded.firstInvalidField(outcome.errors));
      notify.error(enquiryStatus.invalid);
    } else {
      const text = enquiryStatus[failureStatus[outcome.kind]];
      setMessage(text);
      notify.error(text);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    void submit().finally(() => {
      sending.current = false;
    });
  }

  function handleChange(field: EnquiryField, value: string) {
    const next = { ...values, [field]: value };
    setTyped(next);
    if (field === "service") setServiceChosen(true);
    // Once a field has been marked, its message follows what is typed
    // (the schema is loaded by then: marking a field needs it).
    if (errors[field] || (field === "reply" && errors.email)) {
      void loadBehaviour().then(({ validateEnquiry }) => {
        const result = validateEnquiry(next);
        const now = result.ok ? {} : result.errors;
        setErrors((previous) => ({ ...previous, [field]: now[field], email: field === "reply" ? now.email : previous.email }));
      });
    }
  }

  function startAgain() {
    setTyped(emptyEnquiry);
    setServiceChosen(false);
    setSent(null);
    requestAnimationFrame(() => focusField("name"));
  }

  useEffect(() => {
    if (sent) sentHeadingRef.current?.focus();
  }, [sent]);

  if (sent) return <EnquirySent details={sent} headingRef={sentHeadingRef} onAgain={startAgain} />;

  return (
    <EnquiryFormView
      formRef={formRef}
      values={values}
      errors={errors}
      message={message}
      pending={pending}
      enhanced={hydrated}
      onChange={handleChange}
      onFocus={() => void ensureToken()}
      onSubmit={handleSubmit}
    />
  );
}

