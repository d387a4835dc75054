/**
 * What the owner's pages (app/routes/admin*.tsx) get from the Node server in
 * React Router's load context, bound to the request being answered
 * (server/admin/). Absent at build time and on a static host: /admin is never
 * prerendered. Decision 0028.
 */
import type { ContentOverlays } from "~/content/overlay";
import type { ChangeLine } from "./change-summary";
import type { EnquiryListRow } from "~/enquiry/contract";
import type { UploadedImage } from "~/lib/image-names";
import type { EnquiryStatus } from "./statuses";

export interface AdminUser {
  id: string;
  email: string;
  name: string;
}

export interface AdminSession {
  user: AdminUser;
  /** The session's own id (a hash of its token), to tell it apart in the list of sessions. */
  id: string;
}

/** An answer that signs a browser in or out: the cookie to set. */
export interface CookieResult {
  cookie: string;
}

export type SignInResult = ({ ok: true; user: AdminUser } & CookieResult) | { ok: false; reason: "invalid" | "limited" };

export interface InboxRow extends EnquiryListRow {
  status: EnquiryStatus;
  notes: string;
  /** The notification e-mail has not gone out for more than a day, though the server has mail settings. */
  stuck: boolean;
}

export interface InboxQuery {
  search?: string;
  status?: EnquiryStatus;
}

/** What the audit log records; each has its Bulgarian name in the content (`adminAccount.actions`). */
export const auditActions = [
  "sign-in",
  "sign-in-failed",
  "sign-out",
  "sign-out-everywhere",
  "link-requested",
  "passkey-added",
  "passkey-removed",
  "enquiry-updated",
  "notification-resent",
  "user-added",
  "upload",
  "publish",
  "published",
  "publish-failed",
  "rollback",
] as const;
export type AuditAction = (typeof auditActions)[number];
/** The address an action done on the server itself (`npm run admin`) is recorded with. */
export const SERVER_ADDRESS = "local";

export interface AuditEntry {
  at: string;
  action: string;
  detail: string;
  ip: string;
}

/** A published version of the site (decision 0029); 0 is the deployed build. */
export interface SiteVersionInfo {
  id: number;
  state: "building" | "ready" | "failed";
  createdAt: string;
  finishedAt: string | null;
  by: string;
  /** The content modules edited: "prices", "company". */
  change: string[];
  /** What it changed from the version it was made from, value by value („Косене на трева: 0,14 € → 0,15 €“). */
  changes: string[];
  /** Why the build failed (its last lines, in English, for whoever maintains the site). */
  reason: string | null;
  live: boolean;
}

/** A file sent with an /admin/gallery form, as received (server/admin/photos.ts): not yet judged. */
export interface ReceivedFile {
  /** The name the browser gave it (not trusted for anything). */
  name: string;
  size: number;
  /** Over the upload limit: cut off and removed. */
  tooLarge: boolean;
  /** The temporary file; null when nothing usable arrived. */
  path: string | null;
}

/**
 * Why an upload's form was not received whole (server/admin/photos.ts): its
 * body stopped moving, took longer than allowed, was cut off or could not be
 * read; or the server could not store its files.
 */
export type UploadFailure = "stalled" | "too-slow" | "cut-off" | "unreadable" | "unavailable";

/** Why an uploaded file is not taken as a photo. */
export type PhotoProblem = "too-large" | "not-image" | "heic" | "too-many-pixels" | "too-small" | "unavailable" | "not-stored";

/**
 * A save's publish: the version made, how it ended within the wait (`ready`:
 * live; `failed`, with the English `reason`; `building`: still rendering
 * when the wait was over) and what it changes, value by value.
 */
export type PublishAnswer =
  | { ok: true; version: number; state: "ready" | "failed" | "building"; reason: string | null; changes: ChangeLine[] }
  | { ok: false; reason: "busy" | "unavailable" | "unchanged" };

export interface AdminApi {
  /** The request's `Origin` is the site's own (a POST without it is refused with 403). */
  sameOrigin: boolean;
  /** The signed-in session, or null (none, expired, revoked, or the user disabled). */
  session(): Promise<AdminSession | null>;

