/**
 * "Kembalikan Dana" from the sale sheet (ADR 0020): `POST /v1/transactions/{id}/refunds` as the
 * signed-in seller. The amount is read as typed ("40.000", "40rb") by the shared parser; an empty
 * amount refunds what is left. Answers the refund or the API's failure (field errors kept).
 */
import type { Refund } from "@lapak/shared/schemas/refund";
import type { AppLoadContext } from "react-router";
import { type ActionFailure, failureFrom, field, isOk, typedAmount } from "~/lib/api.server";
import { requireCompleteUser } from "~/lib/guards.server";

export type RefundActionResult = { ok: true; refund: Refund; message: string } | ActionFailure;

export async function refundSaleAction(
  request: Request,
  context: AppLoadContext,
  transactionId: string,
): Promise<RefundActionResult> {
  const { token } = await requireCompleteUser(request, context);
  const form = await request.formData();
  const typed = typedAmount(form);
  if (!typed.ok) return typed;
  const { amount } = typed;
  const response = await context.api<{ data: Refund; message: string }>(
    `/transactions/${encodeURIComponent(transactionId)}/refunds`,
    { method: "POST", body: { amount, reason: field(form, "reason") }, token },
  );
  if (!isOk(response)) return failureFrom(response);
  return { ok: true, refund: response.body.data, message: response.body.message };
}
