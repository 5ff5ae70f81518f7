/**
 * "Ganti metode pembayaran": `POST /v1/transactions/{id}/change-method` with the chosen method,
 * then on to the new attempt's payment page (the API answers the same attempt for a double submit).
 */
import { changeMethodBodySchema, type Transaction } from "@lapak/shared/schemas/transaction";
import { type AppLoadContext, redirect } from "react-router";
import { type ActionFailure, failureFrom, field, validate } from "~/lib/api.server";
import { paths } from "~/lib/paths";
import { privatePageHeaders } from "~/lib/private-page";

/**
 * Changes the method of transaction `id` to the form's `paymentMethod`. Resolves to a redirect to
 * `/payment/{new id}`, or to a failure with the API's message (already paid, a method the amount
 * does not fit, the gateway failed) or "Pilih metode pembayaran".
 */
export async function changeMethod(
  context: AppLoadContext,
  id: string,
  form: FormData,
): Promise<Response | ActionFailure> {
  const parsed = validate(changeMethodBodySchema, { paymentMethod: field(form, "paymentMethod") || undefined });
  if (!parsed.ok) return { ...parsed, message: parsed.errors.paymentMethod?.[0] ?? parsed.message };
  const response = await context.api<{ data: Transaction }>(`/transactions/${encodeURIComponent(id)}/change-method`, {
    method: "POST",
    body: parsed.value,
  });
  if (response.status !== 201) return failureFrom(response);
  return redirect(paths.payment(response.body.data.id), { headers: privatePageHeaders() });
}
