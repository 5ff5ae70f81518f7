/**
 * The `broadcast-sends` job (DESIGN §4 "Broadcasts"), every minute: hands queued broadcast emails
 * to the mail server at `BROADCAST_SENDS_PER_MINUTE` in all, each seller's at most
 * `BROADCAST_DAILY_RECIPIENTS` claimed in 24 hours (the rest wait for a later run). Rows are
 * claimed under `FOR UPDATE SKIP LOCKED` and marked `sending` before the send, so two instances
 * never send one row, and a row is never sent again: a send that throws is `failed`, one lost to
 * a crash is `failed` after `STUCK_MS`. An address that left the seller's broadcasts after the
 * broadcast was created is `skipped`.
 */
import { type Db, tables } from "@lapak/db";
import { and, asc, eq, exists, gt, inArray, isNull, lt, notExists, sql } from "drizzle-orm";
import type { Config } from "../../env";
import type { Mailer, MailMessage } from "../../integrations/mail/mailer";
import { broadcastUnsubscribeUrl } from "./unsubscribe";

/** The job's name, scheduled every minute. */
export const BROADCAST_SENDS = "broadcast-sends";
/** The same run, queued once when a broadcast is created, so its first batch goes at once. */
export const BROADCAST_SENDS_NOW = "broadcast-sends-now";

const DAY_MS = 86_400_000;
/** A `sending` row older than this lost its send (the instance stopped): counted failed. */
const STUCK_MS = 10 * 60_000;

const r = tables.broadcastRecipients;
const b = tables.broadcasts;

/** Sends what is due at `now`; returns how many emails were sent and failed. */
export async function sendBroadcasts(
  { db, config, transport }: { db: Db; config: Pick<Config, "appUrl" | "appSecret" | "broadcasts">; transport: Mailer },
  now = new Date(),
): Promise<{ sent: number; failed: number }> {
  await db
    .update(r)
    .set({ status: "failed" })
    .where(and(eq(r.status, "sending"), lt(r.claimedAt, new Date(now.getTime() - STUCK_MS))));
  let budget = config.broadcasts.sendsPerMinute;
  let sent = 0;
  let failed = 0;
  const open = await db.select({ id: b.id }).from(b).where(isNull(b.finishedAt)).orderBy(asc(b.createdAt), asc(b.id));
  for (const { id } of open) {
    if (budget <= 0) break;
    const claimed = await claim(db, config, id, budget, now);
    budget -= claimed.rows.length;
    for (const row of claimed.rows) {
      const ok = await transport.send(broadcastEmail(claimed.broadcast, row, config)).then(
        () => true,
        () => false,
      );
      await db
        .update(r)
        .set(ok ? { status: "sent", sentAt: new Date() } : { status: "failed" })
        .where(and(eq(r.broadcastId, id), eq(r.email, row.email)));
      if (ok) sent++;
      else failed++;
    }
    await finishIfDone(db, id, now);
  }
  return { sent, failed };
}

interface Claimed {
  broadcast: { id: string; subject: string; body: string; storeName: string; username: string | null };
  rows: { email: string; name: string }[];
}

