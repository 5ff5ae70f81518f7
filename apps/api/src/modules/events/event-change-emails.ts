/**
 * "Jadwal/lokasi acara berubah" (DESIGN §4 "Event / Webinar"): when a seller moves an event or
 * changes its link or place, every ticket holder is emailed the new time and place, in the DB
 * transaction of the change.
 */
import { type Db, tables } from "@lapak/db";
import { formatEventTimeWib } from "@lapak/shared/date";
import type { StoredEvent } from "@lapak/shared/schemas/product";
import { and, eq, or, sql } from "drizzle-orm";
import type { MailMessage } from "../../integrations/mail/mailer";
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

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

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
    const lines = [
      `Halo ${holder.name},`,
      "",
      `Penyelenggara mengubah jadwal atau lokasi "${title}". Tiket Anda (${holder.code}) tetap berlaku.`,
      `Waktu: ${formatEventTimeWib(event.startsAt, event.endsAt)}`,
      `${event.location.kind === "online" ? "Tautan acara" : "Tempat"}: ${locationLine(event)}`,
      `Tiket dan file kalender terbaru: ${config.appUrl}/my-order/${holder.id}`,
      "",
      "Salam,",
      "Tim Lapak",
    ];
    const message: MailMessage = {
      to: holder.email,
      subject: `Perubahan acara: ${title}`,
      text: lines.join("\n"),
      html: `<!doctype html><html lang="id"><body style="font-family:Arial,sans-serif;color:#111827">\n${lines
        .filter((line) => line !== "")
        .map((line) => `<p>${escapeHtml(line)}</p>`)
        .join("\n")}\n</body></html>`,
      kind: "event-changed",
    };
    await mailer.send(message, { tx });
  }
  return holders.length;
}
