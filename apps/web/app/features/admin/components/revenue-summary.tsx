/**
 * `/admin/revenue` — **Pendapatan** (DASHBOARD-UX §8): what the platform earned (fees), what the
 * gateways kept, what went back to buyers and out to sellers, and what it owes its sellers, over
 * WIB days.
 */
import { formatRupiah } from "@lapak/shared/money";
import type { ReactNode } from "react";
import { Form, useRevalidator } from "react-router";
import { Button } from "~/features/ui/button";
import { BlockError } from "~/features/ui/card";
import { PageHeading } from "~/features/ui/page-heading";
import type { Revenue } from "../types";

function Figure({ label, value, children }: { label: string; value: number; children: ReactNode }) {
  return (
    <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-xl font-bold text-slate-900 tabular-nums">{formatRupiah(value)}</dd>
      <dd className="mt-1 text-xs text-slate-500">{children}</dd>
    </div>
  );
}

export function RevenueSummary({ from, to, revenue }: { from: string; to: string; revenue: Revenue | null }) {
  const { revalidate } = useRevalidator();
  const dateInput = "min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base";
  return (
    <div className="space-y-5">
      <PageHeading title="Pendapatan">
        Uang platform dari buku besar: kosongkan tanggal untuk semua waktu. Tanggal dalam WIB.
      </PageHeading>
      <Form method="get" className="grid grid-cols-2 items-end gap-2 sm:grid-cols-3">
        <label className="text-sm font-medium text-slate-800">
          Dari
          <input type="date" name="from" defaultValue={from} className={dateInput} />
        </label>
        <label className="text-sm font-medium text-slate-800">
          Sampai
          <input type="date" name="to" defaultValue={to} className={dateInput} />
        </label>
        <Button className="col-span-2 min-h-11 sm:col-span-1">Tampilkan</Button>
      </Form>
      {!revenue ? (
        <BlockError what="Pendapatan" onRetry={revalidate} />
      ) : (
        <dl className="grid gap-3 sm:grid-cols-2">
          <Figure label="Penjualan" value={revenue.sales}>
            Dibayar pembeli.
          </Figure>
          <Figure label="Biaya layanan (pendapatan platform)" value={revenue.fees}>
            Setelah dikurangi biaya yang tidak ditagih dan biaya penyedia pembayaran atas bagian yang dikembalikan.
          </Figure>
          <Figure label="Biaya penyedia pembayaran" value={revenue.gatewayCosts}>
            Biaya metode pembayaran yang diambil penyedia pembayaran (bank, QRIS, e-wallet).
          </Figure>
          <Figure label="Pengembalian dana" value={revenue.refunds}>
            Dikembalikan ke pembeli.
          </Figure>
          <Figure label="Penarikan dibayar" value={revenue.payouts}>
            Ditransfer ke penjual.
          </Figure>
          <Figure label="Penarikan diproses" value={revenue.payoutsInProcess}>
            Sudah diajukan penjual, belum ditransfer.
          </Figure>
          <Figure label="Penarikan simulasi" value={revenue.simulatedPayouts}>
            Uang uji coba: tidak ada uang yang dikirim.
          </Figure>
          <Figure label="Saldo penjual (milik penjual)" value={revenue.sellersBalance}>
            Jumlah saldo Ditahan + Bisa ditarik semua penjual.
          </Figure>
          <Figure label="Utang penjual ke platform" value={revenue.sellersDebt}>
            Pengembalian dana yang melebihi saldo penjual; dipotong dari penjualan mereka berikutnya.
          </Figure>
        </dl>
      )}
    </div>
  );
}
