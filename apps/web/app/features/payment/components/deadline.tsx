/**
 * "Selesaikan pembayaran sebelum <time WIB>" with the time left as `hh:mm:ss`, rendered as of the
 * server's clock; `enhance/payment.ts` makes it tick (`data-countdown`, skewed by
 * `data-server-now`). It is a `timer` (not announced every second); the status region above
 * announces the expiry.
 */
import { formatDateTimeWib } from "@lapak/shared/date";
import { formatCountdown } from "../countdown";

/** `expiresAt` ISO time; `remaining` ms left (≤ 0 once due); `serverNow` the server's ms clock. */
export function Deadline({
  expiresAt,
  remaining,
  serverNow,
}: {
  expiresAt: string;
  remaining: number;
  serverNow: number;
}) {
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
        <span
          role="timer"
          aria-live="off"
          data-countdown=""
          data-expires-at={expiresAt}
          data-server-now={serverNow}
          className="font-mono text-2xl font-bold text-amber-950 tabular-nums"
        >
          {formatCountdown(remaining)}
        </span>
      </p>
    </div>
  );
}
