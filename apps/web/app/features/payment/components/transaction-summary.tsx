/**
 * The top of the payment page (and of a closed order): status, amount, what it is for and from
 * whom. The status sits in a polite live region, so a change ("Kedaluwarsa", "Pembayaran Berhasil")
 * is announced once; the countdown beside it is not.
 */
import type { Transaction, TransactionStatus } from "@lapak/shared/schemas/transaction";
import type { ReactNode } from "react";
import { StatusBadge } from "~/features/ui/status-badge";
import { priceLabel } from "~/lib/price";
import { CopyButton } from "./copy-button";

interface TransactionSummaryProps {
  transaction: Transaction;
  /** The status to show (the live one on the payment page). */
  status: TransactionStatus;
  /** Shown under the amount, e.g. the deadline and countdown. */
  children?: ReactNode;
}

/** A card: status pill, "Total Pembayaran", amount (with "Salin" while pending), product title and seller, method. */
export function TransactionSummary({ transaction, status, children }: TransactionSummaryProps) {
  return (
    <section aria-labelledby="amount-label" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <div role="status" aria-live="polite" aria-atomic="true">
        <span className="sr-only">Status: </span>
        <StatusBadge status={status} />
      </div>
      <h2 id="amount-label" className="mt-4 text-sm font-normal text-slate-600">
        Total Pembayaran
      </h2>
      <div className="flex items-center justify-between gap-3">
        <p className="text-3xl font-extrabold tracking-tight text-slate-900">{priceLabel(transaction.amount)}</p>
        {status === "pending" ? (
          <CopyButton
            text={String(transaction.amount)}
            copiedMessage="Jumlah pembayaran disalin"
            label="Salin jumlah pembayaran"
            className="min-h-11 min-w-16"
          />
        ) : null}
      </div>
      <p className="mt-2 text-sm font-medium text-slate-900">
        {transaction.items.map((item) => item.title).join(" + ") || transaction.product.title}
      </p>
      <p className="text-sm text-slate-600">
        Kode pesanan: <span className="font-mono font-semibold text-slate-900">{transaction.code}</span>
      </p>
      <p className="text-sm text-slate-600">oleh {transaction.seller.name}</p>
      {transaction.paymentMethodName ? (
        <p className="mt-1 text-sm text-slate-600">Metode: {transaction.paymentMethodName}</p>
      ) : null}
      {children}
    </section>
  );
}
