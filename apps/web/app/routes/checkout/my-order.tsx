/**
 * `/my-order/{transaction}` (layout `public`, open): the paid order with its downloads (a lead
 * magnet's: "Berhasil! Cek email Anda"). A pending transaction goes to its payment page; an expired
 * or failed one says so and offers another method or "Pesan Ulang". Rendered on the server and
 * not hydrated, with no script of its own (DESIGN §6, ADR 0010); a seller's pixels load theirs
 * (Purchase, or Lead for a sign-up, under the sale's derived event id).
 *
 * The transaction id is the key to this page, and pixels send the page's address on: a page that
 * reports an event also answers a cookie that binds `/my-order/{code}` to the id in this browser,
 * and the pixels' loader moves the address bar there before their scripts load (ADR 0026). A reload
 * of `/my-order/{code}` reads the cookie; without it the page says to open the email's link.
 */
import { pixelNetworksOf } from "@lapak/shared/pixels";
import { data, redirect } from "react-router";
import { loadOrderReview, savedReviewMessage, saveOrderReview } from "~/features/order/api/order-review.server";
import { OrderElsewhere } from "~/features/order/components/order-elsewhere";
import { OrderPage } from "~/features/order/components/order-page";
import { ReviewCard } from "~/features/order/components/review-card";
import { isOrderCode, orderAddress, orderAddressCookie, transactionIdFor } from "~/features/order/order-address.server";
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

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const segment = params.transaction;
  const byCode = isOrderCode(segment);
  const id = byCode ? transactionIdFor(request, segment) : segment;
  if (!id) return data({ elsewhere: segment } as const, { status: 404 });
  const transaction = await getTransaction(context, id);
  if (byCode && transaction.code !== segment) return data({ elsewhere: segment } as const, { status: 404 });
  if (transaction.status === "pending")
    throw redirect(paths.payment(transaction.id), { headers: privatePageHeaders() });
  const [groups, pixels, review] = await Promise.all([
    methodsFor(context, transaction),
    getStorePixels(context, transaction.seller.username),
    transaction.status === "paid" ? loadOrderReview(context, transaction.id) : null,
  ]);
  // No event, no pixel: an expired or failed order's page reports nothing (and its address holds the id).
  const event = pixelNetworksOf(pixels) ? orderPixelEvent(transaction) : null;
  const headers = new Headers(event ? pixelHeaders(pixels) : {});
  if (event) headers.append("Set-Cookie", orderAddressCookie(context, transaction));
  return data(
    {
      elsewhere: null,
      transaction,
      groups,
      pixels,
      review,
      editingReview: new URL(request.url).searchParams.get("ulasan") === "ubah",
      reviewSaved: savedReviewMessage(new URL(request.url)),
      event,
      pageUrl: orderAddress(transaction.code),
      pixelScript: enhanceScript("pixels"),
    },
    { headers },
  );
}

/** The review form's post (DESIGN §4 "Reviews"): the order is found as the loader finds it. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const segment = params.transaction;
  const id = isOrderCode(segment) ? transactionIdFor(request, segment) : segment;
  if (!id) throw data({ message: "Pesanan tidak ditemukan" }, { status: 404 });
  return saveOrderReview(context, id, await request.formData(), new URL(request.url).pathname);
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const headers = passPixelHeader(loaderHeaders, privatePageHeaders());
  for (const cookie of loaderHeaders.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData || loaderData.elsewhere !== null) return privatePageMeta("Pesanan");
  const { transaction } = loaderData;
  return privatePageMeta(`${isGift(transaction) ? "Hadiah" : "Pesanan"} — ${transaction.product.title}`);
}

export default function MyOrder({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.elsewhere !== null) return <OrderElsewhere code={loaderData.elsewhere} />;
  const { transaction, groups, pixels, review, editingReview, reviewSaved, event, pageUrl, pixelScript } = loaderData;
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
      <OrderPage
        transaction={transaction}
        review={
          <ReviewCard
            state={review}
            editing={editingReview}
            result={actionData ?? (reviewSaved ? { ok: true, message: reviewSaved } : undefined)}
          />
        }
      />
      {event ? <PixelTags pixels={pixels} event={event} script={pixelScript} pageUrl={pageUrl} /> : null}
    </PaymentShell>
  );
}
