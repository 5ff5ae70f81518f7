/**
 * What a seller's public page hands its pixels (ADR 0022): the event it reports, and the response
 * header that lets the server widen that page's Content-Security-Policy to the pixel hosts.
 */
import { PIXEL_NETWORKS_HEADER, pixelNetworksOf } from "@lapak/shared/pixels";
import type { StorePixels } from "@lapak/shared/schemas/tracking";

/**
 * The page's conversion event, named as Meta names it (TikTok's names are mapped in the browser:
 * Purchase → CompletePayment; Lead is Meta's only). `eventId` deduplicates with the server event
 * (the sale's `delivery.pixelEventId`, never the transaction id: ADR 0026); `value` is rupiah.
 */
export interface PixelEvent {
  name: "ViewContent" | "InitiateCheckout" | "Purchase" | "Lead";
  contentId: string;
  contentName: string;
  value: number;
  eventId?: string;
}

/** The `x-lapak-pixels` header for a page of a store with `pixels` (none without a pixel). */
export function pixelHeaders(pixels: StorePixels): Record<string, string> {
  const networks = pixelNetworksOf(pixels);
  return networks ? { [PIXEL_NETWORKS_HEADER]: networks } : {};
}

/** Copies the `x-lapak-pixels` header from a loader's headers onto a route's `headers` answer. */
export function passPixelHeader(loaderHeaders: Headers, headers: Headers): Headers {
  const networks = loaderHeaders.get(PIXEL_NETWORKS_HEADER);
  if (networks) headers.set(PIXEL_NETWORKS_HEADER, networks);
  return headers;
}

/**
 * The order page's event: Purchase for a paid sale, Lead for a sign-up, else none (and then the
 * order page loads no pixel at all). Its event id is `delivery.pixelEventId`.
 */
export function orderPixelEvent(transaction: {
  status: string;
  amount: number;
  product: { id: string; title: string; type: string };
  delivery?: { pixelEventId: string };
}): PixelEvent | null {
  const eventId = transaction.delivery?.pixelEventId;
  if (transaction.status !== "paid" || !eventId) return null;
  const content = { contentId: transaction.product.id, contentName: transaction.product.title };
  if (transaction.product.type === "collect_email") return { name: "Lead", ...content, value: 0, eventId };
  if (transaction.amount > 0) return { name: "Purchase", ...content, value: transaction.amount, eventId };
  return null;
}
