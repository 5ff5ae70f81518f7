/**
 * The paid order's second address, `/my-order/{code}` (ADR 0026): when a seller's pixels report
 * the sale, the order page moves the address bar from `/my-order/{transaction id}` — the only key
 * to the order, which the pixels' scripts would read from `location.href` and send on — to the
 * order code, and this browser keeps the id in an HttpOnly cookie bound to that code, so a reload
 * still opens the order. The code alone opens nothing: on another browser, or once the cookie has
 * expired, the page says to use the email's link.
 */
import { ORDER_CODE_PATTERN } from "@lapak/shared/order-code";
import type { AppLoadContext } from "react-router";
import { isSecureApp, readCookie, serializeCookie } from "~/lib/cookies.server";

/** How long a reload of `/my-order/{code}` keeps working in the browser that opened the order, in days. */
export const ORDER_ADDRESS_DAYS = 7;

const cookieName = (code: string) => `lapak_order_${code}`;

/** Whether the `/my-order/{…}` segment is an order code (`LPK-7F3K2Q`) rather than a transaction id. */
export function isOrderCode(segment: string): boolean {
  return ORDER_CODE_PATTERN.test(segment);
}

/** `/my-order/{code}`: the address the pixels may see. */
export function orderAddress(code: string): string {
  return `/my-order/${code}`;
}

/**
 * `Set-Cookie` for `/my-order/{code}` of `transaction`: its id, HttpOnly (no script on the page,
 * the pixels' included, can read it), SameSite=Lax, sent only to `/my-order`, for `ORDER_ADDRESS_DAYS`.
 */
export function orderAddressCookie(context: AppLoadContext, transaction: { id: string; code: string }): string {
  return serializeCookie(cookieName(transaction.code), transaction.id, {
    maxAge: ORDER_ADDRESS_DAYS * 24 * 60 * 60,
    path: "/my-order",
    secure: isSecureApp(context.publicConfig.appUrl),
  });
}

/** The transaction id this browser keeps for order `code`, or null. */
export function transactionIdFor(request: Request, code: string): string | null {
  return readCookie(request, cookieName(code));
}
