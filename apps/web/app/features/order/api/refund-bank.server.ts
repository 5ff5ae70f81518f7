/**
 * `/refund-bank/{refund}?signature=…` (ADR 0020): the buyer of a manual refund gives the bank account
 * the admin transfers the money to, through the signed link of the refund email. `GET` and `POST
 * /v1/refund-bank/{id}` as a guest; a wrong signature or unknown refund is the 404 page.
 */
import { type AppLoadContext, data } from "react-router";
import { failureFrom, field, isOk } from "~/lib/api.server";

export interface RefundBankInfo {
  amount: number;
  status: string;
  productTitle?: string;
  bankGiven?: boolean;
}

const apiPath = (id: string, signature: string) =>
  `/refund-bank/${encodeURIComponent(id)}?signature=${encodeURIComponent(signature)}`;

export async function loadRefundBank(context: AppLoadContext, id: string, url: URL): Promise<RefundBankInfo> {
  const signature = url.searchParams.get("signature") ?? "";
  const response = await context.api<{ data: RefundBankInfo }>(apiPath(id, signature));
  if (!isOk(response)) throw data({ message: "Halaman tidak ditemukan" }, { status: 404 });
  return response.body.data;
}

export async function saveRefundBankAction(request: Request, context: AppLoadContext, id: string) {
  const signature = new URL(request.url).searchParams.get("signature") ?? "";
  const form = await request.formData();
  const response = await context.api<{ message: string }>(apiPath(id, signature), {
    method: "POST",
    body: {
      bankCode: field(form, "bankCode"),
      accountNumber: field(form, "accountNumber"),
      accountName: field(form, "accountName"),
    },
  });
  if (!isOk(response)) return failureFrom(response);
  return { ok: true as const, message: response.body.message };
}
