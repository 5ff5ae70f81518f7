/**
 * `/refund-bank/{refund}?signature=…` (layout `public`, ADR 0020): the buyer's bank account for a
 * manual refund. Rendered on the server, no script (DESIGN §6); private like the order page.
 */
import { loadRefundBank, saveRefundBankAction } from "~/features/order/api/refund-bank.server";
import { RefundBankForm } from "~/features/order/components/refund-bank-form";
import { BUYER_PAGE_HANDLE } from "~/lib/near-static";
import { privatePageHeaders, privatePageMeta } from "~/lib/private-page";
import type { Route } from "./+types/refund-bank";

export const handle = BUYER_PAGE_HANDLE;

export function loader({ params, request, context }: Route.LoaderArgs) {
  return loadRefundBank(context, params.refund, new URL(request.url));
}

export function action({ params, request, context }: Route.ActionArgs) {
  return saveRefundBankAction(request, context, params.refund);
}

export const headers = privatePageHeaders;

export function meta() {
  return privatePageMeta("Rekening pengembalian dana");
}

export default function RefundBank({ loaderData, actionData }: Route.ComponentProps) {
  return <RefundBankForm info={loaderData} result={actionData} />;
}
