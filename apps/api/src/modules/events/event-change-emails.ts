/**
 * "Jadwal/lokasi acara berubah" (DESIGN §4 "Event / Webinar"): when a seller moves an event or
 * changes its link or place, every ticket holder is emailed the new time and place, in the DB
 * transaction of the change.
 */
import { type Db, tables } from "@lapak/db";
import { formatEventTimeWib } from "@lapak/shared/date";
import type { StoredEvent } from "@lapak/shared/schemas/product";
import { and, eq, or, sql } from "drizzle-orm";
import { simpleEmail } from "../../integrations/mail/simple-email";
import type { Deps } from "../../lib/deps";
import { queuedMailer } from "../../lib/jobs/send-email";
import { locationLine } from "./ticket";

/** Whether a ticket holder must hear of the change from `before` to `after`: its time or place moved. */
export function eventMoved(before: StoredEvent | undefined, after: StoredEvent | undefined): boolean {
  if (!before || !after) return false;
  return (
    before.startsAt !== after.startsAt ||
    before.endsAt !== after.endsAt ||
    locationLine(before) !== locationLine(after) ||
    (before.location.kind === "venue" ? before.location.mapsUrl : undefined) !==
      (after.location.kind === "venue" ? after.location.mapsUrl : undefined)
  );
}

/**
 * Enqueues, inside `tx`, the change email to the holder of every ticket of `productId` whose order
 * is paid and not refunded in full. Returns how many it enqueued.
 */
export async function mailEventChange(
  tx: Db,
  { jobs, config }: Pick<Deps, "jobs" | "config">,
  { productId, title, event }: { productId: string; title: string; event: StoredEvent },
): Promise<number> {
  const k = tables.eventTickets;
  const t = tables.transactions;
  const holders = await tx
    .select({ id: t.id, name: t.buyerName, email: t.buyerEmail, code: k.code })
    .from(k)
    .innerJoin(t, eq(t.id, k.transactionId))
    .where(
      and(
        eq(k.productId, productId),
        eq(t.status, "paid"),
        or(eq(t.amount, 0), sql`${t.refundedAmount} < ${t.amount}`),
      ),
    );
  const mailer = queuedMailer(jobs);
  for (const holder of holders) {
    const message = simpleEmail({
      kind: "event-changed",
      to: holder.email,
      subject: `Perubahan acara: ${title}`,
      greeting: `Halo ${holder.name},`,
      paragraphs: [
        `Penyelenggara mengubah jadwal atau lokasi "${title}". Tiket Anda (${holder.code}) tetap berlaku.`,
        `Waktu: ${formatEventTimeWib(event.startsAt, event.endsAt)}`,
        `${event.location.kind === "online" ? "Tautan acara" : "Tempat"}: ${locationLine(event)}`,
      ],
      action: { label: "Tiket dan file kalender terbaru", url: `${config.appUrl}/my-order/${holder.id}` },
    });
    await mailer.send(message, { tx });
  }
  return holders.length;
}
