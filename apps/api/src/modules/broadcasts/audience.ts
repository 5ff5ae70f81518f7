/**
 * Who a broadcast may reach (DESIGN §4 "Broadcasts"; §4 "Marketing consent"): each distinct email
 * with a paid order in the seller's store whose latest explicit choice is a tick of "Saya mau
 * menerima kabar dan penawaran dari {toko}" (`max(marketing_consent_at)` not null), and which has
 * not left the seller's broadcasts since that tick. Buyers of any product or of `productIds` (as
 * main product or order bump); collect-email sign-ups (leads) only with `includeLeads`.
 */
import { type Db, tables } from "@lapak/db";
import { and, eq, inArray, or, sql } from "drizzle-orm";

export interface BroadcastAudience {
  productIds: string[] | null;
  includeLeads: boolean;
}

/** The consenting addresses of `sellerId` for `audience`, with their latest name, by email. */
export async function broadcastAudience(
  db: Db,
  sellerId: string,
  audience: BroadcastAudience,
): Promise<{ email: string; name: string }[]> {
  const t = tables.transactions;
  const lead = sql`${t.productSnapshot} ->> 'type' = 'collect_email'`;
  const bought = audience.productIds
    ? or(
        inArray(t.productId, audience.productIds),
        ...audience.productIds.map((id) => sql`${t.items} @> ${JSON.stringify([{ productId: id }])}::jsonb`),
      )
    : sql`true`;
  const wanted = audience.includeLeads
    ? sql`((not ${lead}) and ${bought}) or ${lead}`
    : sql`(not ${lead}) and ${bought}`;
  const u = tables.broadcastUnsubscribes;
  const consentAt = sql`max(${t.marketingConsentAt})`;
  const rows = await db
    .select({
      email: t.buyerEmail,
      name: sql<string>`(array_agg(${t.buyerName} order by ${t.createdAt} desc))[1]`,
    })
    .from(t)
    .where(and(eq(t.sellerId, sellerId), eq(t.status, "paid")))
    .groupBy(t.buyerEmail)
    .having(
      and(
        sql`${consentAt} is not null`,
        sql`bool_or(${wanted})`,
        sql`not exists (select 1 from ${u} where ${u.sellerId} = ${sellerId} and ${u.email} = ${t.buyerEmail} and ${u.unsubscribedAt} >= ${consentAt})`,
      ),
    )
    .orderBy(t.buyerEmail);
  return rows;
}
