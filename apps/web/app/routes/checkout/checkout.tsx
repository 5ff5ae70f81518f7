/**
 * `/checkout/{product}` (layout `public`, open): the buyer's details and payment method, then
 * `POST /v1/transactions`. Hydrates (DESIGN §6), yet the form works before and without JavaScript.
 */
import { createTransaction } from "~/features/checkout/api/create-transaction.server";
import { getCheckout } from "~/features/checkout/api/get-checkout.server";
import { CheckoutPage } from "~/features/checkout/components/checkout-page";
import { groupPaymentMethods } from "~/features/checkout/payment-methods";
import { privatePageHeaders, privatePageMeta } from "~/features/checkout/private-page";
import { useActionToast } from "~/features/ui/use-action-toast";
import type { Route } from "./+types/checkout";

export async function loader({ params, context }: Route.LoaderArgs) {
  return getCheckout(context, params.product);
}

export async function action({ params, request, context }: Route.ActionArgs) {
  return createTransaction(context, params.product, await request.formData());
}

export const headers = privatePageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData ? `Checkout — ${loaderData.product.title}` : "Checkout");
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData);
  const { product, methods, idempotencyKey } = loaderData;
  return (
    <CheckoutPage
      product={product}
      groups={groupPaymentMethods(methods, product.price)}
      idempotencyKey={idempotencyKey}
      failure={actionData}
    />
  );
}
