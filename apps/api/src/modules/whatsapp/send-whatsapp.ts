/**
 * The `send-whatsapp` job (ADR 0014, ADR 0021): one template message about one transaction — the
 * pending payment's reminder, the receipt or an event's or a 1:1 session's reminder 24 hours and 1
 * hour before (to a buyer who consented at checkout), or the
 * seller's new-sale alert (to a seller who opted in and verified their number). The message is built
 * when the job runs, from the transaction as it is then; counted against its number's limits and
 * recorded in `whatsapp_messages` before it is sent (`recipient-limits.ts`).
 */
import { tables } from "@lapak/db";
import { formatDateTimeWib, formatDateWib, formatEventTimeWib } from "@lapak/shared/date";
import { formatRupiah } from "@lapak/shared/money";
import type { WhatsappMessageKind } from "@lapak/shared/schemas/whatsapp";
import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { TemplateMessage, WhatsappProvider } from "../../integrations/whatsapp/whatsapp";
import { WhatsappError } from "../../integrations/whatsapp/whatsapp";
import type { Deps } from "../../lib/deps";
import { orderCodeOf } from "../checkout/order-code";
import { renewUrlOf } from "../memberships/member-library";
import { memberSpanOf } from "../memberships/standing-passes";
import { snapshotOf, type TransactionRow } from "../orders/transaction-view";
import { reserveMessage } from "./recipient-limits";
import { templateFirstName, templateTitle } from "./template-text";

export const SEND_WHATSAPP = "send-whatsapp";

/** The job's data: which message of which transaction. */
export interface SendWhatsappJob {
  transactionId: string;
  kind: WhatsappMessageKind;
}

type WhatsappDeps = Pick<Deps, "db" | "config"> & { whatsapp: WhatsappProvider | null; log: FastifyBaseLogger };

/**
 * Runs one `send-whatsapp` job. Sends nothing when WhatsApp is off, the message is already
 * recorded (a retried job), or it is no longer due: a reminder of a payment that is not pending any
 * more, a buyer message without consent or number, an alert the seller turned off or whose number
 * is not verified. A buyer's number past its limits (`recipient-limits.ts`) is recorded as
 * `skipped`, not sent and not retried. A refusal that another try would not change is recorded as
 * `failed`; anything else throws (the job is retried, and the message counts again then).
 */
export async function sendWhatsappMessage(deps: WhatsappDeps, { transactionId, kind }: SendWhatsappJob): Promise<void> {
  const { db, config, whatsapp, log } = deps;
  if (!whatsapp || !config.whatsapp) return;
  const w = tables.whatsappMessages;
  const [already] = await db
    .select({ id: w.id })
    .from(w)
    .where(and(eq(w.transactionId, transactionId), eq(w.kind, kind)));
  if (already) return;
  const t = tables.transactions;
  const [row] = await db.select().from(t).where(eq(t.id, transactionId));
  if (!row) return;
  const message = await messageOf(deps, row, kind);
  if (!message) return;
  const reservation = await reserveMessage(db, { kind, recipient: message.to, transactionId });
  if (reservation.outcome === "skipped") {
    log.info({ transactionId, kind }, "WhatsApp message held back: the number had its messages for now");
  }
  if (reservation.outcome !== "reserved") return;
  await deliverReserved(deps, reservation.id, message, { transactionId, kind });
}

/**
 * Sends `message`, whose place row `id` claimed, and records Meta's answer on that row: `accepted`
 * with its message id, or `failed` with Meta's error for a refusal. A failure another try may
 * change (timeout, 429, 5xx) deletes the row, so the place is free again, and is thrown.
 * @returns the recorded status
 */
export async function deliverReserved(
  { db, whatsapp, log }: Pick<WhatsappDeps, "db" | "whatsapp" | "log">,
  id: string,
  message: TemplateMessage,
  context: Record<string, unknown>,
): Promise<"accepted" | "failed"> {
  const w = tables.whatsappMessages;
  if (!whatsapp) throw new Error("WhatsApp is off");
  let outcome: { messageId: string | null; status: "accepted" | "failed"; error: string | null };
  try {
    const { messageId } = await whatsapp.sendTemplate(message);
    outcome = { messageId, status: "accepted", error: null };
  } catch (error) {
    if (!(error instanceof WhatsappError) || error.retryable) {
      await db.delete(w).where(and(eq(w.id, id), eq(w.status, "sending")));
      throw error;
    }
    log.warn({ ...context, err: error }, "WhatsApp refused the message");
    outcome = { messageId: null, status: "failed", error: error.message.slice(0, 300) };
  }
  await db
    .update(w)
    .set({ ...outcome, updatedAt: new Date() })
    .where(and(eq(w.id, id), eq(w.status, "sending")));
  return outcome.status;
}

