import CheckCircle2 from "lucide-react/icons/circle-check";
import LoaderCircle from "lucide-react/icons/loader-circle";
import Send from "lucide-react/icons/send";
import type { ChangeEvent, FormEvent, ReactNode, Ref } from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { enquiryForm, fieldMessages, serviceChoices } from "~/content/enquiry";
import { phoneAsWritten } from "~/enquiry/phone";
import { enquiryLimits, replyChannels, type EnquiryField, type EnquiryValues, type FieldErrors, type ReplyChannel } from "~/enquiry/fields";
import { HONEYPOT_FIELD, TOKEN_FIELD } from "~/enquiry/contract";
import type { EnquiryEstimate } from "~/enquiry/prefill";
import { EnquiryEstimateNote } from "./enquiry-estimate";
import { cn } from "~/lib/cn";
import { enquiryHref } from "~/lib/contact-links";
import { useCompany } from "~/lib/site-content";

/*
 * The form's markup, without behaviour: <EnquiryForm> gives it state and
 * handlers once the page has hydrated. Before that, and without JavaScript, it
 * is a plain form that posts to the contact page's action, which renders the
 * page again with the result. There is one form per page, so element ids are
 * fixed.
 */

export const FORM_ID = "enquiry-form";
export const fieldId = (field: EnquiryField) => `enquiry-${field}`;
const errorId = (field: EnquiryField) => `enquiry-${field}-error`;
const hintId = (field: EnquiryField) => `enquiry-${field}-hint`;

const required = new Set<EnquiryField>(["name", "phone", "service", "town", "message", "reply"]);

/** The schema's message for a required field left empty (app/content/enquiry.ts). */
function requiredMessage(field: EnquiryField) {
  const messages: Partial<Record<string, string>> | undefined = fieldMessages[field as keyof typeof fieldMessages];
  return messages?.required ?? "";
}

const inputClass =
  "mt-1.5 block min-h-12 w-full rounded-xl border border-input bg-surface px-3.5 py-2.5 text-base text-foreground shadow-xs placeholder:text-muted-foreground aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger";

