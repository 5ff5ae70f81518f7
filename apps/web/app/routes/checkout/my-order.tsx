/**
 * `/my-order/{transaction}` (layout `public`, open): the paid order with its downloads (a lead
 * magnet's: "Berhasil! Cek email Anda"). A pending transaction goes to its payment page; an expired
 * or failed one says so and offers another method or "Pesan Ulang". Rendered on the server and
 * not hydrated, with no script of its own (DESIGN §6, ADR 0010); a seller's pixels load theirs
 * (issue 23: Purchase, or Lead for a sign-up, with the transaction id as event id).
 */
import { data, redirect } from "react-router";
import { OrderPage } from "~/features/order/components/order-page";
import { getTransaction } from "~/features/payment/api/get-transaction.server";
import { methodsFor } from "~/features/payment/api/payment-methods.server";
import { ClosedPayment } from "~/features/payment/components/closed-payment";
import { PaymentShell } from "~/features/payment/components/payment-shell";
import { TransactionSummary } from "~/features/payment/components/transaction-summary";
import { getStorePixels } from "~/features/pixels/api/get-pixels.server";
import { PixelTags } from "~/features/pixels/components/pixel-tags";
import { orderPixelEvent, passPixelHeader, pixelHeaders } from "~/features/pixels/pixel-page";
import { enhanceScript } from "~/features/shell/enhance.server";
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
  const [groups, pixels] = await Promise.all([
    methodsFor(context, transaction),
    getStorePixels(context, transaction.seller.username),
  ]);
  return data({ transaction, groups, pixels, pixelScript: enhanceScript("pixels") }, { headers: pixelHeaders(pixels) });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return passPixelHeader(loaderHeaders, privatePageHeaders());
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return privatePageMeta("Pesanan");
  const { transaction } = loaderData;
  return privatePageMeta(`${isGift(transaction) ? "Hadiah" : "Pesanan"} — ${transaction.product.title}`);
}

export default function MyOrder({ loaderData }: Route.ComponentProps) {
  const { transaction, groups, pixels, pixelScript } = loaderData;
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
      <PixelTags pixels={pixels} event={orderPixelEvent(transaction)} script={pixelScript} />
    </PaymentShell>
  );
}
