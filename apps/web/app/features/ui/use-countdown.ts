/** A seconds countdown that restarts whenever `restartKey` changes. */
import { useEffect, useState } from "react";

/**
 * Counts `seconds` down to 0, once a second, against the clock (so a throttled background tab
 * still ends on time). Returns the whole seconds left.
 */
export function useCountdown(seconds: number, restartKey: unknown): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    // restartKey is a dependency on purpose: a new answer restarts the count even with equal seconds.
    void restartKey;
    setLeft(seconds);
    if (seconds <= 0) return;
    const endsAt = Date.now() + seconds * 1000;
    const timer = window.setInterval(() => {
      const remaining = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [seconds, restartKey]);
  return left;
}
