/**
 * The sandbox's "Simulasikan Pembayaran": `POST /v1/payments/sandbox/{id}/pay` makes the sandbox
 * gateway send its signed "paid" notification for the transaction, as a real payment would.
 */
import { type AppLoadContext, data, redirect } from "react-router";
import { type ActionFailure, failureFrom, isOk } from "~/lib/api.server";
import { paths } from "~/lib/paths";
import { privatePageHeaders } from "~/lib/private-page";

/**
 * Pays transaction `id` through the sandbox, then redirects to its order page. Throws a 404
 * response when the sandbox gateway is not the active one (the button is not shown then either);
 * resolves to a failure with the API's message when the API refuses (e.g. already expired).
 */
export async function simulatePayment(context: AppLoadContext, id: string): Promise<Response | ActionFailure> {
  if (context.publicConfig.paymentGateway !== "sandbox") throw data("Tidak ditemukan", { status: 404 });
  const response = await context.api(`/payments/sandbox/${encodeURIComponent(id)}/pay`, { method: "POST", body: {} });
  if (!isOk(response)) return failureFrom(response);
  return redirect(paths.myOrder(id), { headers: privatePageHeaders() });
}
