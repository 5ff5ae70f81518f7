import { newId, tables } from "@lapak/db";
import { EVENT_SEAT_HOLD_MINUTES } from "@lapak/shared/schemas/event";
import type { CheckoutBody, Transaction } from "@lapak/shared/schemas/transaction";
import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { PaymentsDeps } from "../../lib/payments-deps";
import { isUniqueViolation } from "../../lib/postgres-errors";
import { referralFor } from "../affiliates/attribute-sale";
import { takeSlot } from "../coaching/coaching-slots";
import { takeDiscountUse } from "../discounts/discount-uses";
import { takeSeat } from "../events/event-seats";
import { creditSale } from "../ledger/ledger";
import { getTransaction, type TransactionRow, viewOf } from "../orders/transaction-view";
import { attributionOf, checkoutClientOf } from "../tracking/checkout-attribution";
import { checkoutOrder } from "./checkout-order";
import { checkoutRequestHash, gatewayFailed, replayCheckout } from "./idempotency";
import { newOrderCode, newTicketCode } from "./order-code";

const MINUTE_MS = 60_000;
/** Draws of an order code before giving up: a second collision in a row is already ~1 in 10^9 squared. */
const ORDER_CODE_ATTEMPTS = 5;

/**
 * `POST /v1/transactions` (DESIGN §3): one payment attempt for one product. Free and collect-email
 * products are paid at once (gateway `none`, no fee, no gateway call). A paid product's row is
 * committed as `pending` (expiring after PAYMENT_EXPIRY_MINUTES) before the gateway is asked for a
 * payment — never an HTTP call inside a DB transaction; the gateway's reference, instructions and
 * expiry are stored after. A gateway failure marks the row `failed` (unless a webhook already paid
 * it) and throws 502 `gateway_error`. With `idempotencyKey`, the same body replays the first
 * answer (no second row, no second gateway call, also under concurrency); another body → 422.
 * A discount code's use is taken in the same DB transaction as the insert, under the discount row's
 * lock (`takeDiscountUse`; `replacing` = the attempt a change of method replaces, whose use passes
 * on); a pending attempt holds it for DISCOUNT_HOLD_MINUTES at most (its expiry if sooner), one per
 * buyer email and per client IP, then only a payment keeps it (ADR 0019, ADR 0025).
 * Every row gets a unique order code (`LPK-7F3K2Q`, `newOrderCode`), drawn again on a collision.
 * An event's checkout takes a seat under the product row's lock (`takeSeat`: 422 "Tiket habis"),
 * expires after EVENT_SEAT_HOLD_MINUTES at most, and writes its ticket (`TKT-…`) in the same DB
 * transaction (ADR 0046). A 1:1 session's checkout likewise takes its slot under the lock of the
 * seller's coaching products (`takeSlot`: 422 "Jadwal ini sudah tidak tersedia") and books it in
 * the same DB transaction, expiring as an event's does (ADR 0047).
 * `body.marketingConsent` is stored as its time (`marketing_consent_at`, now, or `consentAt` when a
 * later attempt carries an earlier choice); null without it. `body.whatsappConsent` likewise as
 * `whatsapp_consent_at`, kept only when WhatsApp is on and a number was given (ADR 0021).
 * `body.attribution` (the landing's UTM values and click ids) and `client` (IP, User-Agent) are kept
 * for the seller's sources and conversion events (ADR 0022, `tracking/checkout-attribution.ts`).
 * `referral` (the `lapak_ref` cookie's code, else `body.referralCode`) names the affiliate who is
 * paid `commission` out of the seller's net, frozen here (`referralFor`, ADR 0050).
 * Throws 404/422 from `checkoutOrder`. Returns the transaction as `viewerId` may see it.
 */