/** The template message of `kind` for `row`, or null when it is not (or no longer) to be sent. */
async function messageOf(
  { db, config }: WhatsappDeps,
  row: TransactionRow,
  kind: WhatsappMessageKind,
): Promise<TemplateMessage | null> {
  const settings = config.whatsapp;
  if (!settings) return null;
  // Typed by the buyer or the seller: cut down before it fills a template (ADR 0021).
  const title = templateTitle(snapshotOf(row).title);
  const name = templateFirstName(row.buyerName);
  if (kind === "new_sale") {
    const u = tables.users;
    const [seller] = await db
      .select({ phone: u.phone, optedIn: u.newSaleWhatsapp, verifiedAt: u.phoneVerifiedAt })
      .from(u)
      .where(eq(u.id, row.sellerId));
    if (!seller?.optedIn || !seller.phone || !seller.verifiedAt || row.status !== "paid") return null;
    return {
      to: seller.phone,
      template: settings.templates.newSale,
      parameters: [title, formatRupiah(row.amount), name, `${config.appUrl}/dashboard/sales`],
    };
  }
  if (!row.whatsappConsentAt || !row.buyerPhone) return null;
  if (kind === "payment_reminder") {
    const expired = !row.expiresAt || row.expiresAt.getTime() <= Date.now();
    if (row.status !== "pending" || expired) return null;
    return {
      to: row.buyerPhone,
      template: settings.templates.paymentReminder,
      parameters: [
        name,
        title,
        formatRupiah(row.amount),
        formatDateTimeWib(row.expiresAt as Date),
        `${config.appUrl}/payment/${row.id}`,
      ],
    };
  }
  if (row.status !== "paid") return null;
  if (kind.startsWith("membership_reminder_")) {
    // The member's latest standing pass only: a renewal since, or a refund, moved the end.
    const span = await memberSpanOf(db, row.productId, row.buyerEmail);
    if (!span || span.transactionIds.at(-1) !== row.id) return null;
    return {
      to: row.buyerPhone,
      template: settings.templates.membershipReminder,
      parameters: [
        name,
        title,
        formatDateWib(span.expiresAt),
        renewUrlOf(config.appUrl, { id: row.productId }, span.lastMonths),
      ],
    };
  }
  if (kind === "schedule_reminder_day" || kind === "schedule_reminder_hour") {
    const when = await scheduleOf(db, row);
    // Refunded in full, or already begun: nothing left to remind of.
    const refunded = row.amount > 0 && row.refundedAmount >= row.amount;
    if (!when || refunded || when.startsAt.getTime() <= Date.now()) return null;
    return {
      to: row.buyerPhone,
      template: settings.templates.scheduleReminder,
      parameters: [name, title, formatEventTimeWib(when.startsAt, when.endsAt), `${config.appUrl}/my-order/${row.id}`],
    };
  }
  return {
    to: row.buyerPhone,
    template: settings.templates.receipt,
    parameters: [name, title, orderCodeOf(row), `${config.appUrl}/my-order/${row.id}`],
  };
}

/**
 * When order `row` meets: its booked 1:1 session, or its event's time as the product holds it now;
 * undefined for any other order.
 */
async function scheduleOf(
  db: WhatsappDeps["db"],
  row: TransactionRow,
): Promise<{ startsAt: Date; endsAt: Date } | undefined> {
  const s = tables.coachingSessions;
  const [session] = await db
    .select({ startsAt: s.startsAt, endsAt: s.endsAt })
    .from(s)
    .where(eq(s.transactionId, row.id));
  if (session) return session;
  const p = tables.products;
  const [product] = await db.select({ settings: p.settings }).from(p).where(eq(p.id, row.productId));
  const event = product?.settings.event;
  return event ? { startsAt: new Date(event.startsAt), endsAt: new Date(event.endsAt) } : undefined;
}
