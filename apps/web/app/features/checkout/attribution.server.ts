/**
 * The landing a checkout carries (ADR 0022): UTM values and ad click ids forwarded in the
 * checkout's own URL (a link from the product page, or an ad pointing straight at the checkout —
 * also without JavaScript), else the `lapak_attr` cookie the store's pages set in the browser, if it
 * was set on this product's store; and Meta's `_fbp` browser cookie.
 */
import { ATTRIBUTION_COOKIE, attributionFrom, attributionFromCookie } from "@lapak/shared/attribution";
import { cookieFromHeader } from "@lapak/shared/cookies";
import type { CheckoutAttribution } from "@lapak/shared/schemas/tracking";

/** `store`: the product's seller username (the form's hidden `store`). Undefined when nothing is known. */
export function checkoutAttribution(request: Request, store: string): CheckoutAttribution | undefined {
  const cookies = request.headers.get("cookie");
  const landing =
    attributionFrom(new URL(request.url).searchParams) ??
    (store ? attributionFromCookie(cookieFromHeader(cookies, ATTRIBUTION_COOKIE), store) : null);
  // Only a well-formed `_fbp` (fb.1.{ms}.{random}) is passed on; anything else would be dropped anyway.
  const rawFbp = cookieFromHeader(cookies, "_fbp");
  const fbp = rawFbp && /^fb\.\d\.\d{1,16}\.\d{1,30}$/.test(rawFbp) ? rawFbp : undefined;
  if (!landing && !fbp) return undefined;
  return { ...landing, ...(fbp && { fbp }) };
}
