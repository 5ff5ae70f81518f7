/**
 * Which affiliate a checkout pays (DESIGN §4 "Affiliates", ADR 0050): the code of the last
 * affiliate click (`lapak_ref`), when it belongs to the product's seller, is not removed, and the
 * product is in the programme; never the seller, never the buyer's own address.
 */
import { type Db, tables } from "@lapak/db";
import { AFFILIATE_CODE_PATTERN } from "@lapak/shared/schemas/affiliate";
import { and, eq, isNull } from "drizzle-orm";

/** The affiliate and commission a sale records; `{ affiliateId: null, commission: 0 }` without one. */
export interface SaleReferral {
  affiliateId: string | null;
  /** Rupiah, ≤ `amount` − `fee` (the seller never pays more than the sale's net). */
  commission: number;
}

const NONE: SaleReferral = { affiliateId: null, commission: 0 };

/**
 * The referral of a checkout: `code` (from the cookie or the body) or `affiliateId` (a change of
 * method carries the first attempt's), for `product` of `sellerId`, bought by `buyerEmail` for
 * `amount` rupiah of which `fee` goes to fees. Commission = ⌊`commissionPercent` × `amount` / 100⌋
 * (what the buyer paid, after discounts), capped at `amount` − `fee`. One statement, only when a
 * code or id is given.
 */
export async function referralFor(
  db: Db,
  {
    code,
    affiliateId,
    sellerId,
    product,
    buyerEmail,
    amount,
    fee,
  }: {
    code?: string | null;
    affiliateId?: string | null;
    sellerId: string;
    product: { affiliateEnabled: boolean; affiliateCommissionPercent: number };
    buyerEmail: string;
    amount: number;
    fee: number;
  },
): Promise<SaleReferral> {
  if (!product.affiliateEnabled || amount <= 0) return NONE;
  const normalized = code?.trim().toUpperCase();
  const byCode = normalized && AFFILIATE_CODE_PATTERN.test(normalized) ? normalized : null;
  if (!byCode && !affiliateId) return NONE;
  const a = tables.affiliates;
  const u = tables.users;
  const [found] = await db
    .select({ id: a.id, userId: a.userId, email: u.email })
    .from(a)
    .innerJoin(u, eq(u.id, a.userId))
    .where(
      and(byCode ? eq(a.code, byCode) : eq(a.id, affiliateId as string), eq(a.sellerId, sellerId), isNull(a.removedAt)),
    )
    .limit(1);
  if (!found || found.userId === sellerId || found.email.toLowerCase() === buyerEmail.toLowerCase()) return NONE;
  const commission = Math.min(Math.floor((product.affiliateCommissionPercent * amount) / 100), amount - fee);
  return commission > 0 ? { affiliateId: found.id, commission } : NONE;
}
