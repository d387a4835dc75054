/**
 * /admin/gallery: the owner uploads photos of finished jobs from the phone
 * (camera or library), with service, caption, alt text, date and an optional
 * "before" photo, and edits, reorders or removes the ones uploaded, choosing
 * the photo that leads each service's page; the repository's demo
 * illustrations are listed too, each to hide or show again, or all at once.
 * Each save is judged by the build's gallery schema and published as a new
 * version (decisions 0029, 0030, 0051). The files arrive through the server's
 * upload handling (server/react-router.ts, server/admin/photos.ts), in the
 * load context.
 */
import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import Check from "lucide-react/icons/check";
import Eye from "lucide-react/icons/eye";
import EyeOff from "lucide-react/icons/eye-off";
import ImageUp from "lucide-react/icons/image-up";
import Star from "lucide-react/icons/star";
import { useEffect, useState, type ChangeEvent } from "react";
import { Form, data } from "react-router";
import type { Route } from "./+types/admin.gallery";
import type { ReceivedFile } from "~/admin/context";
import { Field, FieldError, RequiredMark } from "~/admin/field";
import { fieldMessages } from "~/admin/field-messages";
import type { FormErrors, FormValues } from "~/admin/form-values";
import {
  demoPictures,
  entryFrom,
  galleryErrors,
  isDemoPicture,
  leadingPhotos,
  moved,
  nextGallery,
  notStored,
  photoMessage,
  type KeptPhoto,
  readEntryFields,
  serviceOptions,
  uploadFailure,
  uploadedEntries,
} from "~/admin/gallery-form.server";
import { adminHeaders, requireAdmin } from "~/admin/guard.server";
import { adminMeta } from "~/admin/meta";
import {
  EditingIntro,
  PublishResult,
  PublishingNotice,
  publishOutcome,
  wasSaved,
  type PublishDone,
  type PublishedChange,
} from "~/admin/publish-result";
import { cardClass, inputClass, labelClass } from "~/admin/ui";
import { buttonVariants } from "~/components/ui/button";
import { adminEditing, adminGallery, adminGalleryManage } from "~/content/admin";
import type { GalleryOverlay, UploadedEntry } from "~/content/overlay";
import { editIssues } from "~/content/overlays.server";
import { builtPhotos } from "~/lib/images";
import type { RouteHandle } from "~/lib/route-handle";
import { SubmitButton } from "~/admin/submit-button";
import { ConfirmRemove } from "~/admin/confirm-remove";

export const handle: RouteHandle = { bare: true };
export const meta: Route.MetaFunction = () => adminMeta(adminGallery.title);
export const headers: Route.HeadersFunction = () => adminHeaders;

const today = () => new Date().toISOString().slice(0, 10);

export async function loader(args: Route.LoaderArgs) {
  const { admin } = await requireAdmin(args);
  const edits = await admin.contentEdits();
  const leads = leadingPhotos(edits?.gallery);
  return {
    available: edits !== null,
    entries: uploadedEntries(edits?.gallery).map((entry) => ({ ...entry, lead: leads.has(entry.id) })),
    demo: demoPictures(edits?.gallery),
    services: serviceOptions(),
    today: today(),
  };
}

/** An uploaded photo's entry is named after its file: `upload-….jpg` → `upload-…`. */
const entryIdOf = (photo: string) => photo.replace(/\.jpg$/, "");

const intents = ["upload", "edit", "remove", "up", "down", "lead", "hide", "show", "hide-all", "show-all"] as const;
type Intent = (typeof intents)[number];

/** The form of a demo illustration's „hide“ or „show“. */
const demoFormId = (id: string) => `demo-${id}`;
/** The form that hides or shows them all. */
const DEMO_ALL = "demo";

/** Which form answered: "upload", the id of an uploaded entry, or a demo illustration's form, and what it asked for. */
type ActionResult = {
  form: string;
  intent: Intent;
  values: FormValues;
  errors: FormErrors;
  /** Photos already received and kept, so that a refused form need not send them again. */
  kept: { photo?: string; before?: string };
  done: PublishDone | null;
  live?: PublishedChange;
};

