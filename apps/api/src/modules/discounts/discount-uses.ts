import { type Db, tables } from "@lapak/db";
import { DISCOUNT_MESSAGES } from "@lapak/shared/schemas/discount";
import { and, eq, gt, isNotNull, or, type SQL, sql } from "drizzle-orm";
import { fieldError } from "../../lib/app-error";

/**
 * The one refusal a buyer gets for a code that does not apply, whatever the reason (ADR 0025): 422
 * on `discountCode`, "Kode promo tidak berlaku".
 */
export const codeNotApplicable = () => fieldError("discountCode", DISCOUNT_MESSAGES.notApplicable);

/**
 * Who is about to take a use of a code (ADR 0025): the buyer's email and client IP — each holds at
 * most one use of a code at a time, so a newer checkout of theirs takes the hold over — and the
 * attempt a change of payment method replaces, whose use passes on. A quote knows only the IP.
 */
export interface UseTaker {
  email?: string;
  ip?: string;
  replacing?: string;
}

/**
 * Transactions that hold a use of a discount at `now` (ADR 0019, ADR 0025): paid ones, and pending
 * ones not yet past their expiry nor their hold (`discount_held_until`, at most
 * DISCOUNT_HOLD_MINUTES after the checkout). An expired, failed or lapsed attempt holds none, so its
 * use is given back by itself, with no give-back step to forget; a late "paid" takes it back.
 */
export function holdsUse(now: Date): SQL | undefined {
  const t = tables.transactions;
  return or(eq(t.status, "paid"), and(eq(t.status, "pending"), gt(t.expiresAt, now), gt(t.discountHeldUntil, now)));
}

/** Pending attempts whose hold `taker` gives up by taking a use: theirs by id, email or IP. */
function heldBy({ email, ip, replacing }: UseTaker): SQL | undefined {
  const t = tables.transactions;
  const mine = or(
    replacing ? eq(t.id, replacing) : undefined,
    email ? eq(t.buyerEmail, email) : undefined,
    ip ? sql`${t.checkoutClient}->>'ip' = ${ip}` : undefined,
  );
  return mine && and(eq(t.status, "pending"), isNotNull(t.discountHeldUntil), mine);
}

/**
 * How many uses of `discountId` are held at `now`, leaving out those `taker` would give up by
 * taking one (`takeDiscountUse` frees them first): what a quote or checkout can count on.
 */
export async function usesOf(db: Db, discountId: string, now: Date, taker: UseTaker = {}): Promise<number> {
  const t = tables.transactions;
  const theirs = heldBy(taker);
  const [row] = await db
    .select({ uses: sql<number>`count(*)::int`.mapWith(Number) })
    .from(t)
    .where(and(eq(t.discountId, discountId), holdsUse(now), theirs ? sql`not coalesce(${theirs}, false)` : undefined));
  return row?.uses ?? 0;
}

/**
 * Takes one use of discount `discountId` for `taker` inside the checkout's DB transaction `tx`
 * (DESIGN §4 "Pricing an order": 20 concurrent checkouts on a 5-use code → exactly 5 succeed): the
 * discount row is locked (`SELECT … FOR UPDATE`), so checkouts with one code queue here, and each
 * counts the uses committed before it (READ COMMITTED reads a fresh snapshot per statement). First
 * the holds of `taker` (its email, its IP, the attempt it replaces) are given up in the same `tx`
 * (`discount_held_until` = null, which no `now` of a request still waiting for the lock can read as
 * held): the use moves, and is never counted twice by a checkout in between; those attempts stay
 * payable, and count again if paid (ADR 0025). The caller inserts its transaction, held until
 * `discount_held_until`, in the same `tx`. A code without a limit counts nothing. Throws
 * `codeNotApplicable()` when the code was deactivated, deleted or ended meanwhile, or its uses are
 * all held.
 */
export async function takeDiscountUse(
  tx: Db,
  { discountId, now, taker }: { discountId: string; now: Date; taker: UseTaker },
): Promise<void> {
  const d = tables.discounts;
  const t = tables.transactions;
  const [discount] = await tx.select().from(d).where(eq(d.id, discountId)).for("update");
  if (!discount?.active || discount.deletedAt) throw codeNotApplicable();
  if (discount.endsAt && discount.endsAt.getTime() <= now.getTime()) throw codeNotApplicable();
  if (discount.maxRedemptions === null) return;
  const theirs = heldBy(taker);
  if (theirs) {
    await tx
      .update(t)
      .set({ discountHeldUntil: null })
      .where(and(eq(t.discountId, discountId), theirs));
  }
  const uses = await usesOf(tx, discountId, now);
  if (uses >= discount.maxRedemptions) throw codeNotApplicable();
}
