/**
 * `/checkout/{product}` (layout `public`, open): the buyer's details and payment method, then
 * `POST /v1/transactions`. Rendered on the server and not hydrated (DESIGN §6, ADR 0010): the form
 * is a plain POST to this action; `enhance/checkout.ts` checks it in the browser first. "Pakai"
 * posts the same form for a quote, and the page comes back with the code and every field kept.
 */

import { data } from "react-router";
import { applyPromoCode, wantsQuote } from "~/features/checkout/api/apply-promo-code.server";
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
import { getSlotPage } from "~/lib/slot-page.server";
import type { Route } from "./+types/checkout";

export const handle = BUYER_PAGE_HANDLE;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const checkout = await getCheckout(context, params.product, url);
  const [pixels, slotPage] = await Promise.all([
    getStorePixels(context, checkout.product.seller.username),
    getSlotPage(context, checkout.product, url),
  ]);
  return data(
    { ...checkout, slotPage, script: enhanceScript("checkout"), pixels, pixelScript: enhanceScript("pixels") },
    { headers: pixelHeaders(pixels) },
  );
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (wantsQuote(form)) return applyPromoCode(context, params.product, form);
  return createTransaction(context, params.product, form, request);
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return passPixelHeader(loaderHeaders, privatePageHeaders());
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData ? `Pemesanan — ${loaderData.product.title}` : "Pemesanan");
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { product, methods, idempotencyKey, offerWhatsapp, slotPage, script, pixels, pixelScript, periodMonths } =
    loaderData;
  const applied = actionData && "promo" in actionData ? actionData : null;
  const { quote, typedCode, promoError } = applied?.promo ?? loaderData;
  const failure = actionData && !("promo" in actionData) ? actionData : undefined;
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
        failure={failure}
        kept={applied?.values}
        slotPage={slotPage}
        periodMonths={periodMonths}
      />
      <PageScript src={script} />
      <PixelTags pixels={pixels} event={event} script={pixelScript} />
    </>
  );
}
