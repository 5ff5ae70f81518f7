/**
 * TikTok Events API 2.0 (ADR 0022): a paid sale as a `CompletePayment` web event.
 * `POST {TIKTOK_API_URL}/open_api/v1.3/event/track/`, header `Access-Token`, body `{ event_source:
 * "web", event_source_id: <pixel code>, data: [event] }` (https://business-api.tiktok.com/portal/docs,
 * Events API 2.0). Email lower-cased then SHA-256; phone in E.164 (`+62…`) then SHA-256; the same
 * `event_id` on pixel and server deduplicates. TikTok answers HTTP 200 with `code` 0 on success.
 * `page.url` is the product page and `properties.order_id` the order code: nothing sent opens the
 * order (ADR 0026).
 */
import { type AdDestination, ConversionApiError, type PurchaseEvent, postJson, sha256 } from "./conversion-event";

/** The request body of a CompletePayment. Value in rupiah, currency IDR. */
export function tiktokPurchaseBody(pixelId: string, event: PurchaseEvent) {
  const client = event.client ?? {};
  const ttclid = event.attribution?.ttclid;
  return {
    event_source: "web",
    event_source_id: pixelId,
    data: [
      {
        event: "CompletePayment",
        event_time: Math.floor(event.paidAt.getTime() / 1000),
        event_id: event.eventId,
        user: {
          email: sha256(event.email.trim().toLowerCase()),
          ...(event.phone && { phone: sha256(`+${event.phone.replace(/\D/g, "")}`) }),
          ...(ttclid && { ttclid }),
          ...(client.ip && { ip: client.ip }),
          ...(client.userAgent && { user_agent: client.userAgent }),
        },
        page: { url: event.productUrl },
        properties: {
          value: event.amount,
          currency: "IDR",
          order_id: event.orderCode,
          content_type: "product",
          contents: [
            { content_id: event.productId, content_name: event.productTitle, quantity: 1, price: event.amount },
          ],
        },
      },
    ],
  };
}

/**
 * Sends `event` to the seller's pixel. Throws `ConversionApiError`: retryable on a network error,
 * 429 or 5xx; a non-zero `code` (a bad token or pixel) is not.
 */
export async function sendTiktokPurchase(
  { apiUrl, timeoutMs }: { apiUrl: string; timeoutMs: number },
  destination: AdDestination,
  event: PurchaseEvent,
): Promise<void> {
  const answer = (await postJson(
    `${apiUrl}/open_api/v1.3/event/track/`,
    tiktokPurchaseBody(destination.pixelId, event),
    {
      headers: { "Access-Token": destination.accessToken },
      timeoutMs,
    },
  )) as { code?: number; message?: string } | null;
  if (answer?.code !== 0) {
    throw new ConversionApiError(`TikTok answered code ${answer?.code}: ${answer?.message ?? ""}`, false);
  }
}
