/**
 * Verifying the seller's WhatsApp number before the new-sale alert goes to it (ADR 0021):
 * `POST /v1/account/phone-verification` sends a 6-digit code (on WhatsApp, or by email when WhatsApp
 * is off), `POST /v1/account/phone-verification/confirm {code}` checks it.
 */
import type { FieldErrors } from "@lapak/shared/schemas/common";
import { type PhoneCodeSent, phoneCodeConfirmSchema } from "@lapak/shared/schemas/whatsapp";
import type { AppLoadContext } from "react-router";
import { type ActionFailure, failureFrom, field, isOk, retryAfterSeconds, validate } from "~/lib/api.server";

/** Seconds the resend button waits when the API does not say (DESIGN §6: codes 60 s apart). */
const RESEND_SECONDS = 60;

/**
 * An answer of either step, marked `form: "phone"` so the page's other forms leave it alone.
 * `sent`: where the code went; `waitSeconds`: before "Kirim ulang kode" may be pressed.
 */
export type PhoneVerificationResult = (
  | ActionFailure
  | { ok: true; message: string; errors: FieldErrors; verified?: true; sent?: Pick<PhoneCodeSent, "channel"> }
) & { form: "phone"; step: "send" | "confirm"; waitSeconds?: number };

/** Asks the API for a code; a 429 answers how long to wait. */
export async function requestPhoneCode(context: AppLoadContext, token: string): Promise<PhoneVerificationResult> {
  const response = await context.api<{ data: PhoneCodeSent }>("/account/phone-verification", {
    method: "POST",
    token,
  });
  if (isOk(response)) {
    const { channel, retryAfter } = response.body.data;
    const message =
      channel === "email" ? "Kode verifikasi dikirim ke email Anda" : "Kode verifikasi dikirim ke WhatsApp Anda";
    return { ok: true, message, errors: {}, sent: { channel }, waitSeconds: retryAfter, form: "phone", step: "send" };
  }
  const waitSeconds = response.status === 429 ? retryAfterSeconds(response, RESEND_SECONDS) : 0;
  return { ...failureFrom(response), waitSeconds, form: "phone", step: "send" };
}

/** Checks the posted `code` (6 digits) with the API. */
export async function confirmPhoneCode(
  context: AppLoadContext,
  token: string,
  form: FormData,
): Promise<PhoneVerificationResult> {
  const parsed = validate(phoneCodeConfirmSchema, { code: field(form, "code") });
  if (!parsed.ok) return { ...parsed, form: "phone", step: "confirm" };
  const response = await context.api("/account/phone-verification/confirm", {
    method: "POST",
    token,
    body: parsed.value,
  });
  if (isOk(response)) {
    return {
      ok: true,
      message: "Nomor WhatsApp terverifikasi",
      errors: {},
      verified: true,
      form: "phone",
      step: "confirm",
    };
  }
  return { ...failureFrom(response), form: "phone", step: "confirm" };
}
