/**
 * An expired or failed transaction: what happened and the way forward — another method for the
 * same details (`ChangeMethod`, a new attempt, DESIGN §3) or "Pesan Ulang" from the start; for a
 * lead magnet "Dapatkan Hadiah" (nothing is bought, DESIGN §5).
 */
import type { Transaction } from "@lapak/shared/schemas/transaction";
import { ButtonLink } from "~/features/ui/button";
import { isGift } from "~/lib/gift";
import { paths } from "~/lib/paths";
import type { MethodGroup } from "~/lib/payment-methods";
import { ChangeMethod } from "./change-method";

interface ClosedPaymentProps {
  transaction: Transaction;
  status: "expired" | "failed";
  /** Whether this page keeps watching the status (the payment page does): a late payment still lands. */
  watching?: boolean;
  /** The methods for "Bayar dengan metode lain"; none: only "Pesan Ulang". */
  groups?: MethodGroup[];
}

/** A card with the reason and the ways forward. */
export function ClosedPayment({ transaction, status, watching = false, groups = [] }: ClosedPaymentProps) {
  const gift = isGift(transaction);
  return (
    <div className="space-y-4">
      <section
        aria-labelledby="closed-heading"
        className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
      >
        <h2 id="closed-heading" className="text-base font-semibold text-slate-900">
          {status === "expired" ? "Waktu pembayaran sudah habis" : "Pembayaran gagal diproses"}
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-slate-700">
          {status === "expired"
            ? "Instruksi pembayaran ini tidak berlaku lagi. Pilih metode pembayaran untuk instruksi yang baru, atau checkout ulang."
            : "Penyedia pembayaran tidak dapat memproses pesanan ini. Silakan coba lagi, bisa dengan metode pembayaran lain."}
        </p>
        {status === "expired" && watching ? (
          <p className="mt-2 text-sm leading-relaxed text-slate-600">
            Sudah terlanjur membayar? Pembayaran Anda tetap diproses dan halaman ini akan berpindah sendiri begitu
            dikonfirmasi.
          </p>
        ) : null}
        <ButtonLink
          to={paths.checkout(transaction.product.id)}
          reloadDocument
          variant={groups.length > 0 ? "secondary" : undefined}
          block
          className="mt-4 min-h-12 text-base"
        >
          {gift ? "Dapatkan Hadiah" : "Pesan Ulang"}
        </ButtonLink>
      </section>
      {!gift && groups.length > 0 ? <ChangeMethod transaction={transaction} groups={groups} open /> : null}
    </div>
  );
}
