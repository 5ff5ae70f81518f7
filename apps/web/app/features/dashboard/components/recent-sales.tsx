/** "Penjualan terbaru" (DASHBOARD-UX §2 block 6): the last five paid sales, each to its detail. */
import { formatRupiah } from "@lapak/shared/money";
import { netAfterRefunds } from "@lapak/shared/sales-metrics";
import type { SellerTransaction } from "@lapak/shared/schemas/transaction";
import { Link } from "react-router";
import { paths } from "~/lib/paths";

const time = new Intl.DateTimeFormat("id-ID", { hour: "2-digit", minute: "2-digit", timeZone: "Asia/Jakarta" });
const day = new Intl.DateTimeFormat("id-ID", { day: "numeric", month: "short", timeZone: "Asia/Jakarta" });
const wibDate = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" });

/** `"10.05"` today (WIB), `"21 Nov"` otherwise. */
function when(iso: string, now: Date): string {
  const at = new Date(iso);
  return wibDate.format(at) === wibDate.format(now) ? time.format(at) : day.format(at);
}

export function RecentSales({ sales, now }: { sales: SellerTransaction[]; now: Date }) {
  return (
    <ul className="divide-y divide-slate-100">
      {sales.map((sale) => {
        const lead = sale.product.type === "collect_email";
        return (
          <li key={sale.id}>
            <Link
              to={`${paths.dashboard.sales}?id=${sale.id}`}
              className="-mx-2 flex items-center gap-3 rounded-xl px-2 py-3 hover:bg-slate-50"
            >
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-semibold text-slate-900">{sale.product.title}</span>
                <span className="block text-xs text-slate-500">
                  {sale.buyer.name.split(" ")[0]} · {when(sale.paidAt ?? sale.createdAt, now)}
                </span>
              </span>
              {lead || sale.amount === 0 ? (
                <span className="rounded-full bg-violet-100 px-2.5 py-0.5 text-xs font-semibold text-violet-800">
                  {lead ? "Pendaftar" : "Gratis"}
                </span>
              ) : sale.refundStatus === "refunded" ? (
                <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
                  Dana Dikembalikan
                </span>
              ) : (
                <span className="text-sm font-bold tabular-nums text-emerald-700">
                  +{formatRupiah(netAfterRefunds(sale))}
                </span>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
