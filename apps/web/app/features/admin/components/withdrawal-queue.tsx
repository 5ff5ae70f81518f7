/**
 * `/admin/withdrawals` (DASHBOARD-UX §8): pay out, and record it. "Menunggu" oldest first, then the
 * settled ones ("Berhasil", "Gagal") newest first.
 */
import { useRevalidator } from "react-router";
import { BlockError } from "~/features/ui/card";
import { EmptyState } from "~/features/ui/empty-state";
import { PageHeading } from "~/features/ui/page-heading";
import { Pager } from "~/features/ui/pager";
import { paths } from "~/lib/paths";
import type { AdminWithdrawal, ListBody, WithdrawalStatus } from "../types";
import { AdminTabs } from "./admin-tabs";
import { WithdrawalCard } from "./withdrawal-card";

const EMPTY: Record<WithdrawalStatus, string> = {
  pending: "Tidak ada penarikan yang menunggu.",
  paid: "Belum ada penarikan yang berhasil.",
  failed: "Belum ada penarikan yang gagal.",
};

/** The queue; `failure` is the last action's answer when it failed (shown on its card). */
export function WithdrawalQueue({
  status,
  list,
  pendingCount,
  now,
  failure,
}: {
  status: WithdrawalStatus;
  list: ListBody<AdminWithdrawal> | null;
  pendingCount: number | null;
  now: number;
  failure?: { id: string; errors: Record<string, string[]> };
}) {
  const { revalidate } = useRevalidator();
  const tabs = [
    { status: "pending", label: pendingCount === null ? "Menunggu" : `Menunggu (${pendingCount})` },
    { status: "paid", label: "Berhasil" },
    { status: "failed", label: "Gagal" },
  ] as const;
  return (
    <div className="space-y-5">
      <PageHeading title="Penarikan Saldo">
        Transfer ke rekening penjual, lalu catat hasilnya di sini. Yang paling lama menunggu ada di atas. Waktu dalam
        WIB.
      </PageHeading>
      <AdminTabs
        label="Status penarikan"
        tabs={tabs.map((tab) => ({
          to: `${paths.admin.withdrawals}?status=${tab.status}`,
          label: tab.label,
          active: tab.status === status,
        }))}
      />
      {!list ? (
        <BlockError what="Daftar penarikan" onRetry={revalidate} />
      ) : list.data.length === 0 ? (
        <EmptyState>{EMPTY[status]}</EmptyState>
      ) : (
        <>
          <ul className="space-y-3">
            {list.data.map((item) => (
              <li key={item.id}>
                <WithdrawalCard
                  withdrawal={item}
                  now={now}
                  errors={failure?.id === item.id ? failure.errors : undefined}
                />
              </li>
            ))}
          </ul>
          <Pager {...list.meta} />
        </>
      )}
    </div>
  );
}