export async function createTransaction(
  deps: PaymentsDeps & { log: FastifyBaseLogger },
  {
    body,
    idempotencyKey,
    viewerId,
    consentAt,
    replacing,
    client,
    referral,
  }: {
    body: CheckoutBody;
    /** The last affiliate click (`lapak_ref`'s code) or a replaced attempt's affiliate (ADR 0050). */
    referral?: { code?: string | null; affiliateId?: string | null };
    idempotencyKey?: string;
    viewerId?: string;
    consentAt?: Date;
    replacing?: string;
    client?: { ip?: string; userAgent?: string };
  },
): Promise<Transaction> {
  const { db, config, gateway, log } = deps;
  const hash = idempotencyKey ? checkoutRequestHash(body) : null;
  if (idempotencyKey && hash) {
    const replayed = await replayCheckout(deps, { key: idempotencyKey, hash, viewerId });
    if (replayed) return replayed;
  }
  const now = new Date();
  const taker = { email: body.email, ip: client?.ip, replacing };
  const order = await checkoutOrder(deps, body, now, taker);
  const id = newId();
  const free = order.method === null;
  const code = referral?.code ?? body.referralCode;
  const { affiliateId, commission } =
    code || referral?.affiliateId
      ? await referralFor(db, {
          code,
          affiliateId: referral?.affiliateId,
          sellerId: order.sellerId,
          product: order.programme,
          buyerEmail: body.email,
          amount: order.amount,
          fee: order.fees.fee,
        })
      : { affiliateId: null, commission: 0 };
  // An event's pending checkout holds its seat until its payment expires: EVENT_SEAT_HOLD_MINUTES at most.
  const expiryMinutes =
    order.seated || order.slotStartsAt
      ? Math.min(config.paymentExpiryMinutes, EVENT_SEAT_HOLD_MINUTES)
      : config.paymentExpiryMinutes;
  const expiresAt = free ? null : new Date(now.getTime() + expiryMinutes * MINUTE_MS);
  const row = {
    id,
    code: newOrderCode(),
    productId: order.productId,
    sellerId: order.sellerId,
    buyerName: body.name,
    buyerEmail: body.email,
    buyerPhone: order.phone,
    amount: order.amount,
    items: order.pricing.items,
    bumpFileIds: order.pricing.bumpFileIds,
    discount: order.pricing.discount,
    discountCode: order.pricing.appliedDiscount?.code ?? null,
    discountId: order.pricing.appliedDiscount?.id ?? null,
    fee: order.fees.fee,
    platformFee: order.fees.platformFee,
    methodFee: order.fees.methodFee,
    sellerNet: order.fees.sellerNet - commission,
    affiliateId,
    commission,
    method: order.method,
    gateway: free ? ("none" as const) : gateway.name,
    instructions: free ? { kind: "none" as const } : {},
    status: free ? ("paid" as const) : ("pending" as const),
    expiresAt,
    discountHeldUntil: order.pricing.appliedDiscount && expiresAt ? heldUntil(expiresAt, now, config) : null,
    paidAt: free ? now : null,
    productSnapshot: { ...order.snapshot },
    marketingConsentAt: body.marketingConsent ? (consentAt ?? now) : null,
    whatsappConsentAt: body.whatsappConsent && order.phone && config.whatsapp ? now : null,
    idempotencyKey: idempotencyKey ?? null,
    requestHash: hash,
    attribution: attributionOf(body.attribution, now.getTime()),
    checkoutClient: checkoutClientOf(client, body.attribution),
  };
  /** The row as the database holds it (`created_at` and the other defaults included): what the answer shows. */
  let stored: TransactionRow | undefined;
  for (let attempt = 1; ; attempt++) {
    try {
      if (row.discountId || free || order.seated || order.slotStartsAt || order.membershipMonths) {
        stored = await db.transaction(async (tx) => {
          if (order.seated) await takeSeat(tx, { productId: row.productId, now, replacing });
          const booked = order.slotStartsAt
            ? await takeSlot(tx, { productId: row.productId, slotStartsAt: order.slotStartsAt, now, except: replacing })
            : null;
          if (row.discountId) await takeDiscountUse(tx, { discountId: row.discountId, now, taker });
          const [inserted] = await tx.insert(tables.transactions).values(row).returning();
          if (order.seated) {
            await tx
              .insert(tables.eventTickets)
              .values({ transactionId: id, productId: row.productId, code: newTicketCode() });
          }
          if (booked) {
            await tx.insert(tables.coachingSessions).values({
              transactionId: id,
              productId: row.productId,
              sellerId: booked.sellerId,
              startsAt: new Date(booked.slot.start),
              endsAt: new Date(booked.slot.end),
            });
          }
          if (order.membershipMonths) {
            await tx.insert(tables.membershipPasses).values({
              transactionId: id,
              productId: row.productId,
              sellerId: row.sellerId,
              buyerEmail: row.buyerEmail,
              months: order.membershipMonths,
            });
          }
          if (free) {
            await creditSale(tx, { ...row, transactionId: id, paidAt: now, holdDays: config.holdDays });
          }
          return inserted;
        });
      } else {
        // One statement needs no BEGIN and COMMIT around it (two round trips fewer, ADR 0037).
        [stored] = await db.insert(tables.transactions).values(row).returning();
      }
      break;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // A concurrent request with the same key won the insert: answer what it answers.
      if (idempotencyKey && hash) {
        const replayed = await replayCheckout(deps, { key: idempotencyKey, hash, viewerId });
        if (replayed) return replayed;
      }
      // Otherwise the order code was taken (1 in 2^30 per existing row): draw another.
      if (attempt >= ORDER_CODE_ATTEMPTS) throw error;
      row.code = newOrderCode();
    }
  }
  if (!free && order.method) {
    const t = tables.transactions;
    try {
      const created = await gateway.createPayment({
        transactionId: id,
        amount: order.amount,
        method: order.method,
        expiresAt: row.expiresAt as Date,
        buyer: { name: body.name, email: body.email, phone: order.phone },
        itemName: order.snapshot.title,
        returnUrl: `${config.appUrl}/payment/${id}`,
      });
      [stored] = await db
        .update(t)
        .set({
          gatewayReference: created.reference,
          instructions: created.payment,
          expiresAt: created.expiresAt,
          updatedAt: new Date(),
        })
        .where(eq(t.id, id))
        .returning();
    } catch (error) {
      log.warn({ err: error, transactionId: id, gateway: gateway.name }, "payment gateway refused the charge");
      const failed = await db
        .update(t)
        .set({ status: "failed", updatedAt: new Date() })
        .where(and(eq(t.id, id), eq(t.status, "pending")))
        .returning({ id: t.id });
      // Already settled by a webhook that raced the answer: the buyer has paid; show it.
      if (failed.length > 0) throw gatewayFailed();
      stored = undefined;
    }
  }
  // The answer from the row just written, without reading it again; the seller buying from their own
  // store sees the seller's view (with the money), which `getTransaction` reads.
  if (!stored || viewerId === stored.sellerId) return getTransaction(deps, { id, viewerId });
  const coverMediaId = stored.productSnapshot.coverMediaId ?? null;
  return viewOf(deps, { row: stored, seller: order.seller, coverMediaId }, { whole: false, now });
}

/** When a new pending attempt's hold on its code ends: DISCOUNT_HOLD_MINUTES on, or at its expiry if sooner (ADR 0025). */
function heldUntil(expiresAt: Date, now: Date, config: PaymentsDeps["config"]): Date {
  return new Date(Math.min(expiresAt.getTime(), now.getTime() + config.discountHoldMinutes * MINUTE_MS));
}
