/**
 * The Saldo card (DASHBOARD-UX §6 block 3): what can leave now, what is held until when, and the
 * totals. Sandbox money (test payments) is named beside each number it is part of, never given a
 * release date (ADR 0023).
 */
import { formatRupiah } from "@lapak/shared/money";
import type { Balance } from "@lapak/shared/schemas/transaction";
import type { ReactNode } from "react";
import { holdText, sandboxText } from "../hold-text";

function Row({ label, hint, value, note }: { label: string; hint: string; value: number; note?: string | null }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2">
      <dt className="text-sm text-slate-600">
        {label}
        <span className="block text-xs text-slate-500">{hint}</span>
        {note ? (
          <span className="mt-1 block rounded-lg bg-amber-50 px-2.5 py-1 text-xs font-semibold text-amber-900">
            {note}
          </span>
        ) : null}
      </dt>
      <dd className="text-right font-semibold tabular-nums text-slate-900">{formatRupiah(value)}</dd>
    </div>
  );
}

/** `action` sits under the big number (the "Tarik Saldo" button, or why it is not there). */
export function BalanceSummary({
  balance,
  holdDays,
  action,
}: {
  balance: Balance;
  holdDays: number;
  action?: ReactNode;
}) {
  const held = holdText(balance);
  const sandboxAvailable = sandboxText(balance.sandboxAvailable);
  const sandboxHeld = sandboxText(balance.sandboxPending);
  return (
    <div>
      <p className="text-sm font-medium text-slate-600">Bisa ditarik</p>
      <p className="mt-1 text-3xl font-bold tabular-nums text-slate-900" data-testid="withdrawable">
        {formatRupiah(balance.withdrawable)}
      </p>
      <p className="mt-1 text-xs text-slate-500">Saldo yang bisa Anda kirim ke rekening sekarang (minimal Rp50.000).</p>
      {sandboxAvailable ? (
        <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="sandbox-available">
          {sandboxAvailable}. Tidak termasuk di angka di atas.
        </p>
      ) : null}
      {balance.debt > 0 ? (
        <div className="mt-3 rounded-lg bg-rose-50 px-3 py-2 text-sm text-rose-900" data-testid="debt">
          <p className="font-semibold">Utang ke platform {formatRupiah(balance.debt)}</p>
          <p>Pengembalian dana melebihi saldo; dipotong dari penjualan berikutnya.</p>
        </div>
      ) : null}
      {action ? <div className="mt-4">{action}</div> : null}
      <dl className="mt-5 divide-y divide-slate-100 border-t border-slate-100">
        {/* One <div> per <dt>/<dd> pair, nothing between (a <dl>'s rule, for screen readers). */}
        <div className="flex items-baseline justify-between gap-4 py-2">
          <dt className="text-sm text-slate-600">
            Ditahan
            <span className="block text-xs text-slate-500">
              Pendapatan bersih yang belum bisa ditarik. Otomatis pindah ke Bisa ditarik {holdDays} hari setelah
              pembayaran.
            </span>
            {held ? (
              <span className="mt-1 inline-block rounded-full bg-blue-50 px-2.5 py-0.5 text-xs font-semibold text-blue-800">
                {held}
              </span>
            ) : null}
            {sandboxHeld ? (
              <span
                className="mt-1 block rounded-lg bg-amber-50 px-2.5 py-1 text-xs font-semibold text-amber-900"
                data-testid="sandbox-held"
              >
                {sandboxHeld}
              </span>
            ) : null}
          </dt>
          <dd className="text-right font-semibold tabular-nums text-slate-900">{formatRupiah(balance.pending)}</dd>
        </div>
        <Row
          label="Sudah ditarik"
          hint="Semua yang sudah Anda ajukan ke rekening, termasuk yang masih diproses. Penarikan gagal dikembalikan."
          value={balance.withdrawn}
          note={
            balance.sandboxWithdrawn > 0
              ? `Termasuk ${formatRupiah(balance.sandboxWithdrawn)} simulasi: tidak ada uang yang dikirim.`
              : null
          }
        />
        <Row
          label="Total pendapatan"
          hint="Semua pendapatan bersih sejak toko dibuka."
          value={balance.totalEarned}
          note={
            balance.sandboxEarned > 0
              ? `Termasuk ${formatRupiah(balance.sandboxEarned)} uang uji coba (sandbox).`
              : null
          }
        />
      </dl>
    </div>
  );
}
