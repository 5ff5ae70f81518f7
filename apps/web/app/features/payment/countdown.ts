/** The payment page's countdown to `expiresAt`, in the `hh:mm:ss` a buyer reads at a glance. */

/** Milliseconds left → `"hh:mm:ss"`, rounded up to the second (so it shows 00:00:00 only when due); never negative. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const parts = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  return parts.map((part) => String(part).padStart(2, "0")).join(":");
}

/**
 * Milliseconds from `now` (ms since the epoch) until the ISO time `expiresAt`; null when there is
 * no expiry. Negative once past.
 */
export function msUntil(expiresAt: string | null, now: number): number | null {
  if (!expiresAt) return null;
  const end = Date.parse(expiresAt);
  return Number.isNaN(end) ? null : end - now;
}
