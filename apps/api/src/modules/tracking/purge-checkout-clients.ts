/**
 * Scheduled job `purge-checkout-clients` (hourly, ADR 0014, ADR 0022): the buyer's browser kept at
 * checkout (`transactions.checkout_client`: IP, User-Agent, Meta's `_fbp`) serves only the seller's
 * server-side Purchase event, and Meta accepts a server event at most 7 days after it happened
 * (Conversions API server event parameters, `event_time`:
 * developers.facebook.com/docs/marketing-api/conversions-api/parameters/server-event). UU PDP No.
 * 27/2022 asks that personal data be kept no longer than its purpose needs, so it is cleared then.
 */
import { type Db, tables } from "@lapak/db";
import { and, isNotNull, lt, sql } from "drizzle-orm";

/** Days a checkout's IP, User-Agent and `_fbp` are kept after the payment (or the checkout, if never paid). */
export const CHECKOUT_CLIENT_RETENTION_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Sets `checkout_client` to null on every transaction paid more than `CHECKOUT_CLIENT_RETENTION_DAYS`
 * before `now`, or created that long ago and never paid. Changes nothing else on the row (not
 * `updated_at`, which dates its last status change). Idempotent; returns how many rows it cleared.
 */
export async function purgeCheckoutClients(db: Db, now = new Date()): Promise<{ cleared: number }> {
  const cutoff = new Date(now.getTime() - CHECKOUT_CLIENT_RETENTION_DAYS * DAY_MS);
  const t = tables.transactions;
  const cleared = await db
    .update(t)
    .set({ checkoutClient: null })
    .where(
      and(
        isNotNull(t.checkoutClient),
        // A row is paid after it is created: this bound lets the partial index on created_at
        // (`transactions_checkout_client_idx`) find the candidates.
        lt(t.createdAt, cutoff),
        lt(sql`coalesce(${t.paidAt}, ${t.createdAt})`, cutoff),
      ),
    )
    .returning({ id: t.id });
  return { cleared: cleared.length };
}
