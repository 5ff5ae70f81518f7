/**
 * `/payment/{transaction}`: status, amount and deadline with a live countdown, how to pay, the
 * steps, and (sandbox only) "Simulasikan Pembayaran". The status updates by itself; once paid the
 * page moves on to the order.
 */
import type { Transaction } from "@lapak/shared/schemas/transaction";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { paths } from "~/lib/paths";
import { useLiveStatus } from "../use-live-status";
import { useRemaining } from "../use-remaining";
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
  /** The simulate action's failure message. */
  error?: string;
}

/** The whole page; mobile first, two columns from `lg`. */
export function PaymentPage({ transaction, serverNow, sandbox, error }: PaymentPageProps) {
  const navigate = useNavigate();
  const live = useLiveStatus(transaction.id, transaction.status);
  const remaining = useRemaining(transaction.expiresAt, serverNow);
  const timeUp = remaining !== null && remaining <= 0;
  const status = live === "pending" && timeUp ? "expired" : live;

  useEffect(() => {
    if (live === "paid") navigate(paths.myOrder(transaction.id), { replace: true });
  }, [live, navigate, transaction.id]);

  return (
    <PaymentShell title="Pembayaran">
      <div className="space-y-4">
        <TransactionSummary transaction={transaction} status={status}>
          {status === "pending" && transaction.expiresAt && remaining !== null ? (
            <Deadline expiresAt={transaction.expiresAt} remaining={remaining} />
          ) : null}
          {status === "paid" ? <p className="mt-4 text-sm text-emerald-800">Membuka pesanan Anda…</p> : null}
        </TransactionSummary>
        {status === "pending" ? <PaymentDetails transaction={transaction} /> : null}
        {status === "expired" || status === "failed" ? (
          <ClosedPayment transaction={transaction} status={status} watching={status === "expired"} />
        ) : null}
      </div>
      {status === "pending" ? (
        <div className="space-y-4">
          <HowToPay steps={transaction.payment.instructions} />
          {sandbox ? <SandboxBox error={error} /> : null}
          <p className="px-1 text-sm text-slate-600">
            Halaman ini diperbarui otomatis. Simpan tautannya untuk kembali ke pembayaran ini.
          </p>
        </div>
      ) : null}
    </PaymentShell>
  );
}
