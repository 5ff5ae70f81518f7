import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { feesFor } from "./fees";
import { type RefundSplit, splitRefund } from "./refund-split";
import { PAYMENT_METHOD_CODES } from "./schemas/transaction";

/** A paid sale as checkout prices it: any amount, any method, the platform's 5 %. */
const saleArbitrary = fc
  .record({ amount: fc.integer({ min: 1, max: 50_000_000 }), method: fc.constantFrom(...PAYMENT_METHOD_CODES) })
  .map(({ amount, method }) => {
    const fees = feesFor(amount, method, 5);
    return { amount, sellerNet: fees.sellerNet, platformFee: fees.platformFee, methodFee: fees.methodFee };
  });

/** Cuts `amount` into refunds: fractions of what is left, the last one taking the rest. */
function pieces(amount: number, fractions: number[]): number[] {
  const out: number[] = [];
  let left = amount;
  for (const fraction of fractions) {
    const piece = Math.max(1, Math.floor(left * fraction));
    if (piece >= left) break;
    out.push(piece);
    left -= piece;
  }
  return [...out, left];
}

describe("splitRefund (ADR 0020)", () => {
  it("gives back exactly the seller's net and the platform's fee however a sale is cut into refunds", () => {
    fc.assert(
      fc.property(
        saleArbitrary,
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 6 }),
        (sale, cuts) => {
          const before: RefundSplit[] = [];
          for (const amount of pieces(sale.amount, cuts)) {
            const split = splitRefund(sale, amount, before);
            expect(split.sellerAmount).toBeGreaterThanOrEqual(0);
            expect(split.platformFeeAmount).toBeGreaterThanOrEqual(0);
            expect(split.gatewayCostAmount).toBeGreaterThanOrEqual(0);
            expect(split.sellerAmount + split.platformFeeAmount + split.gatewayCostAmount).toBe(amount);
            before.push(split);
            // Never more than the seller earned, at any step.
            expect(before.reduce((sum, s) => sum + s.sellerAmount, 0)).toBeLessThanOrEqual(sale.sellerNet);
          }
          expect(before.reduce((sum, s) => sum + s.sellerAmount, 0)).toBe(sale.sellerNet);
          expect(before.reduce((sum, s) => sum + s.platformFeeAmount, 0)).toBe(
            Math.min(sale.platformFee, sale.amount - sale.sellerNet),
          );
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("splits a half refund of a Rp100.000 QRIS sale pro rata", () => {
    const fees = feesFor(100_000, "qris", 5);
    const sale = { amount: 100_000, ...fees };
    expect(splitRefund(sale, 50_000)).toEqual({
      sellerAmount: Math.round(fees.sellerNet / 2),
      affiliateAmount: 0,
      platformFeeAmount: Math.round(fees.platformFee / 2),
      gatewayCostAmount: 50_000 - Math.round(fees.sellerNet / 2) - Math.round(fees.platformFee / 2),
    });
  });

  it("gives back exactly the affiliate's commission too, never more at any step (ADR 0050)", () => {
    fc.assert(
      fc.property(
        saleArbitrary,
        fc.integer({ min: 1, max: 90 }),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 6 }),
        (priced, percent, cuts) => {
          const commission = Math.max(0, Math.min(Math.floor((priced.amount * percent) / 100), priced.sellerNet));
          const sale = { ...priced, sellerNet: priced.sellerNet - commission, commission };
          const before: RefundSplit[] = [];
          for (const amount of pieces(sale.amount, cuts)) {
            const split = splitRefund(sale, amount, before);
            expect(Object.values(split).every((part) => part >= 0)).toBe(true);
            expect(split.sellerAmount + split.affiliateAmount + split.platformFeeAmount + split.gatewayCostAmount).toBe(
              amount,
            );
            before.push(split);
            expect(before.reduce((sum, s) => sum + s.affiliateAmount, 0)).toBeLessThanOrEqual(commission);
          }
          expect(before.reduce((sum, s) => sum + s.sellerAmount, 0)).toBe(sale.sellerNet);
          expect(before.reduce((sum, s) => sum + s.affiliateAmount, 0)).toBe(commission);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
