/**
 * `/checkout/{product}` (layout `public`, open): the buyer's details and payment method, then
 * `POST /v1/transactions`. Rendered on the server and not hydrated (DESIGN §6, ADR 0010): the form
 * is a plain POST to this action; `enhance/checkout.ts` checks it in the browser first.
 */

import { data } from "react-router";
import { createTransaction } from "~/features/checkout/api/create-transaction.server";
import { getCheckout } from "~/features/checkout/api/get-checkout.server";
import { CheckoutPage } from "~/features/checkout/components/checkout-page";
import { getStorePixels } from "~/features/pixels/api/get-pixels.server";
import { PixelTags } from "~/features/pixels/components/pixel-tags";
import { passPixelHeader, pixelHeaders } from "~/features/pixels/pixel-page";
import { enhanceScript } from "~/features/shell/enhance.server";
import { PageScript } from "~/features/shell/page-script";
import { BUYER_PAGE_HANDLE } from "~/lib/near-static";
import { groupPaymentMethods } from "~/lib/payment-methods";
import { privatePageHeaders, privatePageMeta } from "~/lib/private-page";
import type { Route } from "./+types/checkout";

export const handle = BUYER_PAGE_HANDLE;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const checkout = await getCheckout(context, params.product, new URL(request.url));
  const pixels = await getStorePixels(context, checkout.product.seller.username);
  return data(
    { ...checkout, script: enhanceScript("checkout"), pixels, pixelScript: enhanceScript("pixels") },
    { headers: pixelHeaders(pixels) },
  );
}

export async function action({ params, request, context }: Route.ActionArgs) {
  return createTransaction(context, params.product, await request.formData(), request);
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return passPixelHeader(loaderHeaders, privatePageHeaders());
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData ? `Pemesanan — ${loaderData.product.title}` : "Pemesanan");
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { product, methods, idempotencyKey, offerWhatsapp, script, quote, typedCode, promoError, pixels, pixelScript } =
    loaderData;
  const event = {
    name: "InitiateCheckout" as const,
    contentId: product.id,
    contentName: product.title,
    value: quote.amount,
  };
  return (
    <>
      <CheckoutPage
        product={product}
        quote={quote}
        typedCode={typedCode}
        promoError={promoError}
        groups={groupPaymentMethods(methods, quote.amount)}
        idempotencyKey={idempotencyKey}
        offerWhatsapp={offerWhatsapp}
        failure={actionData}
      />
      <PageScript src={script} />
      <PixelTags pixels={pixels} event={event} script={pixelScript} />
    </>
  );
}