/** Claims up to `budget` queued rows of broadcast `id` within its seller's daily cap. */
async function claim(
  db: Db,
  config: Pick<Config, "broadcasts">,
  id: string,
  budget: number,
  now: Date,
): Promise<Claimed> {
  return db.transaction(async (tx) => {
    const [broadcast] = await tx
      .select({ id: b.id, sellerId: b.sellerId, subject: b.subject, body: b.body, createdAt: b.createdAt })
      .from(b)
      .where(eq(b.id, id))
      .for("update", { skipLocked: true });
    if (!broadcast) return { broadcast: { id, subject: "", body: "", storeName: "", username: null }, rows: [] };
    const [seller] = await tx
      .select({ name: tables.users.name, username: tables.users.username })
      .from(tables.users)
      .where(eq(tables.users.id, broadcast.sellerId));
    const u = tables.broadcastUnsubscribes;
    const left = exists(
      tx
        .select({ one: sql`1` })
        .from(u)
        .where(and(eq(u.sellerId, r.sellerId), eq(u.email, r.email), gt(u.unsubscribedAt, broadcast.createdAt))),
    );
    await tx
      .update(r)
      .set({ status: "skipped" })
      .where(and(eq(r.broadcastId, id), eq(r.status, "queued"), left));
    const [today] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(r)
      .where(and(eq(r.sellerId, broadcast.sellerId), gt(r.claimedAt, new Date(now.getTime() - DAY_MS))));
    const room = Math.min(budget, config.broadcasts.dailyRecipients - (today?.n ?? 0));
    if (room <= 0 || !seller) return { broadcast: { ...broadcast, storeName: "", username: null }, rows: [] };
    const due = await tx
      .select({ email: r.email, name: r.name })
      .from(r)
      .where(and(eq(r.broadcastId, id), eq(r.status, "queued")))
      .orderBy(asc(r.email))
      .limit(room)
      .for("update", { skipLocked: true });
    if (due.length > 0) {
      await tx
        .update(r)
        .set({ status: "sending", claimedAt: now })
        .where(
          and(
            eq(r.broadcastId, id),
            inArray(
              r.email,
              due.map((row) => row.email),
            ),
          ),
        );
    }
    return {
      broadcast: { ...broadcast, storeName: seller.name, username: seller.username },
      rows: due,
    };
  });
}

/** Marks broadcast `id` finished once none of its rows waits or is being sent. */
async function finishIfDone(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(b)
    .set({ finishedAt: now })
    .where(
      and(
        eq(b.id, id),
        isNull(b.finishedAt),
        notExists(
          db
            .select({ one: sql`1` })
            .from(r)
            .where(and(eq(r.broadcastId, id), inArray(r.status, ["queued", "sending"]))),
        ),
      ),
    );
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** The text part of a sanitised body: one paragraph per block, a link's address after its words. */
function textOf(html: string): string {
  return html
    .replace(/<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, "$2 ($1)")
    .replace(/<li\b[^>]*>/gi, "• ")
    .replace(/<\/(p|h[1-6]|li|blockquote|pre)>|<br\s*\/?>|<hr\s*\/?>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .join("\n\n");
}

/**
 * One broadcast email to `to`: the seller's body, a footer naming the store and why the address
 * gets it, a visible unsubscribe link, and `List-Unsubscribe` with `List-Unsubscribe-Post:
 * List-Unsubscribe=One-Click` (RFC 8058), which mail apps show as a button that POSTs to it.
 */
export function broadcastEmail(
  broadcast: Claimed["broadcast"],
  to: { email: string; name: string },
  config: Pick<Config, "appUrl" | "appSecret">,
): MailMessage {
  const url = broadcastUnsubscribeUrl(broadcast.id, to.email, config);
  const store = broadcast.username ? `${config.appUrl}/${broadcast.username}` : config.appUrl;
  const why = `Anda menerima email ini dari ${broadcast.storeName} karena setuju menerima kabar dan penawaran saat membeli atau mendaftar di tokonya (${store}).`;
  const leave = `Tidak ingin menerima email dari ${broadcast.storeName} lagi? Berhenti berlangganan dengan satu klik: ${url}`;
  const e = escapeHtml;
  return {
    kind: "broadcast",
    to: to.email,
    subject: broadcast.subject,
    text: `${textOf(broadcast.body)}\n\n—\n${why}\n${leave}\n`,
    html: `<!doctype html><html lang="id"><body style="font-family:Arial,sans-serif;color:#111827">
<p style="font-size:13px;color:#4b5563">Dari ${e(broadcast.storeName)}</p>
${broadcast.body}
<hr style="border:0;border-top:1px solid #e5e7eb;margin:24px 0">
<p style="font-size:12px;color:#4b5563">${e(why)}</p>
<p style="font-size:12px;color:#4b5563">Tidak ingin menerima email dari ${e(broadcast.storeName)} lagi? <a href="${e(url)}">Berhenti Berlangganan</a> dengan satu klik.</p>
</body></html>`,
    headers: {
      "List-Unsubscribe": `<${url}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
