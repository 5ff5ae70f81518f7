/**
 * `/my-order/{transaction}` (layout `public`, open): the paid order with its downloads. A pending
 * transaction goes to its payment page; an expired or failed one says so and offers
 * "Checkout Ulang".
 */
import { redirect } from "react-router";
import { privatePageHeaders, privatePageMeta } from "~/features/checkout/private-page";
import { OrderPage } from "~/features/order/components/order-page";
import { getTransaction } from "~/features/payment/api/get-transaction.server";
import { ClosedPayment } from "~/features/payment/components/closed-payment";
import { PaymentShell } from "~/features/payment/components/payment-shell";
import { TransactionSummary } from "~/features/payment/components/transaction-summary";
import { paths } from "~/lib/paths";
import type { Route } from "./+types/my-order";

export async function loader({ params, context }: Route.LoaderArgs) {
  const transaction = await getTransaction(context, params.transaction);
  if (transaction.status === "pending")
    throw redirect(paths.payment(transaction.id), { headers: privatePageHeaders() });
  return { transaction };
}

export const headers = privatePageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData ? `Pesanan — ${loaderData.transaction.product.title}` : "Pesanan");
}

export default function MyOrder({ loaderData }: Route.ComponentProps) {
  const { transaction } = loaderData;
  const { status } = transaction;
  if (status === "expired" || status === "failed") {
    return (
      <PaymentShell title="Pesanan">
        <TransactionSummary transaction={transaction} status={status} />
        <ClosedPayment transaction={transaction} status={status} />
      </PaymentShell>
    );
  }
  return (
    <PaymentShell title="Pesanan Anda" titleIsHeading={false}>
      <OrderPage transaction={transaction} />
    </PaymentShell>
  );
}
