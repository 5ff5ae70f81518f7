/**
 * How the payment page follows its transaction (ARCHITECTURE "The path of a payment" §2): the
 * enhancement script asks `GET /v1/transactions/{id}` every few seconds while the tab is visible;
 * without JavaScript the page refreshes itself (`<meta http-equiv="refresh">`) while pending.
 */
import type { TransactionStatus } from "@lapak/shared/schemas/transaction";

/** How often a pending transaction is asked about, ms. */
export const PENDING_POLL_MS = 3000;

/**
 * An expired one is still asked about, less often: a gateway may confirm a payment made at the
 * last second after the expiry, and that payment is delivered (DESIGN §4).
 */
export const EXPIRED_POLL_MS = 15_000;

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
