/**
 * An expired or failed transaction: what happened and "Checkout Ulang", which starts a new
 * transaction for the same product (a transaction is one payment attempt, DESIGN §3).
 */
import type { Transaction } from "@lapak/shared/schemas/transaction";
import { ButtonLink } from "~/features/ui/button";
import { paths } from "~/lib/paths";

interface ClosedPaymentProps {
  transaction: Transaction;
  status: "expired" | "failed";
  /** Whether this page keeps watching the status (the payment page does): a late payment still lands. */
  watching?: boolean;
}

/** A card with the reason and the way forward. */
export function ClosedPayment({ transaction, status, watching = false }: ClosedPaymentProps) {
  return (
    <section
      aria-labelledby="closed-heading"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <h2 id="closed-heading" className="text-base font-semibold text-slate-900">
        {status === "expired" ? "Waktu pembayaran sudah habis" : "Pembayaran gagal diproses"}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-slate-700">
        {status === "expired"
          ? "Instruksi pembayaran ini tidak berlaku lagi. Checkout ulang untuk mendapatkan instruksi pembayaran yang baru."
          : "Gateway pembayaran tidak dapat memproses pesanan ini. Silakan checkout ulang dan coba lagi, bisa dengan metode pembayaran lain."}
      </p>
      {status === "expired" && watching ? (
        <p className="mt-2 text-sm leading-relaxed text-slate-600">
          Sudah terlanjur membayar? Pembayaran Anda tetap diproses dan halaman ini akan berpindah sendiri begitu
          dikonfirmasi.
        </p>
      ) : null}
      <ButtonLink to={paths.checkout(transaction.product.id)} block className="mt-4 min-h-12 text-base">
        Checkout Ulang
      </ButtonLink>
    </section>
  );
}