export async function action(args: Route.ActionArgs) {
  const { admin, session } = await requireAdmin(args);
  const form = await args.request.formData().catch(() => new FormData());
  const uploads: Record<string, ReceivedFile> = args.context.uploads ?? {};
  const asked = String(form.get("intent") ?? "");
  const intent = intents.find((known) => known === asked) ?? null;
  const edits = (await admin.contentEdits()) ?? {};
  const current: UploadedEntry[] = edits.gallery?.entries ?? [];
  const values = readEntryFields(form);
  const kept: ActionResult["kept"] = {};
  const answer = (formId: string, errors: FormErrors, done: ActionResult["done"], status: number, live?: PublishedChange) =>
    data({ form: formId, intent: intent ?? "edit", values, errors, kept, done, live } satisfies ActionResult, {
      status,
      headers: adminHeaders,
    });
  /** A photo received and kept by an earlier try of this form, which it sends back by name: its name and sizes. */
  const keptBefore = async (field: "photo" | "before"): Promise<KeptPhoto | undefined> => {
    const earlier = String(form.get(`kept.${field}`) ?? "");
    const image = earlier ? await admin.keptPhoto(earlier) : null;
    return image ? { file: earlier, image } : undefined;
  };
  const publish = async (formId: string, change: Partial<GalleryOverlay>, photos: string[] = []) => {
    const gallery = nextGallery(edits.gallery, change);
    // Made from what the page offers, so right by construction; the build's checks still have the last word.
    if (editIssues(edits, { gallery }, admin.photoFolders(), builtPhotos()).length > 0 && photos.length === 0)
      return answer(formId, { "": adminEditing.invalid }, null, 400);
    const { done, status, live } = publishOutcome(await admin.publish(session, { gallery }, photos));
    return answer(formId, {}, done, status, live);
  };

  // The form did not arrive whole (server/react-router.ts): none of its photos is here, nothing is kept of
  // them, and what was typed stays in the form. Only an upload is large enough to stop midway.
  const failed = args.context.uploadFailed;
  if (failed) {
    for (const field of ["photo", "before"] as const) {
      const earlier = await keptBefore(field);
      if (earlier) kept[field] = earlier.file;
    }
    const { message, status } = uploadFailure[failed];
    const errors: FormErrors = { "": message, photo: message };
    return data({ form: "upload", intent: "upload", values, errors, kept, done: null } satisfies ActionResult, {
      status,
      headers: adminHeaders,
    });
  }

  if (intent === "upload") {
    const errors: FormErrors = {};
    const photos: { photo?: KeptPhoto; before?: KeptPhoto } = {};
    // Each photo: the one sent now, else the one kept from the last try.
    for (const field of ["photo", "before"] as const) {
      const file = uploads[field];
      const result = file ? await admin.keepPhoto(file) : undefined;
      if (result && !result.ok) {
        if (result.problem === "unavailable") return answer("upload", {}, "unavailable", 503);
        if (result.problem === "not-stored") {
          // Nothing of it is kept; what was typed stays, and the photo is sent again.
          return answer("upload", { "": notStored.message, [field]: notStored.message }, null, notStored.status);
        }
        errors[field] = photoMessage[result.problem];
        continue;
      }
      const photo = result ? { file: result.name, image: result.image } : await keptBefore(field);
      if (photo) {
        photos[field] = photo;
        kept[field] = photo.file;
      }
    }
    if (!kept.photo && !errors.photo) errors.photo = adminGallery.errors.photo;
    if (!kept.before && !errors.before && values.beforeAlt) errors.before = adminGallery.errors.beforePhoto;
    // Unique, and the shape the gallery's ids take.
    const id = entryIdOf(kept.photo ?? "upload-0000000000000000.jpg");
    const unknown: KeptPhoto = { file: `${id}.jpg`, image: { width: 1, height: 1, color: "#000000", hash: "0000000000", widths: [1] } };
    const entry = entryFrom(values, id, photos.photo ?? unknown, photos.before ?? null);
    const entries = [entry, ...current];
    Object.assign(errors, { ...galleryErrors(edits, entries, id, admin.photoFolders()), ...errors });
    if (Object.keys(errors).length > 0) return answer("upload", errors, null, 400);
    return publish("upload", { entries }, [entry.file, ...(entry.before ? [entry.before.file] : [])]);
  }

  // The demo illustrations: one hidden or shown again, or all at once.
  const hidden = edits.gallery?.hidden ?? [];
  if (intent === "hide-all" || intent === "show-all")
    return publish(DEMO_ALL, { hidden: intent === "hide-all" ? demoPictures(undefined).map((picture) => picture.id) : [] });
  if (intent === "hide" || intent === "show") {
    const id = String(form.get("id") ?? "");
    if (!isDemoPicture(id)) throw data(null, { status: 400, headers: adminHeaders });
    const others = hidden.filter((other) => other !== id);
    return publish(demoFormId(id), { hidden: intent === "hide" ? [...others, id] : others });
  }

  const id = String(form.get("id") ?? "");
  const existing = current.find((entry) => entry.id === id);
  if (!existing || intent === null) throw data(null, { status: 400, headers: adminHeaders });
  if (intent === "remove") return publish(id, { entries: current.filter((entry) => entry !== existing) });
  if (intent === "up" || intent === "down") return publish(id, { entries: moved(current, id, intent) });
  if (intent === "lead") return publish(id, { lead: { ...edits.gallery?.lead, [existing.service]: id } });
  const edited = entryFrom(
    values,
    id,
    { file: existing.file, image: existing.image },
    existing.before ? { file: existing.before.file, image: existing.before.image } : null,
  );
  const entries = current.map((entry) => (entry === existing ? edited : entry));
  const errors = galleryErrors(edits, entries, id, admin.photoFolders());
  if (Object.keys(errors).length > 0) return answer(id, errors, null, 400);
  return publish(id, { entries });
}

