/**
 * The owner's inbox over the enquiry store: every enquiry with its status and
 * notes (table `enquiry_notes`, deleted with the enquiry by the retention
 * sweep), new ones first, and the notifications that have not gone out for a
 * day: shown at the top of the inbox and, when ALERT_EMAIL is set, e-mailed
 * there once, so that a failing mail setup is never a silent forever-retry.
 */
import type { InboxQuery, InboxRow } from "~/admin/context";
import { isEnquiryStatus, type EnquiryStatus } from "~/admin/statuses";
import type { EnquiryListRow } from "~/enquiry/contract";
import type { Store } from "../enquiries/store";
import type { AdminDb } from "./database";

/** A notification still unsent this long after its enquiry arrived is shown at the top of the inbox. */
export const STUCK_AFTER_MS = 24 * 60 * 60 * 1000;

/** Case- and spelling-insensitive enough for names, towns and phone numbers typed on a phone. */
const fold = (text: string) => text.toLocaleLowerCase("bg").replace(/[\s+()-]/g, "");

export function matchesSearch(row: EnquiryListRow & { notes?: string }, search: string) {
  const needle = fold(search);
  if (!needle) return true;
  // Bulgarian phones are stored as +359…; the owner types them as 0888…
  const needles = /^0\d+$/.test(needle) ? [needle, `359${needle.slice(1)}`] : [needle];
  return [row.name, row.phone, row.email ?? "", row.town, row.message, row.notes ?? ""].some((value) =>
    needles.some((candidate) => fold(value).includes(candidate)),
  );
}

export function createInbox({
  db,
  store,
  kickOutbox,
  mailConfigured,
  now = () => new Date(),
}: {
  db: AdminDb;
  store: Pick<Store, "listEnquiries">;
  kickOutbox: () => void;
  /** Without mail settings no notification is tried: none is stuck, the inbox says so once instead. */
  mailConfigured: boolean;
  now?: () => Date;
}) {
  async function rows(): Promise<InboxRow[]> {
    const [enquiries, notes] = await Promise.all([
      store.listEnquiries(),
      db.selectFrom("enquiry_notes").select(["enquiry_id", "status", "notes"]).execute(),
    ]);
    const byId = new Map(notes.map((note) => [note.enquiry_id, note]));
    const stuckBefore = new Date(now().getTime() - STUCK_AFTER_MS).toISOString();
    return enquiries.map((row) => {
      const note = byId.get(row.id);
      return {
        ...row,
        status: isEnquiryStatus(note?.status) ? note.status : "new",
        notes: note?.notes ?? "",
        stuck: mailConfigured && !row.sent_at && row.created_at < stuckBefore,
      };
    });
  }

  return {
    rows,

    async list({ search = "", status }: InboxQuery) {
      const all = await rows();
      const shown = all.filter((row) => (!status || row.status === status) && matchesSearch(row, search));
      // New ones first, each group newest first (the store's order).
      shown.sort((a, b) => Number(b.status === "new") - Number(a.status === "new"));
      return { rows: shown, newCount: all.filter((row) => row.status === "new").length, stuck: all.filter((row) => row.stuck) };
    },

    async get(id: string) {
      return (await rows()).find((row) => row.id === id) ?? null;
    },

    async update(id: string, change: { status: EnquiryStatus; notes: string }, userId: string) {
      const exists = await db.selectFrom("enquiries").select("id").where("id", "=", id).executeTakeFirst();
      if (!exists) return false;
      const values = { status: change.status, notes: change.notes.slice(0, 5000), updated_at: now().toISOString(), updated_by: userId };
      await db
        .insertInto("enquiry_notes")
        .values({ enquiry_id: id, ...values })
        .onConflict((conflict) => conflict.column("enquiry_id").doUpdateSet(values))
        .execute();
      return true;
    },

    /** „Изпрати отново“: the notification is due now, and the outbox is woken. */
    async resend(id: string) {
      const result = await db
        .updateTable("outbox")
        .set({ next_attempt_at: now().toISOString() })
        .where("enquiry_id", "=", id)
        .where("sent_at", "is", null)
        .executeTakeFirst();
      kickOutbox();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Stuck notifications not yet reported to the alert address; marks them reported once `send` succeeds. */
    async alertStuck(send: (rows: InboxRow[]) => Promise<void>) {
      const stuck = (await rows()).filter((row) => row.stuck);
      if (stuck.length === 0) return 0;
      const reported = new Set((await db.selectFrom("admin_alerts").select("enquiry_id").execute()).map((row) => row.enquiry_id));
      const fresh = stuck.filter((row) => !reported.has(row.id));
      if (fresh.length === 0) return 0;
      await send(fresh);
      await db
        .insertInto("admin_alerts")
        .values(fresh.map((row) => ({ enquiry_id: row.id, sent_at: now().toISOString() })))
        .onConflict((conflict) => conflict.column("enquiry_id").doNothing())
        .execute();
      return fresh.length;
    },
  };
}

export type Inbox = ReturnType<typeof createInbox>;
