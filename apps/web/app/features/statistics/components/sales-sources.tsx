/**
 * "Penjualan per Sumber" (ADR 0022): the range's paid sales per landing source and campaign
 * (`GET /v1/transactions/sources`), most sales first, with what buyers paid less refunds, before
 * fees (the card says so). "Langsung" is a sale without any ad or UTM parameter.
 */
import { formatRupiah } from "@lapak/shared/money";
import type { SalesSource } from "@lapak/shared/schemas/tracking";
import { BlockError, Card } from "~/features/ui/card";
import { formatCount } from "../labels";

/** `rows` as the API orders them; `null` means the call failed. */
export function SalesSources({ rows, onRetry }: { rows: SalesSource[] | null; onRetry: () => void }) {
  const title = "Penjualan per Sumber";
  return (
    <Card id="penjualan-sumber" title={title}>
      {!rows ? (
        <BlockError what={title} onRetry={onRetry} />
      ) : rows.length === 0 ? (
        <p className="text-sm text-slate-500">Belum ada penjualan pada rentang ini.</p>
      ) : (
        <ol className="divide-y divide-slate-100">
          {rows.map((row) => (
            <li
              key={`${row.source}\u0000${row.campaign ?? ""}`}
              className="flex items-baseline justify-between gap-3 py-2.5"
            >
              <span className="min-w-0">
                <span className="block truncate text-sm font-medium text-slate-800">{row.source}</span>
                {row.campaign ? (
                  <span className="block truncate text-xs text-slate-500">Kampanye: {row.campaign}</span>
                ) : null}
              </span>
              <span className="shrink-0 text-right text-sm tabular-nums text-slate-900">
                {formatRupiah(row.revenue)}
                <span className="block text-xs text-slate-500">{formatCount(row.sales)} penjualan</span>
              </span>
            </li>
          ))}
        </ol>
      )}
      <p className="mt-3 text-xs text-slate-500">
        Jumlah yang dibayar pembeli, dikurangi dana yang dikembalikan, sebelum biaya. Sumber dari parameter utm_source
        dan utm_campaign tautan iklan Anda.
      </p>
    </Card>
  );
}
