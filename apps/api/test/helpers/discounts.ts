/**
 * Discount-code steps the API tests repeat (ADR 0019, ADR 0025): a seller's code, the public quote,
 * a checkout from a given client IP (a code's hold is one per email and per IP), the seller's list.
 */
import type { DiscountInput } from "@lapak/shared/schemas/discount";
import type { CheckoutInput } from "@lapak/shared/schemas/transaction";
import { bearer } from "./accounts";
import { buyer, type Seller } from "./payments";
import type { TestApp } from "./test-app";

/** `POST /v1/discounts` (a 10 % code `HEMAT10` unless overridden), the raw response. */
export function createDiscount(t: TestApp, seller: Pick<Seller, "token">, body: Partial<DiscountInput>) {
  return t.app.inject({
    method: "POST",
    url: "/v1/discounts",
    headers: bearer(seller.token),
    payload: { code: "HEMAT10", type: "percent", value: 10, ...body },
  });
}

/** The same, asserting 201; returns the discount as its seller sees it. */
export async function discountOk(t: TestApp, seller: Pick<Seller, "token">, body: Partial<DiscountInput>) {
  const response = await createDiscount(t, seller, body);
  if (response.statusCode !== 201) throw new Error(`discount failed: ${response.body}`);
  return response.json().data;
}

/** `POST /v1/checkout/quote` from client IP `ip` (the app's default `127.0.0.1` unless given). */
export function quote(t: TestApp, body: Record<string, unknown>, ip?: string) {
  return t.app.inject({ method: "POST", url: "/v1/checkout/quote", payload: body, ...(ip && { remoteAddress: ip }) });
}

/** A client IP of its own for buyer `n` (`114.124.<n / 250>.<n % 250 + 1>`). */
export const buyerIp = (n: number) => `114.124.${Math.floor(n / 250)}.${(n % 250) + 1}`;

/** `POST /v1/transactions` by a fresh buyer (QRIS unless overridden) from client IP `ip`. */
export function checkoutFrom(t: TestApp, ip: string, body: Partial<CheckoutInput>) {
  return t.app.inject({
    method: "POST",
    url: "/v1/transactions",
    remoteAddress: ip,
    payload: { paymentMethod: "qris", ...buyer(), ...body },
  });
}

/** `GET /v1/discounts` of `seller`: their codes with uses and revenue. */
export async function listDiscounts(t: TestApp, seller: Pick<Seller, "token">) {
  return (await t.app.inject({ method: "GET", url: "/v1/discounts", headers: bearer(seller.token) })).json().data;
}
