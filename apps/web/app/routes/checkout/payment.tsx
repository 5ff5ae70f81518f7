/**
 * `/payment/{transaction}` (layout `public`, open): how to pay a pending transaction, with a live
 * countdown and a status that updates by itself. Paid → the order page; the sandbox's
 * "Simulasikan Pembayaran" posts here.
 */
import { redirect } from "react-router";
import { privatePageHeaders, privatePageMeta } from "~/features/checkout/private-page";
import { getTransaction } from "~/features/payment/api/get-transaction.server";
import { simulatePayment } from "~/features/payment/api/simulate-payment.server";
import { PaymentPage } from "~/features/payment/components/payment-page";
import { useActionToast } from "~/features/ui/use-action-toast";
import { field } from "~/lib/api.server";
import { paths } from "~/lib/paths";
import type { Route } from "./+types/payment";

export async function loader({ params, context }: Route.LoaderArgs) {
  const transaction = await getTransaction(context, params.transaction);
  if (transaction.status === "paid") throw redirect(paths.myOrder(transaction.id), { headers: privatePageHeaders() });
  return {
    transaction,
    serverNow: Date.now(),
    sandbox: context.publicConfig.paymentGateway === "sandbox",
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (field(form, "intent") !== "simulate") return { ok: false, message: "Permintaan tidak dikenal", errors: {} };
  return simulatePayment(context, params.transaction);
}

export const headers = privatePageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData ? `Pembayaran — ${loaderData.transaction.product.title}` : "Pembayaran");
}

export default function Payment({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData);
  return (
    <PaymentPage
      transaction={loaderData.transaction}
      serverNow={loaderData.serverNow}
      sandbox={loaderData.sandbox}
      error={actionData?.message}
    />
  );
}
