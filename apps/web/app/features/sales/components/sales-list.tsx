/**
 * The sales list (DASHBOARD-UX §3): cards on a phone (product; buyer · method · time; the net in
 * bold with a status or money badge), a table from `lg` (Waktu, Produk, Pembeli, Metode, Status,
 * Harga, Bersih). The net is after refunds (the one before them struck), so the rows of a filter
 * sum to its header. A row opens its sheet (`?id=`) and works as a plain link before hydration.
 */
import { formatShortDateWib, formatTimeWib } from "@lapak/shared/date";
import { formatRupiah } from "@lapak/shared/money";
import { netAfterRefunds } from "@lapak/shared/sales-metrics";
import { Link, useNavigate } from "react-router";
import { Badge } from "~/features/ui/badge";
import { SHEET_LINK_STATE } from "~/features/ui/sheet-url";
import type { SaleRow } from "../api/sales.server";
import { isPaidSale, saleBadge, shortMethodName } from "../sale-words";

const when = (iso: string) => `${formatShortDateWib(iso)} ${formatTimeWib(iso)}`;

/** A paid sale's net after its refunds, with the net before them struck when they took some. */
function Net({ row }: { row: SaleRow }) {
  const now = netAfterRefunds(row);
  return (
    <span className="font-bold text-slate-900">
      {now !== row.sellerNet ? (
        <s className="mr-1.5 font-normal text-slate-500">
          <span className="sr-only">sebelum pengembalian dana </span>
          {formatRupiah(row.sellerNet)}
        </s>
      ) : null}
      {formatRupiah(now)}
    </span>
  );
}

/** Bold net for a paid sale; the price greyed for the rest (nothing earned yet); nothing for a free one. */
function Amount({ row }: { row: SaleRow }) {
  if (isPaidSale(row)) return <Net row={row} />;
  if (row.amount === 0) return null;
  return <span className="text-slate-500">{formatRupiah(row.amount)}</span>;
}

/** `hrefOf(id)` opens a row's sheet; `now` (the server's) decides "Ditahan" vs "Tersedia". */
export function SalesList({ rows, now, hrefOf }: { rows: SaleRow[]; now: Date; hrefOf: (id: string) => string }) {
  const navigate = useNavigate();
  const open = (id: string) => navigate(hrefOf(id), { preventScrollReset: true, state: SHEET_LINK_STATE });
  return (
    <>
      <ul className="space-y-2 lg:hidden" aria-label="Daftar penjualan">
        {rows.map((row) => {
          const badge = saleBadge(row, now);
          return (
            <li key={row.id}>
              <Link
                to={hrefOf(row.id)}
                preventScrollReset
                state={SHEET_LINK_STATE}
                className="flex min-h-11 items-start gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-violet-600"
              >
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold text-slate-900">
                    {row.product.title}
                    {row.items.length > 1 ? ` + ${row.items.length - 1} lainnya` : ""}
                  </p>
                  {row.discountCode ? (
                    <p className="mt-0.5 truncate text-xs text-emerald-700">
                      Kode {row.discountCode} · −{formatRupiah(row.discount)}
                    </p>
                  ) : null}
                  <p className="mt-0.5 truncate text-sm text-slate-600">
                    {row.buyer.name} · {shortMethodName(row.paymentMethodName) ?? "Gratis"}
                  </p>
                  <p className="mt-0.5 text-xs text-slate-500 tabular-nums">
                    {when(row.createdAt)} · <span className="font-mono">{row.code}</span>
                  </p>
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1 text-right tabular-nums">
                  <Amount row={row} />
                  <Badge tone={badge.tone}>{badge.label}</Badge>
                </div>
              </Link>
            </li>
          );
        })}
      </ul>

      <div className="hidden overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 lg:block">
        <table className="w-full table-fixed text-left text-sm">
          <caption className="sr-only">Daftar penjualan</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold text-slate-600">
            <tr>
              <th scope="col" className="w-28 px-4 py-3">
                Waktu
              </th>
              <th scope="col" className="px-3 py-3">
                Produk
              </th>
              <th scope="col" className="px-3 py-3">
                Pembeli
              </th>
              <th scope="col" className="w-24 px-3 py-3">
                Metode
              </th>
              <th scope="col" className="w-36 px-3 py-3">
                Status
              </th>
              <th scope="col" className="w-24 px-3 py-3 text-right">
                Harga
              </th>
              <th scope="col" className="w-24 px-4 py-3 text-right">
                Bersih
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => {
              const badge = saleBadge(row, now);
              return (
                <tr key={row.id} onClick={() => open(row.id)} className="cursor-pointer hover:bg-slate-50">
                  <td className="px-4 py-3 text-xs whitespace-nowrap text-slate-600 tabular-nums">
                    {when(row.createdAt)}
                  </td>
                  <td className="truncate px-3 py-3 font-medium text-slate-900">
                    <Link
                      to={hrefOf(row.id)}
                      preventScrollReset
                      state={SHEET_LINK_STATE}
                      onClick={(event) => event.stopPropagation()}
                      className="hover:underline focus-visible:outline-2 focus-visible:outline-violet-600"
                    >
                      {row.product.title}
                      {row.items.length > 1 ? ` + ${row.items.length - 1} lainnya` : ""}
                    </Link>
                  </td>
                  <td className="truncate px-3 py-3 text-slate-700">
                    {row.buyer.name}
                    <span className="block font-mono text-xs text-slate-500">{row.code}</span>
                  </td>
                  <td className="truncate px-3 py-3 text-slate-600">{shortMethodName(row.paymentMethodName) ?? "—"}</td>
                  <td className="px-3 py-3">
                    <Badge tone={badge.tone}>{badge.label}</Badge>
                  </td>
                  <td className="px-3 py-3 text-right text-slate-500 tabular-nums">{formatRupiah(row.amount)}</td>
                  <td className="px-4 py-3 text-right font-bold text-slate-900 tabular-nums">
                    {isPaidSale(row) ? <Net row={row} /> : "—"}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
