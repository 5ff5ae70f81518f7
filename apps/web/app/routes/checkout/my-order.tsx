/**
 * `/my-order/{transaction}` (layout `public`, open): the paid order with its downloads (a lead
 * magnet's: "Berhasil! Cek email Anda"). A pending transaction goes to its payment page; an expired
 * or failed one says so and offers another method or "Checkout Ulang". Rendered on the server and
 * not hydrated, with no script at all: nothing here needs one (DESIGN §6, ADR 0010).
 */
import { redirect } from "react-router";
import { OrderPage } from "~/features/order/components/order-page";
import { getTransaction } from "~/features/payment/api/get-transaction.server";
import { methodsFor } from "~/features/payment/api/payment-methods.server";
import { ClosedPayment } from "~/features/payment/components/closed-payment";
import { PaymentShell } from "~/features/payment/components/payment-shell";
import { TransactionSummary } from "~/features/payment/components/transaction-summary";
import { isGift } from "~/lib/gift";
import { BUYER_PAGE_HANDLE } from "~/lib/near-static";
import { paths } from "~/lib/paths";
import { privatePageHeaders, privatePageMeta } from "~/lib/private-page";
import type { Route } from "./+types/my-order";

export const handle = BUYER_PAGE_HANDLE;

export async function loader({ params, context }: Route.LoaderArgs) {
  const transaction = await getTransaction(context, params.transaction);
  if (transaction.status === "pending")
    throw redirect(paths.payment(transaction.id), { headers: privatePageHeaders() });
  return { transaction, groups: await methodsFor(context, transaction) };
}

export const headers = privatePageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return privatePageMeta("Pesanan");
  const { transaction } = loaderData;
  return privatePageMeta(`${isGift(transaction) ? "Hadiah" : "Pesanan"} — ${transaction.product.title}`);
}

export default function MyOrder({ loaderData }: Route.ComponentProps) {
  const { transaction, groups } = loaderData;
  const { status } = transaction;
  if (status === "expired" || status === "failed") {
    return (
      <PaymentShell title="Pesanan" seller={transaction.seller}>
        <TransactionSummary transaction={transaction} status={status} />
        <ClosedPayment transaction={transaction} status={status} groups={groups} />
      </PaymentShell>
    );
  }
  return (
    <PaymentShell
      title={isGift(transaction) ? "Hadiah" : "Pesanan Anda"}
      titleIsHeading={false}
      seller={transaction.seller}
    >
      <OrderPage transaction={transaction} />
    </PaymentShell>
  );
}