  /**
   * Queues a one-time sign-in link for the address if it belongs to a user, and answers at once: the same
   * answer, at the same speed, whether or not it does, and whether or not the mail then goes out.
   */
  requestLink(email: string): Promise<"sent" | "limited" | "unavailable">;
  /** Uses a sign-in (or setup) link: a new session, the browser's old one revoked. */
  useLink(token: string): Promise<SignInResult>;
  passkeySignInOptions(): Promise<{ options: unknown } & CookieResult>;
  passkeySignIn(response: unknown): Promise<SignInResult>;
  passkeyRegistrationOptions(session: AdminSession): Promise<{ options: unknown } & CookieResult>;
  passkeyRegister(session: AdminSession, response: unknown, label: string): Promise<boolean>;
  signOut(session: AdminSession, everywhere: boolean): Promise<CookieResult>;

  account(session: AdminSession): Promise<{
    passkeys: { id: string; label: string; created_at: string; last_used_at: string | null }[];
    sessions: { id: string; created_at: string; expires_at: string; user_agent: string; current: boolean }[];
    audit: AuditEntry[];
  }>;
  /** False when the key is the user's last one, which is kept. */
  removePasskey(session: AdminSession, id: string): Promise<boolean>;

  /**
   * The server has mail settings (SMTP_HOST): the company is e-mailed each new
   * enquiry. Without them enquiries are only kept, and their notifications wait.
   */
  mailConfigured: boolean;
  inbox(query: InboxQuery): Promise<{ rows: InboxRow[]; newCount: number; stuck: InboxRow[]; retentionMonths: number }>;
  enquiry(id: string): Promise<InboxRow | null>;
  updateEnquiry(session: AdminSession, id: string, change: { status: EnquiryStatus; notes: string }): Promise<boolean>;
  resendNotification(session: AdminSession, id: string): Promise<boolean>;
  exportCsv(): Promise<string>;

  /** The owner's current edits (what the live version was built from); null without publishing (development, tests). */
  contentEdits(): Promise<ContentOverlays | null>;
  /**
   * Makes and publishes a new version with `change` over the current edits, and waits until it is
   * live or failed (at most PUBLISH_WAIT_MS: then it goes on in the background).
   */
  publish(session: AdminSession, change: ContentOverlays, photos?: readonly string[]): Promise<PublishAnswer>;
  /**
   * An uploaded file judged and, when it is a usable photo, kept (cleaned of
   * its metadata, upright) under a new name until it is published: `photos`
   * of `publish` names it. Decision 0030. Its sizes are made at once, into
   * DATA_DIR/photos/ (decision 0042): `image` is what its entry records of them;
   * when they cannot be made, nothing is kept ("not-stored").
   */
  keepPhoto(file: ReceivedFile): Promise<{ ok: true; name: string; image: UploadedImage } | { ok: false; problem: PhotoProblem }>;
  /** The sizes of `name`, a photo kept by `keepPhoto` (a form sent again with it); null if it is not one. */
  keptPhoto(name: string): Promise<UploadedImage | null>;
  /** Where the gallery's uploaded photos are (published and kept): for the content check of a form. */
  photoFolders(): string[];
  /** Every version, newest first, then the deployed build; whether one is being built. */
  versions(): Promise<{ versions: SiteVersionInfo[]; building: boolean; available: boolean }>;
  /** Serves version `id` again; false if it cannot be (not finished, or a build is running). */
  rollback(session: AdminSession, id: number): Promise<boolean>;
}

declare module "react-router" {
  interface AppLoadContext {
    /** The owner's sign-in and pages; absent without the Node server. */
    admin?: AdminApi;
    /** The files sent with this request's form (only /admin/gallery takes files, and only from a signed-in owner). */
    uploads?: Record<string, ReceivedFile>;
    /** The form was not received whole: none of its files is in `uploads`, and its text fields are those that arrived. */
    uploadFailed?: UploadFailure;
  }
}
