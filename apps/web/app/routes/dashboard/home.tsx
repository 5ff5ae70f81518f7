/**
 * `/dashboard` — "Beranda" (DASHBOARD-UX §2): am I selling, how much can I take out, and the next
 * setup step. Balance and checklist come with the page; tiles and recent sales stream in.
 */
import { formatRupiah } from "@lapak/shared/money";
import { MIN_WITHDRAWAL } from "@lapak/shared/schemas/account";
import { Suspense } from "react";
import { Await, useRevalidator } from "react-router";
import { BalanceCard } from "~/features/balance/components/balance-card";
import { withdrawBlockedReason } from "~/features/balance/hold-text";
import { loadHome } from "~/features/dashboard/api/home.server";
import { HomeTilesGrid, HomeTilesSkeleton } from "~/features/dashboard/components/home-tiles";
import { RecentSales } from "~/features/dashboard/components/recent-sales";
import { allStepsDone, NextSteps } from "~/features/dashboard/next-steps";
import { ButtonLink } from "~/features/ui/button";
import { BlockError, Card } from "~/features/ui/card";
import { CopyButton } from "~/features/ui/copy-button";
import { EmptyState } from "~/features/ui/empty-state";
import { StoreLink } from "~/features/ui/store-link";
import { paths } from "~/lib/paths";
import { noteStoreLinkShared } from "~/lib/store-link-shared";
import { useRootData } from "~/lib/use-root-data";
import type { Route } from "./+types/home";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadHome(request, context);
}

function Alert({ text, to, label }: { text: string; to: string; label: string }) {
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-2xl bg-red-50 p-4 ring-1 ring-red-200 sm:flex-row sm:items-center"
    >
      <p className="flex-1 text-sm font-medium text-red-900">{text}</p>
      <ButtonLink to={to} variant="secondary" className="shrink-0">
        {label}
      </ButtonLink>
    </div>
  );
}

export default function DashboardHome({ loaderData }: Route.ComponentProps) {
  const { name, storeUrl, loadedAt, checklist, balance, activation, failedWithdrawal, productCount } = loaderData;
  const { revalidate } = useRevalidator();
  const { user } = useRootData();
  const now = new Date(loadedAt);
  const time = new Intl.DateTimeFormat("id-ID", { hour: "2-digit", minute: "2-digit", timeZone: "Asia/Jakarta" });
  const showSteps = checklist !== null && !allStepsDone(checklist);
  const newSeller = checklist !== null && !checklist.hasSale;

  const storeLinkCard = (
    <Card title="Tautan toko Anda" id="store-link">
      <StoreLink url={storeUrl} />
      <p className="mt-2 text-xs text-slate-500">Pasang di bio media sosial agar pembeli menemukan produk Anda.</p>
    </Card>
  );

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Halo, {name.split(" ")[0]}!</h1>
        <p className="mt-1 text-sm text-slate-600">Data per {time.format(now)} WIB</p>
      </div>

      {activation?.status === "rejected" ? (
        <Alert
          text={`Aktivasi ditolak: ${activation.reason ?? "-"}.`}
          to={paths.dashboard.activateStart}
          label="Perbaiki Data"
        />
      ) : failedWithdrawal ? (
        <Alert
          text={`Penarikan ${formatRupiah(failedWithdrawal.amount)} gagal: ${failedWithdrawal.reason ?? "-"}. Saldo sudah dikembalikan.`}
          to={paths.dashboard.balance}
          label="Lihat Saldo"
        />
      ) : null}

      {showSteps && checklist ? <NextSteps {...checklist} /> : null}

      {newSeller ? storeLinkCard : null}

      <Card title="Saldo" id="home-balance">
        {balance ? (
          <BalanceCard
            balance={balance}
            activated={activation?.status === "approved"}
            blocked={withdrawBlockedReason({
              activation: activation?.status ?? "none",
              withdrawable: balance.withdrawable,
              available: balance.available - balance.sandboxAvailable,
              debt: balance.debt,
              suspended: Boolean(user?.suspension),
              hasPending: false,
              minimum: MIN_WITHDRAWAL,
            })}
          />
        ) : (
          <BlockError what="Saldo" onRetry={revalidate} />
        )}
      </Card>

      {newSeller ? (
        <EmptyState
          action={
            <>
              <CopyButton text={storeUrl} onCopied={noteStoreLinkShared} className="min-h-11 px-4">
                Salin Tautan
              </CopyButton>
              {productCount === 0 ? (
                <ButtonLink to={paths.dashboard.add} variant="secondary">
                  Tambah Produk
                </ButtonLink>
              ) : null}
            </>
          }
        >
          Belum ada penjualan. Pasang tautan toko di bio Instagram atau TikTok agar pembeli datang.
        </EmptyState>
      ) : (
        <>
          <Card title="Ringkasan" id="home-summary">
            <Suspense fallback={<HomeTilesSkeleton />}>
              <Await resolve={loaderData.tiles} errorElement={<BlockError what="Ringkasan" onRetry={revalidate} />}>
                {(tiles) => <HomeTilesGrid tiles={tiles} />}
              </Await>
            </Suspense>
          </Card>
          <Card
            title="Penjualan terbaru"
            id="recent-sales"
            aside={
              <ButtonLink to={paths.dashboard.sales} variant="ghost" className="-mr-2">
                Lihat semua
              </ButtonLink>
            }
          >
            <Suspense fallback={<div className="h-48 animate-pulse rounded-xl bg-slate-100" aria-hidden="true" />}>
              <Await
                resolve={loaderData.recentSales}
                errorElement={<BlockError what="Penjualan terbaru" onRetry={revalidate} />}
              >
                {(sales) => <RecentSales sales={sales} now={now} />}
              </Await>
            </Suspense>
          </Card>
          {storeLinkCard}
        </>
      )}
    </div>
  );
}
