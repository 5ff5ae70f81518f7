/**
 * How the payment page follows its transaction (ARCHITECTURE "The path of a payment" §2): the
 * enhancement script listens to `GET /v1/transactions/{id}/events` (Server-Sent Events, pushed by
 * whichever instance applied the change) and asks `GET /v1/transactions/{id}` as well — every few
 * seconds while the stream is down or unsupported, seldom while it is healthy; without JavaScript
 * the page refreshes itself while pending (`<noscript><meta http-equiv="refresh">` in the head,
 * the one place HTML allows it: the route's `noScriptRefresh` handle, read by the root layout).
 */
import type { Transaction, TransactionStatus } from "@lapak/shared/schemas/transaction";
import { msUntil } from "./countdown";

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
 * The status the payment page shows for `transaction` at `serverNow` (ms since the epoch): a pending
 * one past its deadline reads as expired before the expiry job (every minute) has run.
 */
export function shownStatus(
  transaction: Pick<Transaction, "status" | "expiresAt">,
  serverNow: number,
): TransactionStatus {
  const remaining = msUntil(transaction.expiresAt, serverNow);
  if (transaction.status === "pending" && remaining !== null && remaining <= 0) return "expired";
  return transaction.status;
}

/** Seconds after which the page at `shown` reloads itself without JavaScript; null when it is over. */
export function noScriptRefreshSeconds(shown: TransactionStatus): number | null {
  return shown === "pending" ? NO_SCRIPT_REFRESH_S : null;
}

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
