/**
 * `/admin/activations` (DASHBOARD-UX §8): the review queue in three tabs, "Menunggu (n)" oldest
 * first with how long each has waited, "Disetujui" and "Ditolak"; a card opens the submission.
 */
import { bankName } from "@lapak/shared/banks";
import { formatDateTimeWib } from "@lapak/shared/date";
import { Link, useRevalidator } from "react-router";
import { Badge } from "~/features/ui/badge";
import { BlockError } from "~/features/ui/card";
import { EmptyState } from "~/features/ui/empty-state";
import { PageHeading } from "~/features/ui/page-heading";
import { Pager } from "~/features/ui/pager";
import { namesDiffer } from "~/lib/names";
import { paths } from "~/lib/paths";
import type { AdminActivation, ListBody, ReviewStatus } from "../types";
import { waitedLong, waitingLabel } from "../waiting";
import { AdminTabs } from "./admin-tabs";

const EMPTY: Record<ReviewStatus, string> = {
  submitted: "Tidak ada pengajuan yang menunggu.",
  approved: "Belum ada pengajuan yang disetujui.",
  rejected: "Belum ada pengajuan yang ditolak.",
};

function QueueCard({ item, now }: { item: AdminActivation; now: number }) {
  return (
    <Link
      to={paths.admin.activation(item.id)}
      className="block rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 transition hover:ring-violet-400 focus-visible:outline-2 focus-visible:outline-violet-600 sm:p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <span className="min-w-0 font-semibold break-words text-slate-900">{item.legalName}</span>
        {item.status === "submitted" ? (
          <Badge tone={waitedLong(item.submittedAt, now) ? "amber" : "slate"}>
            {waitingLabel(item.submittedAt, now)}
          </Badge>
        ) : item.status === "approved" ? (
          <Badge tone="emerald">Disetujui</Badge>
        ) : (
          <Badge tone="red">Ditolak</Badge>
        )}
      </div>
      <p className="mt-1 truncate text-sm text-slate-600">
        {item.email}
        {item.username ? ` · @${item.username}` : ""}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        {bankName(item.bankCode)} · <span className="tabular-nums">{item.bankAccountNumber}</span> a.n.{" "}
        {item.bankAccountName}
      </p>
      {namesDiffer(item.legalName, item.bankAccountName) ? (
        <p className="mt-2">
          <Badge tone="amber">Nama rekening ≠ nama KTP</Badge>
        </p>
      ) : null}
      {item.status === "rejected" && item.reason ? (
        <p className="mt-2 text-sm text-red-800">Alasan: {item.reason}</p>
      ) : null}
      <p className="mt-2 text-xs text-slate-500">
        Dikirim {formatDateTimeWib(item.submittedAt)}
        {item.reviewedAt ? ` · ditinjau ${formatDateTimeWib(item.reviewedAt)}` : ""}
      </p>
    </Link>
  );
}

/** The queue page. `list` null means it failed to load; `waitingCount` fills the first tab. */
export function ActivationQueue({
  status,
  list,
  waitingCount,
  now,
}: {
  status: ReviewStatus;
  list: ListBody<AdminActivation> | null;
  waitingCount: number | null;
  now: number;
}) {
  const { revalidate } = useRevalidator();
  const tabs = [
    { status: "submitted", label: waitingCount === null ? "Menunggu" : `Menunggu (${waitingCount})` },
    { status: "approved", label: "Disetujui" },
    { status: "rejected", label: "Ditolak" },
  ] as const;
  return (
    <div className="space-y-5">
      <PageHeading title="Pengajuan Aktivasi">
        Tinjau identitas dan rekening penjual; yang paling lama menunggu ada di atas. Waktu dalam WIB.
      </PageHeading>
      <AdminTabs
        label="Status pengajuan"
        tabs={tabs.map((tab) => ({
          to: `${paths.admin.activations}?status=${tab.status}`,
          label: tab.label,
          active: tab.status === status,
        }))}
      />
      {!list ? (
        <BlockError what="Daftar pengajuan" onRetry={revalidate} />
      ) : list.data.length === 0 ? (
        <EmptyState>{EMPTY[status]}</EmptyState>
      ) : (
        <>
          <ul className="space-y-3">
            {list.data.map((item) => (
              <li key={item.id}>
                <QueueCard item={item} now={now} />
              </li>
            ))}
          </ul>
          <Pager {...list.meta} />
        </>
      )}
    </div>
  );
}
