/** A live countdown to a transaction's expiry, ticking once a second after hydration. */
import { useEffect, useState } from "react";
import { msUntil } from "./countdown";

/**
 * Milliseconds left until `expiresAt` (null without one), measured against the server's clock:
 * `serverNow` is the loader's `Date.now()`, so a phone whose clock is wrong still counts right.
 * The server render and the first browser render agree (both use `serverNow`); after hydration it
 * ticks every second against the clock, so a throttled tab still ends on time.
 */
export function useRemaining(expiresAt: string | null, serverNow: number): number | null {
  const [left, setLeft] = useState(() => msUntil(expiresAt, serverNow));
  useEffect(() => {
    // How far the server's clock is ahead of this browser's (plus the page's load time, a few seconds at most).
    const skew = serverNow - Date.now();
    const tick = () => {
      const ms = msUntil(expiresAt, Date.now() + skew);
      setLeft(ms);
      return ms;
    };
    const first = tick();
    if (first === null || first <= 0) return;
    const timer = window.setInterval(() => {
      const ms = tick();
      if (ms === null || ms <= 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [expiresAt, serverNow]);
  return left;
}
