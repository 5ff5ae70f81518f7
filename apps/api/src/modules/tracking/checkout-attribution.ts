import type { Attribution } from "@lapak/shared/attribution";
import type { CheckoutAttribution, CheckoutClient } from "@lapak/shared/schemas/tracking";

/**
 * What a checkout stores of its landing (ADR 0022): the non-empty UTM values and click ids of
 * `input` with the landing time (`landedAt`, ms; `now` when missing), or null for a direct visit.
 */
export function attributionOf(input: CheckoutAttribution | undefined, now = Date.now()): Attribution | null {
  if (!input) return null;
  const { fbp: _, landedAt, ...params } = input;
  const kept = Object.fromEntries(Object.entries(params).filter(([, value]) => Boolean(value))) as Attribution;
  if (Object.keys(kept).length === 0) return null;
  return { ...kept, landedAt: landedAt && landedAt <= now ? landedAt : now };
}

/**
 * The buyer's browser as the checkout saw it (IP and User-Agent of the request, Meta's `_fbp` from
 * the body), for the server-side Purchase event; null when nothing is known.
 */
export function checkoutClientOf(
  request: { ip?: string; userAgent?: string } | undefined,
  input: CheckoutAttribution | undefined,
): CheckoutClient | null {
  const client: CheckoutClient = {};
  if (request?.ip) client.ip = request.ip;
  if (request?.userAgent) client.userAgent = request.userAgent.slice(0, 500);
  if (input?.fbp) client.fbp = input.fbp;
  return Object.keys(client).length > 0 ? client : null;
}

/**
 * What a new payment attempt of the same order keeps from `row` (a change of method): its landing
 * and the buyer's browser, so the sale still credits its ad and its server event still matches.
 */
export function carriedAttribution(row: { attribution: Attribution | null; checkoutClient: CheckoutClient | null }): {
  attribution?: CheckoutAttribution;
  client?: { ip?: string; userAgent?: string };
} {
  const { fbp, ...client } = row.checkoutClient ?? {};
  const attribution = row.attribution || fbp ? { ...row.attribution, ...(fbp && { fbp }) } : undefined;
  return { ...(attribution && { attribution }), ...(row.checkoutClient && { client }) };
}
