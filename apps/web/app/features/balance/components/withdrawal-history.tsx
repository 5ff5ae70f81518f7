/**
 * "Riwayat Penarikan" (DASHBOARD-UX §6 block 5): each request, its account and what became of it;
 * a simulated one (sandbox money, ADR 0023) is marked "Simulasi"; one on hold while the store is
 * suspended says so (ADR 0027).
 */
import { bankName } from "@lapak/shared/banks";
import { formatDateTimeWib } from "@lapak/shared/date";
import { formatRupiah } from "@lapak/shared/money";
import type { Withdrawal } from "@lapak/shared/schemas/account";
import { shortDayWib } from "../hold-text";

function Outcome({ w }: { w: Withdrawal }) {
  if (w.onHold) {
    return (
      <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
        Tertunda: toko ditangguhkan admin
      </span>
    );
  }
  if (w.status === "pending") {
    return (
      <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-800">Diproses</span>
    );
  }
  if (w.status === "paid" && w.simulated) {
    return (
      <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
        Selesai · tidak ada uang dikirim · Ref {w.reference}
      </span>
    );
  }
  if (w.status === "paid") {
    return (
      <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-800">
        Berhasil · dikirim {w.processedAt ? shortDayWib(w.processedAt) : ""} · Ref {w.reference}
      </span>
    );
  }
  return (
    <span className="block rounded-lg bg-red-50 px-2.5 py-1 text-xs font-semibold text-red-800">
      Gagal: {w.reason}. {formatRupiah(w.amount)} dikembalikan ke Bisa ditarik.
    </span>
  );
}

export function WithdrawalHistory({ withdrawals }: { withdrawals: Withdrawal[] }) {
  if (withdrawals.length === 0) return <p className="text-sm text-slate-600">Belum ada penarikan.</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {withdrawals.map((w) => (
        <li key={w.id} className="flex flex-col gap-1.5 py-3 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="font-semibold tabular-nums text-slate-900">
              {formatRupiah(w.amount)}
              {w.simulated ? (
                <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 align-middle text-xs font-semibold text-amber-900">
                  Simulasi
                </span>
              ) : null}
            </p>
            <p className="text-xs text-slate-500">
              {formatDateTimeWib(w.createdAt)} · {bankName(w.bankCode)} {w.bankAccountNumber}
            </p>
          </div>
          <Outcome w={w} />
        </li>
      ))}
    </ul>
  );
}
