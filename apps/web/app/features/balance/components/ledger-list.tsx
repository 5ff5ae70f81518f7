/**
 * "Rincian saldo": every ledger row (sale, release, withdrawal, return, refund, settlement, commission) so every rupiah of the
 * balance is explained (issue: money made visible). Newest first; "Muat lebih banyak" asks the
 * loader for more rows through the URL.
 */

import { formatDateTimeWib } from "@lapak/shared/date";
import { formatRupiah } from "@lapak/shared/money";
import type { ledgerEntrySchema } from "@lapak/shared/schemas/account";
import type { z } from "@lapak/shared/zod";
import { Link } from "react-router";

type Entry = z.infer<typeof ledgerEntrySchema>;

const BUCKETS: Record<Entry["bucket"], string> = {
  pending: "Ditahan",
  available: "Bisa ditarik",
  withdrawn: "Sudah ditarik",
  debt: "Utang ke platform",
};

/** Sandbox money's mark on its row (ADR 0023): a simulated withdrawal, or a test payment; null for real money. */
export function ledgerTag(entry: Entry): string | null {
  if (!entry.sandbox) return null;
  return entry.kind === "withdrawal" || entry.kind === "return" ? "Simulasi" : "Uang uji coba";
}

/** What one row means, in the seller's words. */
export function ledgerLabel(entry: Entry): string {
  const title = entry.title ? `: ${entry.title}` : "";
  switch (entry.kind) {
    case "sale":
      return `Penjualan${title}`;
    case "release":
      return entry.bucket === "available" ? `Cair ke Bisa ditarik${title}` : `Keluar dari Ditahan${title}`;
    case "withdrawal":
      return entry.bucket === "withdrawn" ? "Penarikan diajukan" : "Penarikan dari Bisa ditarik";
    case "return":
      return entry.bucket === "available" ? "Penarikan gagal, dikembalikan" : "Penarikan gagal dibatalkan";
    case "correction":
      return entry.bucket === "available" ? "Koreksi: transfer ternyata berhasil" : "Koreksi: dana sudah ditransfer";
    case "refund":
      return entry.bucket === "debt"
        ? `Utang ke platform (pengembalian dana melebihi saldo)${title}`
        : `Dana dikembalikan ke pembeli${title}`;
    case "settlement":
      return entry.bucket === "debt" ? "Utang ke platform dilunasi" : "Dipotong untuk melunasi utang ke platform";
    case "commission":
      return entry.amount < 0 ? `Komisi afiliasi dibayar${title}` : `Komisi afiliasi diterima${title}`;
  }
}

/** Money coming into the seller's balance (Ditahan, Bisa ditarik): the only rows shown green. */
function isIncome(entry: Entry): boolean {
  return entry.amount > 0 && (entry.bucket === "pending" || entry.bucket === "available");
}

/**
 * The row's amount as the seller reads it: signed as it moves their money (`+Rp47.150`,
 * `-Rp50.000`; a debt booked is `-`, its settlement `+`); unsigned in Sudah ditarik, which is money
 * sent out, not income.
 */
export function signedAmount(entry: Entry): string {
  if (entry.bucket === "withdrawn") return formatRupiah(Math.abs(entry.amount));
  return `${entry.amount > 0 ? "+" : ""}${formatRupiah(entry.amount)}`;
}

export function LedgerList({ rows, total, pages }: { rows: Entry[]; total: number; pages: number }) {
  if (rows.length === 0) {
    return <p className="text-sm text-slate-600">Belum ada pergerakan saldo.</p>;
  }
  return (
    <>
      <ul className="divide-y divide-slate-100">
        {rows.map((entry) => (
          <li key={entry.id} className="flex items-start justify-between gap-4 py-3">
            <div className="min-w-0">
              <p className="truncate text-sm font-medium text-slate-900">{ledgerLabel(entry)}</p>
              <p className="text-xs text-slate-500">
                {formatDateTimeWib(entry.createdAt)} · {BUCKETS[entry.bucket]}
                {ledgerTag(entry) ? (
                  <span className="ml-1.5 rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">
                    {ledgerTag(entry)}
                  </span>
                ) : null}
              </p>
            </div>
            <p
              className={`shrink-0 text-sm font-semibold tabular-nums ${isIncome(entry) ? "text-emerald-700" : "text-slate-700"}`}
            >
              {signedAmount(entry)}
            </p>
          </li>
        ))}
      </ul>
      {rows.length < total ? (
        <Link
          to={`?riwayat=${pages + 1}#rincian-saldo`}
          preventScrollReset
          className="mt-3 inline-flex min-h-11 items-center text-sm font-semibold text-violet-700"
        >
          Muat lebih banyak
        </Link>
      ) : null}
    </>
  );
}
