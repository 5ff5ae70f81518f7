import { tables } from "@lapak/db";
import type { PaymentMethodCode, Transaction } from "@lapak/shared/schemas/transaction";
import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { AppError } from "../../lib/app-error";
import type { PaymentsDeps } from "../../lib/payments-deps";
import { findSession } from "../coaching/session";
import { effectiveStatus, getTransaction, loadTransaction } from "../orders/transaction-view";
import { carriedAttribution } from "../tracking/checkout-attribution";
import { createTransaction } from "./create-transaction";

/**
 * `POST /v1/transactions/{id}/change-method` (SPEC §4: the buyer changes the method without
 * starting over): a new payment attempt (a transaction is one attempt with one method, DESIGN §3)
 * for the same product and the same buyer — name, email and WhatsApp are copied on the server,
 * since the buyer's page only sees them masked, with their marketing consent and its time — paid
 * with `paymentMethod`.
 *
 * - Idempotent: the new attempt's `Idempotency-Key` is `switch-<id>-<method>`, so a double tap (or
 *   two tabs) answers the same new transaction and calls the gateway once.
 * - No confusing twins: once the new attempt exists, the old one, if still pending, is made due
 *   now (`expiresAt = now`, so it reads as expired, DESIGN §4) and points at the new one
 *   (`replaced_by`, so its page sends the buyer on); a payment that still reaches the old VA or QR
 *   is settled all the same (paid wins over expired).
 * - The old payment is then stopped at the gateway too (`cancelRetiredAttempt`, after the answer),
 *   so the buyer cannot pay both by mistake.
 * - The same method as a pending attempt answers that attempt unchanged.
 *
 * Throws 404 for an unknown id, 409 `conflict` when it is already paid or has nothing to pay (a
 * free order), and whatever `createTransaction` throws (422 for a method the price does not fit,
 * 502 when the gateway fails — the old attempt then stays as it was).
 */
export async function changePaymentMethod(
  deps: PaymentsDeps & { log: FastifyBaseLogger },
  { id, paymentMethod, viewerId }: { id: string; paymentMethod: PaymentMethodCode; viewerId?: string },
): Promise<{ transaction: Transaction; retired: string | null }> {
  const { row } = await loadTransaction(deps, id);
  const status = effectiveStatus(row);
  if (status === "paid") throw new AppError("conflict", "Pesanan ini sudah dibayar");
  if (row.method === null) throw new AppError("conflict", "Pesanan ini tidak memerlukan pembayaran");
  if (status === "pending" && row.method === paymentMethod) {
    return { transaction: await getTransaction(deps, { id, viewerId }), retired: null };
  }

  const carried = carriedAttribution(row);
  const slot = row.productSnapshot.type === "coaching" ? await findSession(deps.db, row.id) : undefined;
  const created = await createTransaction(deps, {
    client: carried.client,
    body: {
      productId: row.productId,
      name: row.buyerName,
      email: row.buyerEmail,
      ...(row.buyerPhone ? { phone: row.buyerPhone } : {}),
      paymentMethod,
      marketingConsent: row.marketingConsentAt !== null,
      whatsappConsent: row.whatsappConsentAt !== null,
      // The same order (DESIGN §4): the chosen amount, the bump and the code, whose use passes on.
      ...(row.items[0] && { amount: row.items[0].price }),
      ...(row.items.length > 1 && { bumpProductIds: row.items.slice(1).map((item) => item.productId) }),
      ...(row.discountCode && { discountCode: row.discountCode }),
      ...(carried.attribution && { attribution: carried.attribution }),
      // A 1:1 session: the same slot, which passes on (`replacing`, ADR 0047).
      ...(slot && { slotStartsAt: slot.startsAt.toISOString() }),
      // A membership: the same period (ADR 0049).
      ...(row.productSnapshot.membershipMonths && { periodMonths: row.productSnapshot.membershipMonths }),
    },
    consentAt: row.marketingConsentAt ?? undefined,
    // The same affiliate (ADR 0050), if still in the programme.
    referral: { affiliateId: row.affiliateId },
    replacing: row.id,
    idempotencyKey: `switch-${row.id}-${paymentMethod}`,
    viewerId,
  });
  if (created.id === row.id) return { transaction: created, retired: null };
  const t = tables.transactions;
  const retired = await deps.db
    .update(t)
    .set({ expiresAt: new Date(), replacedBy: created.id, updatedAt: new Date() })
    .where(and(eq(t.id, row.id), eq(t.status, "pending")))
    .returning({ id: t.id });
  return { transaction: created, retired: retired.length > 0 ? row.id : null };
}

/**
 * Stops the retired attempt `id` at its gateway (Midtrans expire, Xendit cancel; nothing for the
 * sandbox). Runs after the answer: a failure is logged and changes nothing here — the attempt
 * already reads as expired, and should the buyer still pay it, its notification settles it.
 */
export async function cancelRetiredAttempt(
  { db, gateway, log }: Pick<PaymentsDeps, "db" | "gateway"> & { log: FastifyBaseLogger },
  id: string,
): Promise<void> {
  const t = tables.transactions;
  const [row] = await db
    .select({ gateway: t.gateway, reference: t.gatewayReference, status: t.status })
    .from(t)
    .where(eq(t.id, id));
  if (row?.status !== "pending" || row.gateway !== gateway.name) return;
  const outcome = await gateway.cancelPayment(id, row.reference);
  log.info({ transactionId: id, outcome }, "retired payment attempt stopped at the gateway");
}
