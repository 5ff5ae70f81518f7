/**
 * A seller's server-side Purchase event (ADR 0022), sent to an ad network's conversion API: one
 * adapter per network (`meta-capi.ts`, `tiktok-events.ts`), like the payment gateways.
 */
import { createHash } from "node:crypto";
import type { Attribution } from "@lapak/shared/attribution";
import type { CheckoutClient } from "@lapak/shared/schemas/tracking";

/** The ad networks a seller may send server events to. */
export const AD_NETWORKS = ["meta", "tiktok"] as const;
export type AdNetwork = (typeof AD_NETWORKS)[number];

/**
 * One paid sale as the networks are told about it. It holds nothing that opens the order: no
 * transaction id and no order page (ADR 0026), only what names the sale to the seller.
 */
export interface PurchaseEvent {
  /** `pixelEventId` of the sale: the `event_id` both the browser pixel and the server send (deduplication). */
  eventId: string;
  /** The order code the seller and the buyer quote (`LPK-7F3K2Q`). */
  orderCode: string;
  /** When the payment was confirmed. */
  paidAt: Date;
  /** Integer rupiah the buyer paid. */
  amount: number;
  productId: string;
  productTitle: string;
  /** Lower-cased at checkout. */
  email: string;
  /** `628…`, or null. */
  phone: string | null;
  attribution: Attribution | null;
  client: CheckoutClient | null;
  /** The product's page (`{APP_URL}/{username}/{slug}`), where the purchase started. */
  productUrl: string;
}

/** Where to send, and with what: the seller's pixel id and decrypted access token. */
export interface AdDestination {
  pixelId: string;
  accessToken: string;
}

/** A network refused or failed; `retryable` for a timeout, a network error, a 429 or a 5xx. */
export class ConversionApiError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = "ConversionApiError";
  }
}

/** SHA-256 hex of `value` (both networks hash personal data this way before it leaves). */
export function sha256(value: string): string {
  return createHash("sha256").update(value, "utf8").digest("hex");
}

/**
 * POSTs `body` as JSON to `url` within `timeoutMs`; answers the parsed JSON body of a 2xx. Throws
 * `ConversionApiError`, retryable for a network error, a timeout, a 429 or a 5xx.
 */
export async function postJson(
  url: string,
  body: unknown,
  { headers = {}, timeoutMs }: { headers?: Record<string, string>; timeoutMs: number },
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new ConversionApiError(`request failed: ${(error as Error).message}`, true);
  }
  const text = await response.text();
  if (!response.ok) {
    const retryable = response.status === 429 || response.status >= 500;
    throw new ConversionApiError(`HTTP ${response.status}: ${text.slice(0, 300)}`, retryable);
  }
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}
