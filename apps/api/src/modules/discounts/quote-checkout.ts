import type { Quote, QuoteBody } from "@lapak/shared/schemas/discount";
import type { Deps } from "../../lib/deps";
import { findSellableProduct } from "../checkout/checkout-order";
import { priceOrder } from "../checkout/price-order";

/**
 * `POST /v1/checkout/quote` (ADR 0019): what a checkout of `body` would cost now, without taking
 * anything — the items, subtotal, discount and amount to pay (rupiah), with the code as the seller
 * wrote it. `ip` is the client's: a use its own pending checkout holds is one its checkout would
 * take over (ADR 0025). Throws what `findSellableProduct` and `priceOrder` throw (404; 422 on
 * `discountCode`, `amount` or `bumpProductIds` with their Indonesian messages).
 */
export async function quoteCheckout(
  { db }: Pick<Deps, "db">,
  { body, ip }: { body: QuoteBody; ip?: string },
): Promise<Quote> {
  const { product } = await findSellableProduct(db, body.productId);
  const priced = await priceOrder(db, { product, input: body, taker: { ip } });
  return {
    items: priced.items,
    subtotal: priced.subtotal,
    discount: priced.discount,
    amount: priced.amount,
    discountCode: priced.appliedDiscount?.code ?? null,
  };
}
