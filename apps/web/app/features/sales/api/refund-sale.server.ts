/**
 * "Kembalikan Dana" from the sale sheet (issue 22): `POST /v1/transactions/{id}/refunds` as the
 * signed-in seller. The amount is read as typed ("40.000", "40rb") by the shared parser; an empty
 * amount refunds what is left. Answers the refund or the API's failure (field errors kept).
 */
import { parseRupiah, RupiahInputError } from "@lapak/shared/parse-rupiah";
import type { Refund } from "@lapak/shared/schemas/refund";
import type { AppLoadContext } from "react-router";
import { type ActionFailure, failureFrom, field, isOk } from "~/lib/api.server";
import { requireCompleteUser } from "~/lib/guards.server";

export type RefundActionResult = { ok: true; refund: Refund; message: string } | ActionFailure;

export async function refundSaleAction(
  request: Request,
  context: AppLoadContext,
  transactionId: string,
): Promise<RefundActionResult> {
  const { token } = await requireCompleteUser(request, context);
  const form = await request.formData();
  const typed = field(form, "amount").trim();
  let amount: number | undefined;
  if (typed) {
    try {
      amount = parseRupiah(typed, { label: "Jumlah", example: "40.000" });
    } catch (error) {
      if (!(error instanceof RupiahInputError)) throw error;
      return { ok: false, message: "Periksa kembali jumlahnya", errors: { amount: [error.message] } };
    }
  }
  const response = await context.api<{ data: Refund; message: string }>(
    `/transactions/${encodeURIComponent(transactionId)}/refunds`,
    { method: "POST", body: { amount, reason: field(form, "reason") }, token },
  );
  if (!isOk(response)) return failureFrom(response);
  return { ok: true, refund: response.body.data, message: response.body.message };
}
