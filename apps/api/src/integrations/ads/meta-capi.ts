/**
 * Meta Conversions API (ADR 0022): a paid sale as a `Purchase` server event.
 * `POST {META_GRAPH_URL}/v21.0/{pixelId}/events?access_token=…` with `{ data: [event] }`
 * (https://developers.facebook.com/docs/marketing-api/conversions-api/using-the-api). Event fields:
 * …/conversions-api/parameters/server-event; `user_data` hashing (`em` trimmed lower-case email,
 * `ph` digits with country code, SHA-256 hex; IP, User-Agent, `fbp`, `fbc` unhashed):
 * …/parameters/customer-information-parameters; `fbc` = `fb.1.{ms}.{fbclid}`: …/parameters/fbp-and-fbc;
 * `event_id` = the browser pixel's `eventID` (the sale's derived event id) deduplicates the two:
 * …/conversions-api/deduplicate-pixel-and-server-events. `event_source_url` is the product page and
 * `custom_data.order_id` the order code: nothing sent opens the order (ADR 0026).
 */
import { fbcOf } from "@lapak/shared/attribution";
import { type AdDestination, ConversionApiError, type PurchaseEvent, postJson, sha256 } from "./conversion-event";

export const META_GRAPH_VERSION = "v21.0";

/** The `{ data: [event] }` body of a Purchase. Value in rupiah, currency IDR. */
export function metaPurchaseBody(event: PurchaseEvent) {
  const client = event.client ?? {};
  const fbc = fbcOf(event.attribution);
  return {
    data: [
      {
        event_name: "Purchase",
        event_time: Math.floor(event.paidAt.getTime() / 1000),
        event_id: event.eventId,
        action_source: "website",
        event_source_url: event.productUrl,
        user_data: {
          em: [sha256(event.email.trim().toLowerCase())],
          ...(event.phone && { ph: [sha256(event.phone.replace(/\D/g, ""))] }),
          ...(client.ip && { client_ip_address: client.ip }),
          ...(client.userAgent && { client_user_agent: client.userAgent }),
          ...(client.fbp && { fbp: client.fbp }),
          ...(fbc && { fbc }),
        },
        custom_data: {
          value: event.amount,
          currency: "IDR",
          content_ids: [event.productId],
          content_name: event.productTitle,
          content_type: "product",
          order_id: event.orderCode,
        },
      },
    ],
  };
}

/**
 * Sends `event` to the seller's pixel. Meta answers `{ events_received: 1, … }`; anything else is a
 * refusal. Throws `ConversionApiError` (retryable on a network error, 429 or 5xx).
 */
export async function sendMetaPurchase(
  { graphUrl, timeoutMs }: { graphUrl: string; timeoutMs: number },
  destination: AdDestination,
  event: PurchaseEvent,
): Promise<void> {
  const url = `${graphUrl}/${META_GRAPH_VERSION}/${encodeURIComponent(destination.pixelId)}/events?access_token=${encodeURIComponent(destination.accessToken)}`;
  const answer = (await postJson(url, metaPurchaseBody(event), { timeoutMs })) as { events_received?: number } | null;
  if (answer?.events_received !== 1) {
    throw new ConversionApiError(`Meta received ${answer?.events_received ?? "no"} events`, false);
  }
}
