/**
 * "Ringkasan" (DASHBOARD-UX §2 block 5): four tiles, each a link to where its number comes from,
 * and two more for a seller with memberships: active members and this month's membership revenue.
 */
import { formatRupiah } from "@lapak/shared/money";
import { CONVERSION_NOTE, formatConversion } from "@lapak/shared/sales-metrics";
import { Link } from "react-router";
import { paths } from "~/lib/paths";
import type { HomeTiles } from "../api/home.server";

function Tile({ to, label, value, note }: { to: string; label: string; value: string; note: string }) {
  return (
    <Link
      to={to}
      className="block rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200 hover:bg-violet-50 focus-visible:outline-2 focus-visible:outline-violet-600 sm:p-4"
    >
      <span className="block text-xs font-medium text-slate-600">{label}</span>
      <span className="mt-1 block text-lg font-bold tabular-nums text-slate-900 sm:text-xl">{value}</span>
      <span className="block text-xs text-slate-500">{note}</span>
    </Link>
  );
}

export function HomeTilesGrid({ tiles }: { tiles: HomeTiles }) {
  return (
    <div className="grid grid-cols-2 gap-3">
      <Tile
        to={`${paths.dashboard.sales}?range=today`}
        label="Hari ini"
        value={formatRupiah(tiles.today.sellerNet)}
        note={`${tiles.today.paidCount} penjualan · bersih`}
      />
      <Tile
        to={`${paths.dashboard.sales}?range=7d`}
        label="7 hari terakhir"
        value={formatRupiah(tiles.week.sellerNet)}
        note={`${tiles.week.paidCount} penjualan · bersih`}
      />
      <Tile
        to={`${paths.dashboard.statistics}?range=7d`}
        label="Pengunjung 7 hari"
        value={String(tiles.visitors)}
        note="Orang berbeda per hari"
      />
      <Tile
        to={`${paths.dashboard.statistics}?range=7d`}
        label="Konversi 7 hari"
        value={formatConversion(tiles.conversion)}
        note={CONVERSION_NOTE}
      />
      {tiles.memberships ? (
        <>
          <Tile
            to={`${paths.dashboard.members}?status=active`}
            label="Anggota aktif"
            value={String(tiles.memberships.activeMembers)}
            note="Langganan yang masih berjalan"
          />
          <Tile
            to={paths.dashboard.members}
            label="Langganan bulan ini"
            value={formatRupiah(tiles.memberships.monthRevenue)}
            note={`${tiles.memberships.monthPasses} pembayaran · setelah refund`}
          />
        </>
      ) : null}
    </div>
  );
}

/** Fixed-height placeholder while the tiles stream in. */
export function HomeTilesSkeleton() {
  return (
    <div className="grid grid-cols-2 gap-3" aria-hidden="true">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="h-[88px] animate-pulse rounded-xl bg-slate-100 sm:h-[100px]" />
      ))}
    </div>
  );
}
