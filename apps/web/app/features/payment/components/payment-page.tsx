/**
 * `/payment/{transaction}`: status, amount and deadline with the countdown, how to pay, the steps,
 * "Ganti metode pembayaran", and (sandbox only) "Simulasikan Pembayaran". Rendered on the server
 * and not hydrated (DESIGN §6, ADR 0010): `enhance/payment.ts` (through `data-payment`) ticks the
 * countdown, follows the status and goes to the order once paid; without JavaScript the page
 * refreshes itself every NO_SCRIPT_REFRESH_S seconds while pending (from the head: the route's
 * `noScriptRefresh` handle — a `<meta http-equiv>` is not valid in the body).
 */
import type { Transaction } from "@lapak/shared/schemas/transaction";
import { paths } from "~/lib/paths";
import type { MethodGroup } from "~/lib/payment-methods";
import { msUntil } from "../countdown";
import { shownStatus } from "../live-status";
import { ChangeMethod } from "./change-method";
import { ClosedPayment } from "./closed-payment";
import { Deadline } from "./deadline";
import { HowToPay } from "./how-to-pay";
import { PaymentDetails } from "./payment-details";
import { PaymentShell } from "./payment-shell";
import { SandboxBox } from "./sandbox-box";
import { TransactionSummary } from "./transaction-summary";

interface PaymentPageProps {
  transaction: Transaction;
  /** The loader's `Date.now()`, ms: the countdown follows the server's clock. */
  serverNow: number;
  /** The sandbox gateway is active: show "Simulasikan Pembayaran". */
  sandbox: boolean;
  /** The methods for "Ganti metode pembayaran" (the active gateway's, for this amount). */
  groups: MethodGroup[];
  /** The request came from a phone (e-wallet buttons open the app). */
  mobile: boolean;
  /** An action's failure message (simulate, change method). */
  error?: string;
}

/** The whole page; mobile first, two columns from `lg`. */
export function PaymentPage({ transaction, serverNow, sandbox, groups, mobile, error }: PaymentPageProps) {
  const remaining = msUntil(transaction.expiresAt, serverNow);
  const status = shownStatus(transaction, serverNow);
  return (
    <PaymentShell title="Pembayaran" seller={transaction.seller}>
      <div
        className="space-y-4"
        data-payment=""
        data-transaction-id={transaction.id}
        data-status={status}
        data-order-url={paths.myOrder(transaction.id)}
        data-toast={error}
      >
        <TransactionSummary transaction={transaction} status={status}>
          {status === "pending" && transaction.expiresAt && remaining !== null ? (
            <Deadline expiresAt={transaction.expiresAt} remaining={remaining} serverNow={serverNow} />
          ) : null}
        </TransactionSummary>
        {error ? (
          <p className="rounded-xl bg-red-50 px-3 py-2.5 text-sm text-red-800 ring-1 ring-red-200">{error}</p>
        ) : null}
        {status === "pending" ? <PaymentDetails transaction={transaction} mobile={mobile} /> : null}
        {status === "expired" || status === "failed" ? (
          <ClosedPayment transaction={transaction} status={status} watching={status === "expired"} groups={groups} />
        ) : null}
      </div>
      {status === "pending" ? (
        <div className="space-y-4">
          <ChangeMethod transaction={transaction} groups={groups} />
          <HowToPay steps={transaction.payment.instructions} />
          {sandbox ? <SandboxBox /> : null}
          <p className="px-1 text-sm text-slate-600">
            Halaman ini diperbarui otomatis. Simpan tautannya untuk kembali ke pembayaran ini.
          </p>
        </div>
      ) : null}
    </PaymentShell>
  );
}