function ServiceSelect({
  id,
  value,
  error,
  services,
}: {
  id: string;
  value: string;
  error?: string;
  services: { slug: string; title: string }[];
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {adminGallery.service}
        <RequiredMark text={adminEditing.required} />
      </label>
      <select
        id={id}
        name="service"
        defaultValue={value}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass}
      >
        {/* A new photo's service is the owner's choice, never the first in the list by default. */}
        {value ? null : <option value="">{adminGallery.serviceChoose}</option>}
        {services.map((service) => (
          <option key={service.slug} value={service.slug}>
            {service.title}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}

/**
 * The gallery's forms are checked by the browser before they are sent (a photo is not sent only to be
 * refused for an empty field); what it says about a field is the server's own message for it.
 */
const galleryFieldMessages = fieldMessages({
  photo: adminGallery.errors.photo,
  service: adminGallery.errors.service,
  caption: adminGallery.errors.caption,
  alt: adminGallery.errors.alt,
  date: adminGallery.errors.date,
  beforeAlt: adminGallery.errors.beforeAlt,
});

/**
 * The chosen photo, shown before it is sent (once React runs: the form works without it). Its
 * address is the browser's own for the file, let go when another is chosen or the form goes.
 */
function usePreview(onChosen?: (chosen: boolean) => void) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    setPreview(file ? URL.createObjectURL(file) : null);
    onChosen?.(Boolean(file));
  };
  // A file the browser cannot show (not a photo at all): no broken picture, only the server's word on it once sent.
  const onBroken = () => setPreview(null);
  return { preview, onChange, onBroken };
}

function PhotoInput({
  name,
  label,
  hint,
  keptNote,
  kept,
  error,
  required = false,
  onChosen,
}: {
  name: string;
  label: string;
  hint: string;
  keptNote: string;
  kept?: string;
  error?: string;
  /** A photo must be chosen (unless one was kept from the last try). */
  required?: boolean;
  /** Told whether a file is chosen, each time the choice changes. */
  onChosen?: (chosen: boolean) => void;
}) {
  const id = `field-${name}`;
  const described = [`${id}-hint`, error ? `${id}-error` : ""].filter(Boolean).join(" ");
  const { preview, onChange, onBroken } = usePreview(onChosen);
  const mustChoose = required && !kept;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <RequiredMark text={mustChoose ? adminEditing.required : undefined} />
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {kept ? keptNote : hint}
      </p>
      {kept ? <input type="hidden" name={`kept.${name}`} value={kept} /> : null}
      {/* JPEG and PNG only: an iPhone then sends its HEIC photos as JPEG (decision 0030). */}
      <input
        id={id}
        type="file"
        name={name}
        accept="image/jpeg,image/png"
        required={mustChoose}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className={`${inputClass} file:mr-3 file:rounded-lg file:border-0 file:bg-muted file:px-3 file:py-2 file:font-semibold file:text-foreground`}
      />
      {preview ? (
        <img
          src={preview}
          onError={onBroken}
          alt={`${adminGalleryManage.previewAlt}: ${label}`}
          className="mt-3 h-auto max-h-64 w-auto max-w-full rounded-xl"
        />
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** The text fields of an entry; `prefix` keeps ids unique on the page. */
function EntryFields({
  prefix,
  values,
  errors,
  services,
  withBefore,
}: {
  prefix: string;
  values: FormValues;
  errors: FormErrors;
  services: { slug: string; title: string }[];
  withBefore: boolean;
}) {
  const field = (name: string) => ({ name, defaultValue: values[name] ?? "", error: errors[name] });
  return (
    <>
      <ServiceSelect id={`${prefix}-service`} value={values.service ?? ""} error={errors.service} services={services} />
      <Field
        {...field("caption")}
        id={`${prefix}-caption`}
        label={adminGallery.caption}
        autoComplete="off"
        multiline="wrapped"
        required
        requiredMark={adminEditing.required}
      />
      <Field
        {...field("alt")}
        id={`${prefix}-alt`}
        label={adminGallery.alt}
        hint={adminGallery.altHint}
        autoComplete="off"
        multiline="wrapped"
        required
        requiredMark={adminEditing.required}
      />
      <Field {...field("date")} id={`${prefix}-date`} label={adminGallery.date} type="date" required requiredMark={adminEditing.required} />
      {withBefore ? (
        <Field
          {...field("beforeAlt")}
          id={`${prefix}-before-alt`}
          label={adminGallery.beforeAlt}
          autoComplete="off"
          multiline="wrapped"
          required
          requiredMark={adminEditing.required}
        />
      ) : null}
    </>
  );
}

/** A photo being added or removed: its caption and the publishing notice, without forms until its version is built. */
function PublishingEntry({ headingId, caption, text }: { headingId: string; caption: string; text: string }) {
  return (
    <article aria-labelledby={headingId} className={cardClass}>
      <h3 id={headingId} className="text-xl font-bold wrap-anywhere">
        {caption}
      </h3>
      <div className="mt-3">
        <PublishingNotice text={text} />
      </div>
    </article>
  );
}

export default function AdminGallery({ loaderData, actionData }: Route.ComponentProps) {
  const { available, entries, services, demo } = loaderData;
  const serviceTitle = (slug: string) => services.find((service) => service.slug === slug)?.title ?? slug;
  const upload = actionData?.form === "upload" ? actionData : undefined;
  // After a photo is sent, the form starts again empty (keeping the service, for a series of the same job);
  // after a refusal it keeps what was typed and the photos already received.
  const sent = upload && wasSaved(upload.done) ? upload : undefined;
  // Removed just now and already gone from the list: what was published is said where it was.
  const removed =
    actionData?.intent === "remove" && wasSaved(actionData.done) && !entries.some((entry) => entry.id === actionData.form)
      ? actionData
      : undefined;
  const refused = sent ? undefined : upload;
  // A fresh form after a successful upload: its files and fields are not those of the last one.
  const formKey = sent ? (sent.kept.photo ?? "sent") : "form";
  // The form in which a "before" photo is chosen (none in a fresh form): its description is then needed.
  const [beforeChosenIn, setBeforeChosenIn] = useState<string | null>(null);
  const withBefore = beforeChosenIn === formKey || Boolean(refused?.kept.before);
  const uploadValues = refused?.values ?? { service: sent?.values.service ?? "", date: loaderData.today };
  // Sent just now and not yet in the published list: shown as being added, so that it does not look lost.
  const sentPhoto = sent?.kept.photo;
  const adding = sentPhoto && !entries.some((entry) => entry.id === entryIdOf(sentPhoto)) ? sent : undefined;
  return (
    <div className="space-y-6">
      <EditingIntro title={adminGallery.title} intro={adminGallery.intro} available={available} />

      <section aria-labelledby="gallery-upload" className={cardClass}>
        <h2 id="gallery-upload" className="text-2xl font-bold">
          {adminGallery.uploadHeading}
        </h2>
        <Form key={formKey} ref={galleryFieldMessages} method="post" encType="multipart/form-data" className="mt-3 space-y-5">
          <input type="hidden" name="intent" value="upload" />
          <PhotoInput
            name="photo"
            label={adminGallery.photo}
            hint={adminGallery.photoHint}
            keptNote={adminGallery.photoKept}
            kept={refused?.kept.photo}
            error={refused?.errors.photo}
            required
          />
          <EntryFields prefix="new" values={uploadValues} errors={refused?.errors ?? {}} services={services} withBefore={false} />
          <PhotoInput
            name="before"
            label={adminGallery.before}
            hint={adminGallery.beforeHint}
            keptNote={adminGallery.beforeKept}
            kept={refused?.kept.before}
            error={refused?.errors.before}
            onChosen={(chosen) => setBeforeChosenIn(chosen ? formKey : null)}
          />
          {/* Needed with a "before" photo: once React runs, the browser asks for it before the photos are sent. */}
          <Field
            name="beforeAlt"
            id="new-before-alt"
            label={adminGallery.beforeAlt}
            defaultValue={uploadValues.beforeAlt ?? ""}
            error={refused?.errors.beforeAlt}
            autoComplete="off"
            multiline="wrapped"
            required={withBefore}
            requiredMark={withBefore ? adminEditing.required : undefined}
          />
          <PublishResult result={upload} />
          <SubmitButton className={buttonVariants()} disabled={!available} pending={adminEditing.uploading}>
            <ImageUp aria-hidden="true" />
            {adminGallery.upload}
          </SubmitButton>
        </Form>
      </section>

      <section aria-labelledby="gallery-uploaded" className="space-y-4">
        <h2 id="gallery-uploaded" className="text-2xl font-bold">
          {adminGallery.listHeading}
        </h2>
        {adding ? <PublishingEntry headingId="entry-adding" caption={adding.values.caption ?? ""} text={adminGallery.adding} /> : null}
        {removed ? <PublishResult result={removed} /> : null}
        {entries.length === 0 && !adding ? <p>{adminGallery.empty}</p> : null}
        {entries.length > 1 ? <p className="text-muted-foreground">{adminGalleryManage.orderNote}</p> : null}
        {entries.map((entry, index) => {
          const own = actionData?.form === entry.id ? actionData : undefined;
          const headingId = `entry-${entry.id}`;
          // Removed just now: the photo stays in this list until the new version is built, without its forms.
          if (own?.intent === "remove" && own.done === "publishing")
            return <PublishingEntry key={entry.id} headingId={headingId} caption={entry.caption} text={adminGallery.removing} />;
          const ordered = own?.intent === "up" || own?.intent === "down" || own?.intent === "lead" ? own : undefined;
          return (
            <article key={entry.id} aria-labelledby={headingId} className={cardClass}>
              <div className="flex items-start gap-4">
                {entry.thumbnail ? (
                  <img
                    src={entry.thumbnail}
                    alt={entry.alt}
                    width={96}
                    className="size-24 shrink-0 rounded-xl object-cover"
                    loading="lazy"
                  />
                ) : null}
                <div className="min-w-0">
                  <h3 id={headingId} className="text-xl font-bold wrap-anywhere">
                    {entry.caption}
                  </h3>
                  {entry.thumbnail ? null : <p className="mt-2 text-muted-foreground">{adminGallery.notPublished}</p>}
                  {entry.lead ? (
                    <p className="mt-2 flex items-center gap-1.5 text-sm font-semibold text-primary">
                      <Star aria-hidden="true" className="size-4 shrink-0" />
                      {adminGalleryManage.leadNow(serviceTitle(entry.values.service ?? ""))}
                    </p>
                  ) : null}
                </div>
              </div>
              {/* The place among the owner's photos, and the service page's lead: one press each, plain forms. */}
              <div className="mt-4 flex flex-wrap gap-2">
                {(["up", "down"] as const).map((direction) => {
                  const atEnd = direction === "up" ? index === 0 : index === entries.length - 1;
                  return atEnd ? null : (
                    <Form key={direction} method="post">
                      <input type="hidden" name="intent" value={direction} />
                      <input type="hidden" name="id" value={entry.id} />
                      <button type="submit" className={buttonVariants({ variant: "outline" })} disabled={!available}>
                        {direction === "up" ? <ArrowUp aria-hidden="true" /> : <ArrowDown aria-hidden="true" />}
                        {direction === "up" ? adminGalleryManage.moveUp : adminGalleryManage.moveDown}
                        <span className="sr-only"> – {entry.caption}</span>
                      </button>
                    </Form>
                  );
                })}
                {entry.lead ? null : (
                  <Form method="post">
                    <input type="hidden" name="intent" value="lead" />
                    <input type="hidden" name="id" value={entry.id} />
                    <button type="submit" className={buttonVariants({ variant: "outline" })} disabled={!available}>
                      <Star aria-hidden="true" />
                      {adminGalleryManage.makeLead}
                      <span className="sr-only"> – {entry.caption}</span>
                    </button>
                  </Form>
                )}
              </div>
              {ordered ? (
                <div className="mt-3">
                  <PublishResult result={ordered} />
                </div>
              ) : null}
              <Form ref={galleryFieldMessages} method="post" className="mt-3 space-y-5">
                <input type="hidden" name="intent" value="edit" />
                <input type="hidden" name="id" value={entry.id} />
                <EntryFields
                  prefix={entry.id}
                  values={own?.intent === "edit" ? own.values : entry.values}
                  errors={own?.intent === "edit" ? own.errors : {}}
                  services={services}
                  withBefore={entry.hasBefore}
                />
                <PublishResult result={own?.intent === "edit" ? own : undefined} />
                <SubmitButton className={buttonVariants()} disabled={!available} pending={adminEditing.saving}>
                  <Check aria-hidden="true" />
                  {adminEditing.save}
                  <span className="sr-only"> – {entry.caption}</span>
                </SubmitButton>
              </Form>
              <ConfirmRemove
                id={entry.id}
                name={entry.caption}
                label={adminGallery.remove}
                note={adminGallery.removeNote}
                hidden={{ intent: "remove", id: entry.id }}
                available={available}
                className="mt-4 space-y-3 border-t border-border pt-4"
              >
                {/* Not removed now (another version is being published, or saving is not possible here): why. */}
                {own?.intent === "remove" ? <PublishResult result={own} /> : null}
              </ConfirmRemove>
            </article>
          );
        })}
      </section>

      <DemoPictures demo={demo} ownPhotos={entries.length > 0} available={available} actionData={actionData} />
    </div>
  );
}

/**
 * The repository's demo illustrations: each with its small picture and „hide“ (or „show“ again),
 * and all of them at once. Two to a row on a phone.
 */
function DemoPictures({
  demo,
  ownPhotos,
  available,
  actionData,
}: {
  demo: { id: string; caption: string; alt: string; thumbnail: string | null; hidden: boolean }[];
  /** Whether the owner has uploaded photos: without any, the gallery says that photos are coming. */
  ownPhotos: boolean;
  available: boolean;
  actionData: ActionResult | undefined;
}) {
  const shown = demo.filter((picture) => !picture.hidden).length;
  const all = actionData?.form === DEMO_ALL ? actionData : undefined;
  const pictureAnswer = demo.some((picture) => actionData?.form === demoFormId(picture.id)) ? actionData : undefined;
  return (
    <section aria-labelledby="gallery-demo" className={cardClass}>
      <h2 id="gallery-demo" className="text-2xl font-bold">
        {adminGalleryManage.demoHeading}
      </h2>
      <p className="mt-2">{adminGalleryManage.demoIntro}</p>
      <p className="mt-2 font-semibold">{adminGalleryManage.demoCount(shown, demo.length)}</p>
      <Form method="post" className="mt-4 space-y-3">
        <input type="hidden" name="intent" value={shown > 0 ? "hide-all" : "show-all"} />
        {shown > 0 ? (
          <p className="text-sm text-muted-foreground">
            {ownPhotos ? adminGalleryManage.hideAllNote : adminGalleryManage.hideAllNoteEmpty}
          </p>
        ) : null}
        <PublishResult result={all} />
        <button type="submit" className={buttonVariants({ variant: "outline" })} disabled={!available}>
          {shown > 0 ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          {shown > 0 ? adminGalleryManage.hideAll : adminGalleryManage.showAll}
        </button>
      </Form>
      {shown > 0 && shown < demo.length ? (
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="show-all" />
          <button type="submit" className={buttonVariants({ variant: "outline" })} disabled={!available}>
            <Eye aria-hidden="true" />
            {adminGalleryManage.showAll}
          </button>
        </Form>
      ) : null}
      {/* A picture's answer over the whole card's width, above the pictures: in a half-width tile it was squeezed. */}
      {pictureAnswer ? (
        <div className="mt-5">
          <PublishResult result={pictureAnswer} />
        </div>
      ) : null}
      <ul className="mt-5 grid grid-cols-2 gap-x-3 gap-y-5 sm:grid-cols-3">
        {demo.map((picture) => (
          <li key={picture.id} className="flex flex-col">
            <div className="relative">
              {picture.thumbnail ? (
                <img
                  src={picture.thumbnail}
                  alt={picture.alt}
                  width={160}
                  className={`aspect-[4/3] w-full rounded-xl object-cover ${picture.hidden ? "opacity-40 grayscale" : ""}`}
                  loading="lazy"
                />
              ) : null}
              {picture.hidden ? (
                <span className="absolute top-2 left-2 rounded-full bg-black/75 px-2 py-0.5 text-sm font-semibold text-white">
                  {adminGalleryManage.hidden}
                </span>
              ) : null}
            </div>
            {/* The clamp on the text itself: stretched by the row, it would show the lines after its „…“. */}
            <div className="mt-1.5 flex-1">
              <p className="line-clamp-2 text-sm wrap-anywhere">{picture.caption}</p>
            </div>
            <Form method="post" className="mt-2">
              <input type="hidden" name="intent" value={picture.hidden ? "show" : "hide"} />
              <input type="hidden" name="id" value={picture.id} />
              <button type="submit" className={`${buttonVariants({ variant: "outline", size: "sm" })} w-full`} disabled={!available}>
                {picture.hidden ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />}
                {picture.hidden ? adminGalleryManage.show : adminGalleryManage.hide}
                <span className="sr-only"> – {picture.caption}</span>
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}
