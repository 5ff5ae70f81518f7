/**
 * `/dashboard/balance` — "Saldo" (DASHBOARD-UX §6; beyond SPEC §2, ADR 0007): what can leave now,
 * when held money frees up, the withdrawal form, its history and every ledger row. While the
 * instance runs the sandbox gateway, "Simulasi Penarikan" lets a seller try a withdrawal with the
 * sandbox money (ADR 0023).
 */
import { formatRupiah } from "@lapak/shared/money";
import { type BalanceActionResult, loadBalancePage, withdrawAction } from "~/features/balance/api/balance.server";
import { ActivationBanner } from "~/features/balance/components/activation-banner";
import { BalanceFaq } from "~/features/balance/components/balance-faq";
import { BalanceSummary } from "~/features/balance/components/balance-summary";
import { LedgerList } from "~/features/balance/components/ledger-list";
import { WithdrawCard } from "~/features/balance/components/withdraw-card";
import { WithdrawalHistory } from "~/features/balance/components/withdrawal-history";
import { withdrawBlockedReason } from "~/features/balance/hold-text";
import { buttonClass } from "~/features/ui/button";
import { Card } from "~/features/ui/card";
import { PageHeading } from "~/features/ui/page-heading";
import { useActionToast } from "~/features/ui/use-action-toast";
import { useRootData } from "~/lib/use-root-data";
import type { Route } from "./+types/balance";

export function meta() {
  return [{ title: "Saldo · Lapak" }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  return loadBalancePage(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return withdrawAction(request, context);
}

export default function DashboardBalance({ loaderData, actionData }: Route.ComponentProps) {
  const { balance, activation, withdrawals, ledger, minWithdrawal, sandboxGateway, loadedAt } = loaderData;
  const { publicConfig, user } = useRootData();
  const { holdDays, platformFeePercent } = publicConfig;
  const result = actionData as BalanceActionResult | undefined;
  useActionToast(result && !result.ok ? result : undefined);
  const hasPending = withdrawals?.some((w) => w.status === "pending") ?? false;
  const realResult = result?.simulated ? undefined : result;
  const simulatedResult = result?.simulated ? result : undefined;
  const blocked = withdrawBlockedReason({
    available: balance.available - balance.sandboxAvailable,
    debt: balance.debt,
    suspended: Boolean(user?.suspension),
    activation: activation.status,
    withdrawable: balance.withdrawable,
    hasPending,
    minimum: minWithdrawal,
  });
  // The simulation exists only on the sandbox, for sellers with sandbox money (ADR 0023).
  const simulation = sandboxGateway && balance.sandboxPending + balance.sandboxAvailable > 0;
  const simulationBlocked = withdrawBlockedReason({
    available: balance.sandboxAvailable + balance.sandboxPending,
    suspended: Boolean(user?.suspension),
    activation: activation.status,
    withdrawable: balance.simulatedWithdrawable,
    hasPending,
    minimum: minWithdrawal,
  });
  const loadedTime = new Intl.DateTimeFormat("id-ID", {
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Asia/Jakarta",
  }).format(new Date(loadedAt));

  return (
    <div className="space-y-6">
      <PageHeading title="Saldo">Data per {loadedTime} WIB · Waktu dalam WIB</PageHeading>
      <ActivationBanner status={activation.status} reason={activation.reason} />

      <Card>
        <BalanceSummary
          balance={balance}
          holdDays={holdDays}
          action={
            blocked ? (
              <div>
                <button type="button" disabled className={buttonClass("primary", true)} aria-describedby="withdraw-why">
                  Tarik Saldo
                </button>
                <p id="withdraw-why" className="mt-2 text-sm text-slate-600">
                  {blocked}
                </p>
              </div>
            ) : (
              <a href="#tarik" className={buttonClass("primary", true)}>
                Tarik Saldo
              </a>
            )
          }
        />
        {balance.totalEarned === 0 ? (
          <p className="mt-4 text-sm text-slate-600">
            Setelah penjualan pertama, pendapatan bersih masuk ke Ditahan lalu otomatis pindah ke Bisa ditarik setelah{" "}
            {holdDays} hari.
          </p>
        ) : null}
      </Card>

      {blocked ? null : (
        <Card title="Tarik Saldo" id="tarik">
          <WithdrawCard
            withdrawable={balance.withdrawable}
            minimum={minWithdrawal}
            account={activation}
            review={realResult?.ok ? realResult.review : null}
            errors={realResult && !realResult.ok ? realResult.errors.amount : undefined}
          />
        </Card>
      )}

      {simulation ? (
        <Card title="Simulasi Penarikan" id="simulasi">
          <p className="-mt-2 mb-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            Toko ini memakai pembayaran uji coba (sandbox). Coba alur penarikan dengan uang uji coba Anda (
            {formatRupiah(balance.simulatedWithdrawable)}): hasilnya ditandai Simulasi dan tidak ada uang yang dikirim
            ke rekening.
          </p>
          {simulationBlocked ? (
            <p className="text-sm text-slate-600">{simulationBlocked}</p>
          ) : (
            <WithdrawCard
              simulated
              withdrawable={balance.simulatedWithdrawable}
              minimum={minWithdrawal}
              account={activation}
              review={simulatedResult?.ok ? simulatedResult.review : null}
              errors={simulatedResult && !simulatedResult.ok ? simulatedResult.errors.amount : undefined}
            />
          )}
        </Card>
      ) : null}

      <Card title="Riwayat Penarikan" id="riwayat-penarikan">
        {withdrawals ? (
          <WithdrawalHistory withdrawals={withdrawals} />
        ) : (
          <p className="text-sm text-red-700">Riwayat penarikan gagal dimuat. Muat ulang halaman untuk mencoba lagi.</p>
        )}
      </Card>

      <Card title="Rincian saldo" id="rincian-saldo">
        <p className="-mt-2 mb-3 text-sm text-slate-600">
          Setiap rupiah di saldo Anda: penjualan ({formatRupiah(balance.totalEarned)} bersih), yang sudah cair, dan
          penarikan.
        </p>
        {ledger ? (
          <LedgerList rows={ledger.rows} total={ledger.total} pages={ledger.pages} />
        ) : (
          <p className="text-sm text-red-700">Rincian saldo gagal dimuat. Muat ulang halaman untuk mencoba lagi.</p>
        )}
      </Card>

      <Card title="Pertanyaan umum">
        <BalanceFaq holdDays={holdDays} platformFeePercent={platformFeePercent} />
      </Card>
    </div>
  );
}