export interface EnquiryFormViewProps {
  values: EnquiryValues;
  errors: FieldErrors;
  /** The signed form token; empty until one is fetched or the server puts one in. */
  token?: string;
  /** A message about the whole form (an error), shown above the button. */
  message?: string;
  pending?: boolean;
  formRef?: Ref<HTMLFormElement>;
  onChange?: (field: EnquiryField, value: string) => void;
  onBlur?: (field: EnquiryField) => void;
  onFocus?: () => void;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** The care plans to choose from (the contact page's loader gives them). */
  plans?: readonly { value: string; label: string }[];
  /** The price estimate the enquiry comes from, shown above the fields while its hidden field holds it. */
  estimate?: EnquiryEstimate | null;
}

function describedBy(field: EnquiryField, errors: FieldErrors, hasHint: boolean) {
  return [hasHint ? hintId(field) : null, errors[field] ? errorId(field) : null].filter(Boolean).join(" ") || undefined;
}

/**
 * A label, its hint, the control and its error message, in four rows of the
 * form's grid (a subgrid) from md up, so that two fields side by side have
 * their inputs on one line even when only one of them has a hint or an error.
 * On a phone, one column, the four simply stack: the same picture, and showing
 * a message lays out that field and moves the rest down, where a grid sizes
 * every row of the form again inside the press that shows the messages.
 */
function Field({
  field,
  errors,
  className,
  children,
}: {
  field: EnquiryField;
  errors: FieldErrors;
  className?: string;
  children: ReactNode;
}) {
  const hint = enquiryForm.hints[field as keyof typeof enquiryForm.hints];
  return (
    <div className={cn("md:row-span-4 md:grid md:grid-rows-subgrid", className)}>
      <label htmlFor={fieldId(field)} className="font-semibold">
        {enquiryForm.labels[field]}
        {required.has(field) && (
          <span aria-hidden="true" className="text-danger">
            {" "}
            *
          </span>
        )}
      </label>
      {hint ? (
        <p id={hintId(field)} className="mt-0.5 text-sm text-muted-foreground">
          {hint}
        </p>
      ) : (
        <span />
      )}
      {children}
      {errors[field] ? (
        <p id={errorId(field)} className="mt-1.5 text-sm font-semibold text-danger">
          {errors[field]}
        </p>
      ) : required.has(field) ? (
        // Hidden until the browser finds the field empty at a press on the button (app.css,
        // `.enquiry-form[data-checking]`), before the shared schema's answer replaces it.
        <p id={errorId(field)} className="field-error-pending mt-1.5 text-sm font-semibold text-danger">
          {requiredMessage(field)}
        </p>
      ) : (
        <span />
      )}
    </div>
  );
}

/**
 * The props every text control shares: name, id, validity, descriptions, and
 * either a controlled value (in the browser) or the value in the markup (the
 * server's render for a plain POST, which has no handlers).
 */
function controlProps(field: EnquiryField, props: Pick<EnquiryFormViewProps, "values" | "errors" | "onChange" | "onBlur">) {
  const base = {
    id: fieldId(field),
    name: field,
    required: required.has(field),
    "aria-invalid": props.errors[field] ? true : undefined,
    "aria-describedby": describedBy(field, props.errors, field in enquiryForm.hints),
    onBlur: props.onBlur && (() => props.onBlur?.(field)),
  };
  const { onChange } = props;
  if (!onChange) return { ...base, defaultValue: props.values[field] };
  return {
    ...base,
    value: props.values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => onChange(field, event.target.value),
  };
}

export function EnquiryFormView(props: EnquiryFormViewProps) {
  const { values, errors, token = "", message, pending = false } = props;
  const { formRef, onChange, onBlur, onFocus, onSubmit, plans = [], estimate } = props;
  const control = (field: EnquiryField) => controlProps(field, { values, errors, onChange, onBlur });
  const company = useCompany();

  return (
    <form
      id={FORM_ID}
      ref={formRef}
      // The contact page's action answers the form posted without JavaScript (or before hydration);
      // the fragment brings the answer's page back to this section, where its messages are.
      action={enquiryHref()}
      method="post"
      // The site checks the form and answers in its own words, beside each field: React once
      // hydrated, the contact page's action before that and without JavaScript. The browser's
      // own bubbles (in the browser's language, one field at a time) never show.
      noValidate
      onSubmit={onSubmit}
      onFocus={onFocus}
      aria-describedby="enquiry-required-note"
      // A grid from md up only (see Field). No row gap: the fields' rows are subgrids, and a gap
      // would also open around a field's empty hint or error row. Each part keeps its distance below instead.
      className="enquiry-form gap-x-5 *:mb-5 *:last:mb-0 md:grid md:grid-cols-2"
    >
      <p id="enquiry-required-note" className="text-sm text-muted-foreground md:col-span-2">
        {enquiryForm.requiredNote}
      </p>

      {estimate && values.estimate ? <EnquiryEstimateNote estimate={estimate} /> : null}

      <Field field="name" errors={errors}>
        <input type="text" autoComplete="name" maxLength={enquiryLimits.name.max} className={inputClass} {...control("name")} />
      </Field>

      <Field field="phone" errors={errors}>
        <input
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={enquiryLimits.phone.max}
          className={inputClass}
          {...control("phone")}
        />
      </Field>

      <Field field="service" errors={errors}>
        <select className={inputClass} {...control("service")}>
          <option value="">{enquiryForm.servicePlaceholder}</option>
          {serviceChoices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </Field>

      <Field field="town" errors={errors}>
        <input type="text" autoComplete="address-level2" maxLength={enquiryLimits.town.max} className={inputClass} {...control("town")} />
      </Field>

      {plans.length > 0 ? (
        <Field field="plan" errors={errors} className="md:col-span-2">
          <select className={cn(inputClass, "md:max-w-[calc(50%-0.625rem)]")} {...control("plan")}>
            <option value="">{enquiryForm.planPlaceholder}</option>
            {plans.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </Field>
      ) : null}

      <Field field="message" errors={errors} className="md:col-span-2">
        <textarea rows={5} maxLength={enquiryLimits.message.max} className={cn(inputClass, "min-h-32")} {...control("message")} />
      </Field>

      <fieldset className="md:col-span-2" aria-describedby={errors.reply ? errorId("reply") : undefined}>
        <legend className="font-semibold">
          {enquiryForm.labels.reply}
          <span aria-hidden="true" className="text-danger">
            {" "}
            *
          </span>
        </legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {replyChannels.map((channel) => (
            <label
              key={channel}
              className="flex min-h-12 cursor-pointer items-center gap-2.5 rounded-xl border border-input bg-surface px-4 has-checked:border-primary has-checked:bg-muted"
            >
              <input
                type="radio"
                name="reply"
                value={channel}
                className="size-5 accent-primary"
                {...(onChange
                  ? { checked: values.reply === channel, onChange: () => onChange("reply", channel) }
                  : { defaultChecked: values.reply === channel })}
              />
              {enquiryForm.replyLabels[channel]}
            </label>
          ))}
        </div>
        {errors.reply && (
          <p id={errorId("reply")} className="mt-1.5 text-sm font-semibold text-danger">
            {errors.reply}
          </p>
        )}
      </fieldset>

      <Field field="email" errors={errors}>
        <input type="email" autoComplete="email" maxLength={enquiryLimits.email.max} className={inputClass} {...control("email")} />
      </Field>

      {/* The spam trap: off-screen, out of the tab order and hidden from screen readers. */}
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <label htmlFor="enquiry-website">{enquiryForm.honeypotLabel}</label>
        <input id="enquiry-website" type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <input type="hidden" name={TOKEN_FIELD} defaultValue={token} />
      <input type="hidden" name="estimate" value={values.estimate} readOnly />

      <div className="space-y-4 md:col-span-2">
        {message && (
          <p role="alert" className="rounded-xl border border-danger px-4 py-3 font-semibold text-danger">
            {message}
          </p>
        )}
        <p className="max-w-3xl text-sm text-muted-foreground">
          {enquiryForm.privacy.text(company)}{" "}
          <Link to="/privacy" className="font-semibold text-primary underline underline-offset-4">
            {enquiryForm.privacy.link}
          </Link>
          .
        </p>
        <button
          type="submit"
          aria-disabled={pending || undefined}
          className={cn(buttonVariants({ size: "lg" }), "w-full sm:w-auto", pending && "cursor-progress opacity-80")}
        >
          {pending ? <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" /> : <Send aria-hidden="true" />}
          {pending ? enquiryForm.sending : enquiryForm.submit}
        </button>
      </div>
    </form>
  );
}

export interface SentDetails {
  name: string;
  reply: ReplyChannel;
  /** Stored form (+359…). */
  phone: string;
  /** As the visitor typed it: a number abroad is shown in their own groups. */
  phoneWritten: string;
  email: string | null;
}

/** Where the company will reply, e.g. „с обаждане на 0888 123 456“. */
export function replyPhrase({ reply, phone, phoneWritten, email }: SentDetails) {
  const where = reply === "email" && email ? email : phoneAsWritten(phone, phoneWritten);
  return `${enquiryForm.replyPhrases[reply]} ${where}`;
}

/** What replaces the form once the enquiry is stored. */
export function EnquirySent({
  details,
  headingRef,
  onAgain,
}: {
  details: SentDetails;
  headingRef?: Ref<HTMLHeadingElement>;
  onAgain?: () => void;
}) {
  return (
    <div className="rounded-2xl border border-primary bg-muted p-6">
      <h3 ref={headingRef} tabIndex={-1} className="flex items-center gap-3 text-xl font-bold">
        <CheckCircle2 aria-hidden="true" className="size-7 shrink-0 text-primary" />
        {enquiryForm.sent.heading}
      </h3>
      <p className="mt-3 text-lg">
        {enquiryForm.sent.text} {replyPhrase(details)}.
      </p>
      {onAgain ? (
        <button type="button" onClick={onAgain} className={cn(buttonVariants({ variant: "outline" }), "mt-5")}>
          {enquiryForm.sent.again}
        </button>
      ) : (
        <a href={`/contact#${enquiryForm.anchor}`} className={cn(buttonVariants({ variant: "outline" }), "mt-5")}>
          {enquiryForm.sent.again}
        </a>
      )}
    </div>
  );
}

/** The section around the form on the contact page. */
export function EnquirySection({ children }: { children: ReactNode }) {
  return (
    <section
      id={enquiryForm.anchor}
      aria-labelledby="enquiry-heading"
      className="relative scroll-mt-24 rounded-3xl border border-border bg-surface p-6 md:col-span-2 md:p-8 lg:col-span-3"
    >
      <h2 id="enquiry-heading" className="text-2xl font-bold">
        {enquiryForm.heading}
      </h2>
      <p className="mt-2 max-w-3xl text-lg text-muted-foreground">{enquiryForm.intro}</p>
      <div className="mt-6">{children}</div>
    </section>
  );
}
