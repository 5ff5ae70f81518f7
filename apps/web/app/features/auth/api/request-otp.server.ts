/**
 * Asking the API to mail a one-time code (`POST /v1/request-otp`) and remembering, in a short
 * cookie, when the next one may be asked for — so /verify-otp can count down the right number of
 * seconds even after a redirect or a reload.
 */
import type { OtpPurpose, requestOtpResultSchema } from "@lapak/shared/schemas/auth";
import type { AppLoadContext } from "react-router";
import { type Envelope, failureFrom, retryAfterSeconds } from "~/lib/api.server";
import { OTP_RESEND_FALLBACK_SECONDS } from "~/lib/constants";
import { isSecureApp, readCookie, serializeCookie } from "~/lib/cookies.server";

const RESEND_COOKIE = "otp_resend";

export type RequestOtpResult =
  | { ok: true; waitSeconds: number; cookie: string }
  | { ok: false; message: string; waitSeconds: number; cookie: string | null };

/**
 * Requests a code for `email`: with `purpose` "register" and this browser's `registrationId` a code
 * for that registration, which keeps the password chosen there (ADR 0017); otherwise a sign-in code. The API answers 200 with
 * the same 60 s whether or not it mailed anything (a code less than 60 s old, an unknown email: it
 * does not tell); a 429 (too many requests this hour) still yields the wait, taken from
 * `Retry-After`. Returns the `Set-Cookie` value that remembers the wait.
 */
export async function requestOtp(
  context: AppLoadContext,
  email: string,
  purpose?: OtpPurpose,
  registrationId?: string,
): Promise<RequestOtpResult> {
  const response = await context.api<Envelope<typeof requestOtpResultSchema>>("/request-otp", {
    method: "POST",
    body: { email, purpose, registrationId },
  });
  if (response.status === 200) {
    const waitSeconds = response.body.data.resendAfter;
    return { ok: true, waitSeconds, cookie: resendCookie(context, email, waitSeconds) };
  }
  const { message } = failureFrom(response);
  if (response.status === 429) {
    const waitSeconds = retryAfterSeconds(response, OTP_RESEND_FALLBACK_SECONDS);
    return { ok: false, message, waitSeconds, cookie: resendCookie(context, email, waitSeconds) };
  }
  return { ok: false, message, waitSeconds: 0, cookie: null };
}

/** `Set-Cookie` value remembering that `email` may ask for a new code in `seconds`. */
export function resendCookie(context: AppLoadContext, email: string, seconds: number): string {
  const value = JSON.stringify({ email, at: Date.now() + seconds * 1000 });
  return serializeCookie(RESEND_COOKIE, value, {
    maxAge: Math.max(seconds, 1),
    secure: isSecureApp(context.publicConfig.appUrl),
  });
}

/** Whole seconds before `email` may ask for another code (0 = now). */
export function resendWaitSeconds(request: Request, email: string): number {
  const raw = readCookie(request, RESEND_COOKIE);
  if (!raw) return 0;
  try {
    const value = JSON.parse(raw) as { email?: unknown; at?: unknown };
    if (value.email !== email || typeof value.at !== "number") return 0;
    return Math.max(0, Math.ceil((value.at - Date.now()) / 1000));
  } catch {
    return 0;
  }
}
