/**
 * How the payment page follows its transaction (ARCHITECTURE "The path of a payment" §2): the
 * enhancement script listens to `GET /v1/transactions/{id}/events` (Server-Sent Events, pushed by
 * whichever instance applied the change) and asks `GET /v1/transactions/{id}` as well — every few
 * seconds while the stream is down or unsupported, seldom while it is healthy; without JavaScript
 * the page refreshes itself (`<meta http-equiv="refresh">`) while pending.
 */
import type { TransactionStatus } from "@lapak/shared/schemas/transaction";

/** How often a pending transaction is asked about, ms. */
export const PENDING_POLL_MS = 3000;

/**
 * An expired one is still asked about, less often: a gateway may confirm a payment made at the
 * last second after the expiry, and that payment is delivered (DESIGN §4).
 */
export const EXPIRED_POLL_MS = 15_000;

/**
 * How long after the page has loaded its event stream opens, ms. The page was just rendered with
 * the current status, so nothing is lost; meanwhile the stream does not compete with the page's
 * own loading on a slow phone, nor keep tools that wait for a quiet network (Lighthouse,
 * Playwright's `networkidle`) from seeing the page as loaded.
 */
export const STREAM_DELAY_MS = 2000;

/** How often the page still asks while its event stream is healthy, ms: a safety net only. */
export const STREAMING_POLL_MS = 30_000;

/** Ms between two polls of a page showing `shown`, given whether its event stream is healthy. */
export function pollInterval(shown: TransactionStatus, streaming: boolean): number {
  if (streaming) return STREAMING_POLL_MS;
  return shown === "pending" ? PENDING_POLL_MS : EXPIRED_POLL_MS;
}

/** Seconds between the page's own refreshes without JavaScript while pending. */
export const NO_SCRIPT_REFRESH_S = 5;

/**
 * What the page does when the API says `current` about a page rendered as `shown`: go to the
 * order once paid, render again when the status changed otherwise (expired, failed), else stay.
 */
export function afterPoll(shown: TransactionStatus, current: TransactionStatus): "order" | "reload" | "stay" {
  if (current === "paid") return "order";
  if (current !== shown) return "reload";
  return "stay";
}

/** Whether the page still asks about a transaction in `status` (paid and failed are final). */
export function keepsPolling(status: TransactionStatus): boolean {
  return status === "pending" || status === "expired";
}
