/**
 * Email broadcasts (DESIGN §4 "Broadcasts"): `POST /v1/broadcasts` freezes the consenting audience
 * (`audience.ts`) as one `broadcast_recipients` row per address and leaves the sending to the
 * `broadcast-sends` job (`send-broadcasts.ts`); `GET /v1/broadcasts` reports each one's progress.
 */
import { type Db, newId, tables } from "@lapak/db";
import { BROADCAST_MESSAGES, type Broadcast, type BroadcastBody } from "@lapak/shared/schemas/broadcast";
import { and, count, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { Config } from "../../env";
import { AppError, fieldError } from "../../lib/app-error";
import { sanitizeRichText } from "../../lib/rich-text";
import { broadcastAudience } from "./audience";

const DAY_MS = 86_400_000;

/**
 * Creates `sellerId`'s broadcast of `body` to its audience at `now`, in one DB transaction under the
 * seller's row lock (two posts at once count both). Throws 422 when a product is not the seller's
 * or nobody in the audience agreed to emails; 429 after `BROADCASTS_PER_DAY` in 24 hours.
 */
export async function createBroadcast(
  db: Db,
  config: Pick<Config, "broadcasts">,
  { sellerId, body, now = new Date() }: { sellerId: string; body: BroadcastBody; now?: Date },
): Promise<Broadcast> {
  const { productIds, includeLeads } = body.audience;
  if (productIds) {
    const p = tables.products;
    const own = await db
      .select({ id: p.id })
      .from(p)
      .where(and(eq(p.sellerId, sellerId), inArray(p.id, productIds), isNull(p.deletedAt)));
    if (own.length !== new Set(productIds).size)
      throw fieldError("audience.productIds", BROADCAST_MESSAGES.unknownProduct);
  }
  const content = sanitizeRichText(body.body, "product");
  if (!content.replace(/<[^>]*>/g, "").trim()) throw fieldError("body", BROADCAST_MESSAGES.bodyRequired);
  const b = tables.broadcasts;
  const id = await db.transaction(async (tx) => {
    await tx.select({ id: tables.users.id }).from(tables.users).where(eq(tables.users.id, sellerId)).for("update");
    const [recent] = await tx
      .select({ n: count() })
      .from(b)
      .where(and(eq(b.sellerId, sellerId), gt(b.createdAt, new Date(now.getTime() - DAY_MS))));
    if (Number(recent?.n ?? 0) >= config.broadcasts.perDay)
      throw new AppError("rate_limited", BROADCAST_MESSAGES.tooMany(config.broadcasts.perDay), { retryAfter: 3600 });
    const audience = await broadcastAudience(tx, sellerId, { productIds, includeLeads });
    if (audience.length === 0) throw fieldError("audience", BROADCAST_MESSAGES.noRecipients);
    const broadcastId = newId();
    await tx.insert(b).values({
      id: broadcastId,
      sellerId,
      subject: body.subject,
      body: content,
      audience: { productIds, includeLeads },
      recipients: audience.length,
      createdAt: now,
    });
    // In chunks: one statement's parameters stay far below the drivers' limit.
    for (let i = 0; i < audience.length; i += 1000) {
      await tx
        .insert(tables.broadcastRecipients)
        .values(audience.slice(i, i + 1000).map((to) => ({ broadcastId, sellerId, email: to.email, name: to.name })));
    }
    return broadcastId;
  });
  const [view] = await listBroadcasts(db, { sellerId, ids: [id] });
  return view as Broadcast;
}

/** The seller's broadcasts, newest first (only `ids` when given), with their sending's counts. */
export async function listBroadcasts(
  db: Db,
  { sellerId, ids }: { sellerId: string; ids?: string[] },
): Promise<Broadcast[]> {
  const b = tables.broadcasts;
  const r = tables.broadcastRecipients;
  const u = tables.broadcastUnsubscribes;
  const rows = await db
    .select({
      id: b.id,
      subject: b.subject,
      audience: b.audience,
      recipients: b.recipients,
      createdAt: b.createdAt,
      finishedAt: b.finishedAt,
      queued:
        sql<number>`(select count(*) from ${r} where ${r.broadcastId} = ${b.id} and ${r.status} in ('queued', 'sending'))`.mapWith(
          Number,
        ),
      sent: sql<number>`(select count(*) from ${r} where ${r.broadcastId} = ${b.id} and ${r.status} = 'sent')`.mapWith(
        Number,
      ),
      failed:
        sql<number>`(select count(*) from ${r} where ${r.broadcastId} = ${b.id} and ${r.status} = 'failed')`.mapWith(
          Number,
        ),
      unsubscribed: sql<number>`(select count(*) from ${u} where ${u.broadcastId} = ${b.id})`.mapWith(Number),
    })
    .from(b)
    .where(and(eq(b.sellerId, sellerId), ids ? inArray(b.id, ids) : undefined))
    .orderBy(desc(b.createdAt), desc(b.id))
    .limit(100);
  return rows.map((row) => ({
    ...row,
    opened: null,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  }));
}
