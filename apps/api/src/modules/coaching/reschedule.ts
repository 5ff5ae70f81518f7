/**
 * `POST /v1/transactions/{id}/reschedule` (DESIGN §3 "1:1 session", ADR 0047): the buyer, signed in
 * to their library, moves a booked session to another free slot while it is at least
 * `rescheduleHours` away. The new slot is taken under the same lock as a checkout's (`takeSlot`),
 * the order's own session left out, so it may move within its own time; the buyer and the seller
 * are each mailed the new time with a fresh `.ics` (same UID, so calendars replace the entry), in
 * the same DB transaction.
 */
import { type Db, tables } from "@lapak/db";
import { formatEventTimeWib } from "@lapak/shared/date";
import { COACHING_MESSAGES, type Session } from "@lapak/shared/schemas/coaching";
import { eq, sql } from "drizzle-orm";
import { simpleEmail } from "../../integrations/mail/simple-email";
import { fieldError } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";
import { queuedMailer } from "../../lib/jobs/send-email";
import { locationLine } from "../events/ticket";
import { takeSlot } from "./coaching-slots";
import { noSession, orderSession } from "./order-session";
import { rescheduleUntil, sessionEntry, sessionIcs, sessionOf } from "./session";

/**
 * Moves the session of order `transactionId`, bought by `email`, to the slot starting at
 * `slotStartsAt`. Throws 404 "Sesi tidak ditemukan" for another buyer's order, one that books no
 * session, is not paid or was refunded in full; 422 on `slotStartsAt` past the reschedule limit,
 * for a slot the hours never give, or one held or ruled out. The same start answers the session
 * unchanged. Returns the buyer's view of the session.
 */
export async function rescheduleSession(
  deps: Pick<Deps, "db" | "jobs" | "config">,
  {
    transactionId,
    email,
    slotStartsAt,
    now = new Date(),
  }: { transactionId: string; email: string; slotStartsAt: string; now?: Date },
): Promise<Session> {
  const { db } = deps;
  const { row, sellerName, session } = await orderSession(db, transactionId);
  if (row.buyerEmail !== email) throw noSession();
  if (now > rescheduleUntil(session.startsAt, session.coaching))
    throw fieldError("slotStartsAt", COACHING_MESSAGES.rescheduleClosed(session.coaching.rescheduleHours));
  if (Date.parse(slotStartsAt) !== session.startsAt.getTime()) {
    await db.transaction(async (tx) => {
      const { slot } = await takeSlot(tx, { productId: session.productId, slotStartsAt, now, except: transactionId });
      const s = tables.coachingSessions;
      await tx
        .update(s)
        .set({
          startsAt: new Date(slot.start),
          endsAt: new Date(slot.end),
          rescheduleCount: sql`${s.rescheduleCount} + 1`,
        })
        .where(eq(s.transactionId, transactionId));
      await mailReschedule(tx, deps, {
        transactionId,
        orderCode: row.code,
        title: session.title,
        buyer: { name: row.buyerName, email: row.buyerEmail },
        sellerId: row.sellerId,
        sellerName,
        entry: sessionEntry({ ...session, startsAt: new Date(slot.start), endsAt: new Date(slot.end) }),
      });
    });
  }
  const view = await sessionOf(db, transactionId);
  if (!view) throw noSession();
  return view;
}

/** "Jadwal sesi diubah" to the buyer (the order page) and the seller (Jadwal), each with the new `.ics`. */
async function mailReschedule(
  tx: Db,
  { jobs, config }: Pick<Deps, "jobs" | "config">,
  {
    transactionId,
    orderCode,
    title,
    buyer,
    sellerId,
    sellerName,
    entry,
  }: {
    transactionId: string;
    orderCode: string;
    title: string;
    buyer: { name: string; email: string };
    sellerId: string;
    sellerName: string;
    entry: ReturnType<typeof sessionEntry>;
  },
): Promise<void> {
  const [seller] = await tx
    .select({ email: tables.users.email })
    .from(tables.users)
    .where(eq(tables.users.id, sellerId));
  const host = new URL(config.appUrl).hostname;
  const when = formatEventTimeWib(entry.startsAt, entry.endsAt);
  const where = `${entry.location.kind === "online" ? "Tautan sesi" : "Tempat"}: ${locationLine(entry)}`;
  const ics = (withWhom: string) => ({
    filename: `Sesi-${orderCode}.ics`,
    contentType: "text/calendar; charset=utf-8; method=PUBLISH",
    content: sessionIcs({ transactionId, orderCode, title, withWhom, entry, host }),
  });
  const mailer = queuedMailer(jobs);
  await mailer.send(
    {
      ...simpleEmail({
        kind: "session-rescheduled",
        to: buyer.email,
        subject: `Jadwal sesi diubah: ${title}`,
        greeting: `Halo ${buyer.name},`,
        paragraphs: [
          `Jadwal sesi "${title}" bersama ${sellerName} sudah diubah.`,
          `Jadwal baru: ${when}`,
          where,
          `Kode pesanan: ${orderCode}`,
        ],
        action: { label: "Lihat pesanan", url: `${config.appUrl}/my-order/${transactionId}` },
      }),
      attachments: [ics(sellerName)],
    },
    { tx },
  );
  if (!seller) return;
  await mailer.send(
    {
      ...simpleEmail({
        kind: "session-rescheduled-seller",
        to: seller.email,
        subject: `${buyer.name} mengubah jadwal sesi: ${title}`,
        greeting: `Halo ${sellerName},`,
        paragraphs: [`${buyer.name} memindahkan sesi "${title}" (${orderCode}).`, `Jadwal baru: ${when}`, where],
        action: { label: "Buka Jadwal", url: `${config.appUrl}/dashboard/schedule` },
      }),
      attachments: [ics(buyer.name)],
    },
    { tx },
  );
}
