/**
 * `/admin/refunds` — **Pengembalian Dana** (DASHBOARD-UX §8, ADR 0020): manual refunds (virtual accounts,
 * past the gateway's window, refused by it) waiting for a bank transfer to the account the buyer
 * gave, oldest first; the admin transfers, then records the reference ("Tandai Selesai"). The ledger
 * already moved. Tab "Diproses Penyedia" shows refunds Midtrans or Xendit has not confirmed yet
 * (nothing to do: they are read back every 10 minutes); "Selesai" the done ones. "Catat
 * Pengembalian Dana" books a refund a seller asked the admin for, by order code, also beyond the
 * seller's balance: the rest becomes the seller's debt to the platform (ADR 0027).
 */
import { bankName } from "@lapak/shared/banks";
import { formatDateTimeWib } from "@lapak/shared/date";
import { formatRupiah } from "@lapak/shared/money";
import { Form, useLocation, useNavigation, useRevalidator } from "react-router";
import { Button } from "~/features/ui/button";
import { BlockError } from "~/features/ui/card";
import { EmptyState } from "~/features/ui/empty-state";
import { PageHeading } from "~/features/ui/page-heading";
import { Pager } from "~/features/ui/pager";
import { TextField } from "~/features/ui/text-field";
import { paths } from "~/lib/paths";
import type { AdminRefund, ListBody } from "../types";
import { AdminTabs } from "./admin-tabs";

/** The tabs: to transfer by hand, waiting for the gateway, done. */
export type RefundQueueStatus = "manual" | "pending" | "succeeded";

type Failure = { ok: false; message: string; errors: Record<string, string[]>; id: string } | undefined;

export function RefundQueue({
  status,
  list,
  failure,
}: {
  status: RefundQueueStatus;
  list: ListBody<AdminRefund> | null;
  failure: Failure;
}) {
  const { revalidate } = useRevalidator();
  return (
    <div className="space-y-5">
      <PageHeading title="Pengembalian Dana">
        Pengembalian yang tidak bisa lewat penyedia pembayaran: transfer ke rekening pembeli, lalu catat nomor
        referensinya.
      </PageHeading>
      <AdminTabs
        label="Status pengembalian dana"
        tabs={[
          { to: `${paths.admin.refunds}?status=manual`, label: "Perlu Ditransfer", active: status === "manual" },
          { to: `${paths.admin.refunds}?status=pending`, label: "Diproses Penyedia", active: status === "pending" },
          { to: `${paths.admin.refunds}?status=succeeded`, label: "Selesai", active: status === "succeeded" },
        ]}
      />
      <BookRefund failure={failure?.id === "book" ? failure : undefined} />
      {!list ? (
        <BlockError what="Daftar pengembalian dana" onRetry={revalidate} />
      ) : list.data.length === 0 ? (
        <EmptyState>
          {status === "manual"
            ? "Tidak ada yang perlu ditransfer."
            : status === "pending"
              ? "Tidak ada yang menunggu penyedia pembayaran."
              : "Belum ada."}
        </EmptyState>
      ) : (
        <>
          <ul className="space-y-3">
            {list.data.map((refund) => (
              <RefundCard key={refund.id} refund={refund} failure={failure?.id === refund.id ? failure : undefined} />
            ))}
          </ul>
          <Pager {...list.meta} />
        </>
      )}
    </div>
  );
}

/** An admin's refund of any sale by its order code (ADR 0027). */
function BookRefund({ failure }: { failure: Failure }) {
  const busy = useNavigation().state !== "idle";
  // A booking redirects back here: a new location empties and closes the form, so a second press
  // cannot book the same refund again.
  const { key } = useLocation();
  return (
    <details
      key={key}
      className="rounded-2xl bg-white p-4 text-sm shadow-sm ring-1 ring-slate-200 sm:p-5"
      open={Boolean(failure)}
    >
      <summary className="min-h-11 cursor-pointer content-center font-semibold text-slate-900">
        Catat Pengembalian Dana
      </summary>
      <p className="mt-2 text-slate-600">
        Untuk penjual yang saldonya tidak cukup. Bagian yang tidak tertutup saldo menjadi utang penjual ke platform dan
        dipotong dari penjualan berikutnya.
      </p>
      <Form method="post" className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="book" />
        <TextField
          name="code"
          label="Kode pesanan"
          placeholder="LPK-…"
          autoComplete="off"
          required
          maxLength={40}
          errors={failure?.errors.code}
        />
        <TextField
          name="amount"
          label="Jumlah (kosongkan untuk semua sisa)"
          prefix="Rp"
          inputMode="numeric"
          autoComplete="off"
          errors={failure?.errors.amount}
        />
        <TextField
          name="reason"
          label="Alasan"
          required
          minLength={3}
          maxLength={500}
          errors={failure?.errors.reason}
        />
        {failure && !failure.errors.code && !failure.errors.amount && !failure.errors.reason ? (
          <p role="alert" className="text-red-700">
            {failure.message}
          </p>
        ) : null}
        <Button className="min-h-11" disabled={busy}>
          Catat Pengembalian
        </Button>
      </Form>
    </details>
  );
}

function RefundCard({ refund, failure }: { refund: AdminRefund; failure: Failure }) {
  const busy = useNavigation().state !== "idle";
  const bank = refund.buyerBank;
  return (
    <li className="space-y-2 rounded-2xl bg-white p-4 text-sm shadow-sm ring-1 ring-slate-200 sm:p-5">
      <p className="text-lg font-bold text-slate-900 tabular-nums">{formatRupiah(refund.amount)}</p>
      <p className="text-slate-700">
        {refund.productTitle} · {refund.sellerUsername ? `@${refund.sellerUsername}` : "penjual"}
      </p>
      <p className="text-slate-700">
        Pembeli: {refund.buyerName} ({refund.buyerEmail})
      </p>
      <p className="text-slate-600">Alasan: {refund.reason}</p>
      <p className="text-xs text-slate-500">Diminta {formatDateTimeWib(refund.createdAt)}</p>
      {refund.status === "manual" && !bank ? (
        <p className="font-medium text-slate-900">
          Pembeli belum mengisi rekening (tautan sudah dikirim lewat email). Tandai Selesai muncul setelah rekening
          diisi.
        </p>
      ) : refund.status === "manual" && bank ? (
        <>
          <p className="font-medium text-slate-900">
            {`Rekening: ${bankName(bank.bankCode)} ${bank.accountNumber} a.n. ${bank.accountName}`}
          </p>
          <Form method="post" className="space-y-2">
            <input type="hidden" name="id" value={refund.id} />
            <TextField
              name="reference"
              label="No. referensi transfer"
              autoComplete="off"
              required
              minLength={3}
              maxLength={100}
              errors={failure?.errors.reference}
            />
            {failure && !failure.errors.reference ? (
              <p role="alert" className="text-red-700">
                {failure.message}
              </p>
            ) : null}
            <Button className="min-h-11" disabled={busy}>
              Tandai Selesai
            </Button>
          </Form>
        </>
      ) : refund.status === "pending" ? (
        <p className="text-amber-800">
          Diproses lewat penyedia pembayaran — dicek ulang otomatis tiap 10 menit. Bila penyedia menolak, pindah ke
          Perlu Ditransfer.
        </p>
      ) : (
        <p className="text-emerald-700">
          Selesai
          {refund.reference
            ? ` · ref ${refund.reference}`
            : refund.method === "gateway"
              ? " · dikembalikan lewat penyedia pembayaran"
              : ""}
        </p>
      )}
    </li>
  );
}
