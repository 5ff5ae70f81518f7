/**
 * The payment page's status updating by itself: it asks `GET /v1/transactions/{id}` (same origin,
 * public) every few seconds while the tab is visible, and at once when the tab comes back.
 */
import type { TransactionStatus } from "@lapak/shared/schemas/transaction";
import { useEffect, useState } from "react";
import { isTransactionStatus } from "./status-labels";

/** How often a pending transaction is asked about, ms. */
export const PENDING_POLL_MS = 3000;
/**
 * An expired one is still asked about, less often: a gateway may confirm a payment made at the
 * last second after the expiry, and that payment is delivered (DESIGN §4).
 */
export const EXPIRED_POLL_MS = 15_000;

/**
 * The latest status of transaction `id`, starting from the loader's `initial`. Stops asking once
 * it is `paid` or `failed`. Network errors are ignored (the next round tries again).
 */
export function useLiveStatus(id: string, initial: TransactionStatus): TransactionStatus {
  const [status, setStatus] = useState(initial);
  useEffect(() => setStatus(initial), [initial]);

  useEffect(() => {
    if (status === "paid" || status === "failed") return;
    let active = true;
    let busy = false;
    const poll = async () => {
      if (document.hidden || busy) return;
      busy = true;
      try {
        const response = await fetch(`/v1/transactions/${encodeURIComponent(id)}`, {
          headers: { accept: "application/json" },
          cache: "no-store",
        });
        if (!response.ok) return;
        const body = (await response.json()) as { data?: { status?: unknown } };
        const next = body.data?.status;
        if (active && isTransactionStatus(next)) setStatus(next);
      } catch {
        // Offline for a moment: the next round asks again.
      } finally {
        busy = false;
      }
    };
    const timer = window.setInterval(poll, status === "pending" ? PENDING_POLL_MS : EXPIRED_POLL_MS);
    const onVisibility = () => {
      if (!document.hidden) void poll();
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      active = false;
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [id, status]);

  return status;
}
