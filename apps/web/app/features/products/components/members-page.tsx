/**
 * Anggota (ADR 0049): every member of the seller's memberships — active, ending within 7 days,
 * ended — with the membership, since when and until when (WIB), what they paid, and "Unduh CSV".
 */
import { formatDateWib } from "@lapak/shared/date";
import { formatRupiah } from "@lapak/shared/money";
import type { Member } from "@lapak/shared/schemas/membership";
import { Link } from "react-router";
import type { MembersPageData } from "~/features/products/api/members.server";
import { buttonClass } from "~/features/ui/button";
import { EmptyState } from "~/features/ui/empty-state";
import { PageHeading } from "~/features/ui/page-heading";
import { paths } from "~/lib/paths";

const STATUS_LABEL: Record<Member["status"], string> = {
  active: "Aktif",
  ending: "Segera berakhir",
  ended: "Berakhir",
};

const STATUS_STYLE: Record<Member["status"], string> = {
  active: "bg-emerald-100 text-emerald-800",
  ending: "bg-amber-100 text-amber-900",
  ended: "bg-slate-100 text-slate-700",
};

export function MembersPage({ members, counts, status }: MembersPageData) {
  const tabs: { value: Member["status"] | null; label: string }[] = [
    { value: null, label: `Semua (${counts.active + counts.ended})` },
    { value: "active", label: `Aktif (${counts.active})` },
    { value: "ending", label: `Segera berakhir (${counts.ending})` },
    { value: "ended", label: `Berakhir (${counts.ended})` },
  ];
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeading title="Anggota">
        Pembeli langganan Anda. Masa aktif dihitung dari pembayaran mereka; yang segera berakhir mendapat pengingat 7, 3
        dan 1 hari sebelumnya.
      </PageHeading>
      <nav aria-label="Saring anggota" className="mb-4 flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <Link
            key={tab.label}
            to={tab.value ? `${paths.dashboard.members}?status=${tab.value}` : paths.dashboard.members}
            aria-current={tab.value === status ? "page" : undefined}
            className={`inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ${
              tab.value === status ? "bg-violet-700 text-white" : "bg-white text-slate-700 ring-1 ring-slate-300"
            }`}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      {members.length === 0 ? (
        <EmptyState
          action={
            <Link to={paths.dashboard.addMembership} className={buttonClass("primary")}>
              Buat Langganan
            </Link>
          }
        >
          {status
            ? "Tidak ada anggota di kelompok ini."
            : "Belum ada anggota. Pembeli langganan Anda akan muncul di sini."}
        </EmptyState>
      ) : (
        <>
          <div className="mb-4 flex justify-end">
            <a
              href={paths.csv.members(status ? `status=${status}` : "")}
              download
              className={`${buttonClass("secondary")} min-h-11`}
            >
              Unduh CSV
            </a>
          </div>
          <ul className="divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
            {members.map((member) => (
              <li key={`${member.productId} ${member.email}`} className="p-4">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                  <p className="min-w-0 font-semibold break-words text-slate-900">{member.name}</p>
                  <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLE[member.status]}`}>
                    {STATUS_LABEL[member.status]}
                  </span>
                </div>
                <p className="text-sm break-all text-slate-600">{member.email}</p>
                <p className="mt-1 text-sm text-slate-700">{member.productTitle}</p>
                <p className="mt-1 text-xs text-slate-500">
                  Anggota sejak {formatDateWib(member.since)} ·{" "}
                  {member.status === "ended" ? "berakhir" : "berakhir pada"} {formatDateWib(member.expiresAt)} · total{" "}
                  {formatRupiah(member.totalPaid)}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
