/**
 * The Beranda's Saldo block (DASHBOARD-UX §2 block 4): the same figures as Saldo — Bisa ditarik,
 * Ditahan (and until when), Utang ke platform when there is one (ADR 0027) — the sandbox money named
 * as such (ADR 0023), and the way out.
 */
import { formatRupiah } from "@lapak/shared/money";
import type { Balance } from "@lapak/shared/schemas/transaction";
import { Link } from "react-router";
import { ButtonLink } from "~/features/ui/button";
import { paths } from "~/lib/paths";
import { holdText, sandboxText } from "../hold-text";

/**
 * `blocked`: why an activated seller cannot withdraw now (`withdrawBlockedReason`), said in place of
 * the "Tarik Saldo" button, as Saldo does (DASHBOARD-UX §6: never a button without a reason).
 */
export function BalanceCard({
  balance,
  activated,
  blocked = null,
}: {
  balance: Balance;
  activated: boolean;
  blocked?: string | null;
}) {
  const held = holdText(balance);
  const sandbox = sandboxText(balance.sandboxPending + balance.sandboxAvailable);
  const holdLine =
    balance.totalEarned === 0 && balance.pending === 0
      ? "Saldo masuk setelah penjualan pertama."
      : balance.pending > 0
        ? (held ?? `Ditahan ${formatRupiah(balance.pending)}`)
        : "Tidak ada saldo yang ditahan.";
  return (
    <div>
      <p className="text-sm font-medium text-slate-600">Bisa ditarik</p>
      <p className="mt-1 text-3xl font-bold tabular-nums text-slate-900">{formatRupiah(balance.withdrawable)}</p>
      <p className="mt-1 text-sm text-slate-600" data-testid="held">
        {holdLine}
      </p>
      {balance.debt > 0 ? (
        <p className="mt-2 rounded-lg bg-rose-50 px-3 py-2 text-sm text-rose-900" data-testid="debt">
          <strong className="font-semibold">Utang ke platform {formatRupiah(balance.debt)}</strong>: pengembalian dana
          melebihi saldo; dipotong dari penjualan berikutnya.
        </p>
      ) : null}
      {sandbox ? (
        <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="sandbox-money">
          {sandbox}
          {balance.simulatedWithdrawable > 0 ? (
            <>
              {" "}
              ·{" "}
              <Link to={`${paths.dashboard.balance}#simulasi`} className="font-semibold underline">
                Coba simulasi penarikan
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-center">
        {activated && blocked ? (
          <p className="text-sm text-slate-600" data-testid="withdraw-why">
            {blocked}
          </p>
        ) : activated ? (
          <ButtonLink to={`${paths.dashboard.balance}#tarik`} block className="sm:w-auto">
            Tarik Saldo
          </ButtonLink>
        ) : (
          <ButtonLink to={paths.dashboard.activate} block className="sm:w-auto">
            Aktivasi Akun
          </ButtonLink>
        )}
        <Link
          to={paths.dashboard.balance}
          className="inline-flex min-h-11 items-center justify-center text-sm font-semibold text-violet-700"
        >
          Lihat rincian
        </Link>
      </div>
    </div>
  );
}
