/**
 * `/checkout/{product}` (layout `public`, open): the buyer's details and payment method, then
 * `POST /v1/transactions`. Rendered on the server and not hydrated (DESIGN §6, ADR 0010): the form
 * is a plain POST to this action; `enhance/checkout.ts` checks it in the browser first.
 */
import { createTransaction } from "~/features/checkout/api/create-transaction.server";
import { getCheckout } from "~/features/checkout/api/get-checkout.server";
import { CheckoutPage } from "~/features/checkout/components/checkout-page";
import { enhanceScript } from "~/features/shell/enhance.server";
import { PageScript } from "~/features/shell/page-script";
import { BUYER_PAGE_HANDLE } from "~/lib/near-static";
import { groupPaymentMethods } from "~/lib/payment-methods";
import { privatePageHeaders, privatePageMeta } from "~/lib/private-page";
import type { Route } from "./+types/checkout";

export const handle = BUYER_PAGE_HANDLE;

export async function loader({ params, context }: Route.LoaderArgs) {
  return { ...(await getCheckout(context, params.product)), script: enhanceScript("checkout") };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  return createTransaction(context, params.product, await request.formData(), request);
}

export const headers = privatePageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData ? `Checkout — ${loaderData.product.title}` : "Checkout");
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { product, methods, idempotencyKey, script } = loaderData;
  return (
    <>
      <CheckoutPage
        product={product}
        groups={groupPaymentMethods(methods, product.price)}
        idempotencyKey={idempotencyKey}
        failure={actionData}
      />
      <PageScript src={script} />
    </>
  );
}
