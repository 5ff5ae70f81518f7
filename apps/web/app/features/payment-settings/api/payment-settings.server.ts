/**
 * `/dashboard/my-store/payments` — "Pengaturan Pembayaran" (ADR 0023): the methods the
 * store accepts, read with `GET /v1/account/payment-methods` and saved with `PUT` (at least one).
 */
import {
  type PaymentMethodCode,
  type PaymentMethodSettings,
  paymentMethodSettingsBodySchema,
} from "@lapak/shared/schemas/transaction";
import { type AppLoadContext, redirect } from "react-router";
import { type ActionFailure, failureFrom, isOk, validate } from "~/lib/api.server";
import { isSecureApp } from "~/lib/cookies.server";
import { flashCookie } from "~/lib/flash.server";
import { requireCompleteUser } from "~/lib/guards.server";
import { paths } from "~/lib/paths";

/** The store's methods among the gateway's. Throws when the API fails. */
export async function loadPaymentSettings(request: Request, context: AppLoadContext): Promise<PaymentMethodSettings> {
  const { token } = await requireCompleteUser(request, context);
  const response = await context.api<{ data: PaymentMethodSettings }>("/account/payment-methods", { token });
  if (!isOk(response)) throw new Error(`GET /v1/account/payment-methods answered ${response.status}`);
  return response.body.data;
}

/**
 * Saves the ticked boxes (`methods`), then back to the page with "Pengaturan pembayaran disimpan";
 * or the 422 "Pilih minimal satu metode pembayaran" with the boxes as they were sent.
 */
export async function savePaymentSettings(
  request: Request,
  context: AppLoadContext,
): Promise<Response | (ActionFailure & { sent: PaymentMethodCode[] })> {
  const { token } = await requireCompleteUser(request, context);
  const form = await request.formData();
  const sent = form.getAll("methods").filter((value): value is PaymentMethodCode => typeof value === "string");
  const parsed = validate(paymentMethodSettingsBodySchema, { methods: sent });
  if (!parsed.ok) return { ...parsed, sent };
  const response = await context.api<{ message?: string }>("/account/payment-methods", {
    method: "PUT",
    body: parsed.value,
    token,
  });
  if (!isOk(response)) return { ...failureFrom(response), sent };
  return redirect(paths.dashboard.payments, {
    headers: {
      "Set-Cookie": flashCookie(
        response.body.message ?? "Tersimpan",
        "success",
        isSecureApp(context.publicConfig.appUrl),
      ),
    },
  });
}
