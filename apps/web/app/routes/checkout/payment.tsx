/**
 * `/payment/{transaction}` (layout `public`, open): how to pay a pending transaction, with a
 * countdown and a status that follows the payment. Rendered on the server and not hydrated
 * (DESIGN §6, ADR 0010): `enhance/payment.ts` does the live parts; without JavaScript the page
 * refreshes itself while pending (`handle.noScriptRefresh`: a `<noscript>` meta in the head). Paid → the order page; an attempt the buyer replaced by choosing
 * another method → the new attempt's page (a link kept from before still works). Its action takes the sandbox's
 * "Simulasikan Pembayaran" and "Ganti metode pembayaran".
 */
import { redirect } from "react-router";
import { changeMethod } from "~/features/payment/api/change-method.server";
import { getTransaction } from "~/features/payment/api/get-transaction.server";
import { methodsFor } from "~/features/payment/api/payment-methods.server";
import { simulatePayment } from "~/features/payment/api/simulate-payment.server";
import { PaymentPage } from "~/features/payment/components/payment-page";
import { noScriptRefreshSeconds, shownStatus } from "~/features/payment/live-status";
import { enhanceScript } from "~/features/shell/enhance.server";
import { PageScript } from "~/features/shell/page-script";
import { field } from "~/lib/api.server";
import { BUYER_PAGE_HANDLE } from "~/lib/near-static";
import { paths } from "~/lib/paths";
import { privatePageHeaders, privatePageMeta } from "~/lib/private-page";
import type { Route } from "./+types/payment";

export const handle = {
  ...BUYER_PAGE_HANDLE,
  // Without JavaScript a pending page reloads itself (from the head; ADR 0010).
  noScriptRefresh: (data: unknown) => {
    const { transaction, serverNow } = data as Awaited<ReturnType<typeof loader>>;
    return noScriptRefreshSeconds(shownStatus(transaction, serverNow));
  },
};

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const transaction = await getTransaction(context, params.transaction);
  if (transaction.status === "paid") throw redirect(paths.myOrder(transaction.id), { headers: privatePageHeaders() });
  if (transaction.replacedBy) throw redirect(paths.payment(transaction.replacedBy), { headers: privatePageHeaders() });
  return {
    transaction,
    groups: await methodsFor(context, transaction),
    serverNow: Date.now(),
    sandbox: context.publicConfig.paymentGateway === "sandbox",
    mobile: /Android|iPhone|iPad|iPod/i.test(request.headers.get("user-agent") ?? ""),
    script: enhanceScript("payment"),
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = field(form, "intent");
  if (intent === "simulate") return simulatePayment(context, params.transaction);
  if (intent === "change-method") return changeMethod(context, params.transaction, form);
  return { ok: false, message: "Permintaan tidak dikenal", errors: {} };
}

export const headers = privatePageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData ? `Pembayaran — ${loaderData.transaction.product.title}` : "Pembayaran");
}

export default function Payment({ loaderData, actionData }: Route.ComponentProps) {
  const { transaction, groups, serverNow, sandbox, mobile, script } = loaderData;
  return (
    <>
      <PaymentPage
        transaction={transaction}
        groups={groups}
        serverNow={serverNow}
        sandbox={sandbox}
        mobile={mobile}
        error={actionData?.message}
      />
      <PageScript src={script} />
    </>
  );
}
