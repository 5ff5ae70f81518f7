/**
 * "Ganti metode pembayaran" (SPEC §4): the buyer picks another method without filling in the
 * checkout again. A `<details>` (opens without JavaScript) holding the method radios; it posts
 * `intent=change-method` to the payment route, whose action asks
 * `POST /v1/transactions/{id}/change-method` and goes to the new attempt's payment page.
 */
import type { Transaction } from "@lapak/shared/schemas/transaction";
import { MethodPicker } from "~/features/ui/method-picker";
import { paths } from "~/lib/paths";
import type { MethodGroup } from "~/lib/payment-methods";

interface ChangeMethodProps {
  transaction: Transaction;
  groups: MethodGroup[];
  /** Open at first (the attempt is closed: choosing a method is the way forward). */
  open?: boolean;
}

/** Nothing when there is no other method to choose. */
export function ChangeMethod({ transaction, groups, open = false }: ChangeMethodProps) {
  const others = groups.flatMap((group) => group.options).filter((option) => !option.unavailableReason);
  if (others.length < 2 && transaction.status === "pending") return null;
  const current = transaction.status === "pending" ? transaction.paymentMethod : null;
  const first = others.find((option) => option.method.code !== current)?.method.code ?? null;
  return (
    <details open={open} className="group rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-4 py-3 text-sm font-semibold text-violet-800 focus-visible:outline-2 focus-visible:outline-violet-600 sm:px-5 [&::-webkit-details-marker]:hidden">
        {transaction.status === "pending" ? "Ganti metode pembayaran" : "Bayar dengan metode lain"}
        <span aria-hidden="true" className="transition group-open:rotate-180">
          ▾
        </span>
      </summary>
      <form
        method="post"
        action={paths.payment(transaction.id)}
        data-submit-once=""
        className="border-t border-slate-100 px-4 pt-2 pb-4 sm:px-5"
      >
        <input type="hidden" name="intent" value="change-method" />
        <p className="mt-2 text-sm text-slate-600">
          Data Anda tetap sama; instruksi pembayaran baru dibuat untuk metode yang Anda pilih
          {current ? ", dan instruksi yang lama tidak berlaku lagi" : ""}.
        </p>
        <MethodPicker groups={groups} defaultValue={first} exclude={current} />
        <button
          type="submit"
          className="mt-4 inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-xl bg-violet-700 px-5 text-base font-semibold text-white shadow-sm hover:bg-violet-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600"
        >
          Gunakan metode ini
        </button>
      </form>
    </details>
  );
}
