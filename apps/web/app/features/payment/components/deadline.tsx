/**
 * "Selesaikan pembayaran sebelum <time WIB>" with the time left as `hh:mm:ss`. The server renders
 * both as of its own clock; after hydration the countdown ticks every second. It is a `timer`
 * (not announced every second); the status region above announces the expiry.
 */
import { formatDateTimeWib } from "@lapak/shared/date";
import { formatCountdown } from "../countdown";

/** `expiresAt` ISO time; `remaining` ms left (≤ 0 once due). */
export function Deadline({ expiresAt, remaining }: { expiresAt: string; remaining: number }) {
  return (
    <div className="mt-4 rounded-xl bg-amber-50 p-3 ring-1 ring-amber-200 ring-inset">
      <p className="text-sm text-amber-950">
        Selesaikan pembayaran sebelum{" "}
        <time dateTime={expiresAt} className="font-semibold">
          {formatDateTimeWib(expiresAt)}
        </time>
      </p>
      <p className="mt-1 flex items-baseline gap-2">
        <span className="text-xs text-amber-900">Sisa waktu</span>
        <span role="timer" aria-live="off" className="font-mono text-2xl font-bold text-amber-950 tabular-nums">
          {formatCountdown(remaining)}
        </span>
      </p>
    </div>
  );
}
