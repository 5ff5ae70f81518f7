/**
 * A booked 1:1 session in Pustaka Saya (DESIGN §3 "1:1 session"): its time in WIB and, until the
 * seller's limit, "Ubah Jadwal" — the free slots as radio inputs and one submit, a plain POST
 * (server-rendered, no script). After a move it says the new time and that both sides were mailed.
 */
import { formatDateTimeWib, formatEventTimeWib } from "@lapak/shared/date";
import { buttonClass } from "~/features/ui/button";
import { SlotPicker } from "~/features/ui/slot-picker";
import { paths } from "~/lib/paths";
import type { SlotPage } from "~/lib/slot-page.server";
import type { SessionPurchase } from "../api/session.server";

const CARD = "rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5";

interface SessionViewProps {
  purchase: SessionPurchase;
  slotPage: SlotPage | null;
  /** The move's answer: done, or the API's refusal. */
  result?: { ok: true } | { ok: false; message: string; errors: Record<string, string[]> };
  chosen?: string;
}

export function SessionView({ purchase, slotPage, result, chosen }: SessionViewProps) {
  const { session } = purchase;
  const canMove = Date.now() < Date.parse(session.rescheduleUntil);
  const minutes = Math.round((Date.parse(session.endsAt) - Date.parse(session.startsAt)) / 60_000);
  const failure = result && !result.ok ? result : undefined;
  return (
    <div className="space-y-4">
      <section aria-labelledby="session-title" className={CARD}>
        <p className="text-sm text-slate-600">oleh {purchase.seller.name}</p>
        <h1 id="session-title" className="text-lg font-bold text-slate-900">
          {purchase.product.title}
        </h1>
        {result?.ok ? (
          <p
            role="status"
            className="mt-3 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900 ring-1 ring-emerald-200"
          >
            Jadwal berhasil diubah. Email konfirmasi dengan file kalender baru sudah dikirim ke Anda dan penjual.
          </p>
        ) : null}
        <p className="mt-3 text-sm text-slate-600">Jadwal saat ini</p>
        <p className="text-base font-semibold text-slate-900" data-session-time="">
          {formatEventTimeWib(session.startsAt, session.endsAt)}
        </p>
        <a
          href={paths.myOrder(purchase.transactionId)}
          className="mt-3 inline-flex min-h-11 items-center text-sm font-semibold text-violet-700 underline"
        >
          Lihat pesanan, tautan meeting dan kalender
        </a>
      </section>

      {canMove && slotPage ? (
        <form method="post" className="space-y-3">
          {failure && !failure.errors.slotStartsAt ? (
            <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
              {failure.message}
            </p>
          ) : null}
          <SlotPicker
            page={slotPage}
            durationMinutes={minutes}
            chosen={chosen}
            errors={failure?.errors.slotStartsAt}
            discountCode={null}
            className={CARD}
          />
          <p className="px-1 text-sm text-slate-600">
            Bisa diubah sampai {formatDateTimeWib(session.rescheduleUntil)}.
          </p>
          <button type="submit" className={`${buttonClass("primary", true)} min-h-12`}>
            Simpan Jadwal Baru
          </button>
        </form>
      ) : (
        <p className={`${CARD} text-sm text-slate-700`}>
          Batas ubah jadwal ({formatDateTimeWib(session.rescheduleUntil)}) sudah lewat. Hubungi {purchase.seller.name}{" "}
          bila berhalangan.
        </p>
      )}
    </div>
  );
}
