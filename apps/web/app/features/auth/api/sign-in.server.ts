/**
 * Signing in: with email and password (`POST /v1/auth/login`), with Google
 * (`POST /v1/auth/login/google`), or by code (`POST /v1/verify-otp`). Every success stores the
 * token in the HttpOnly cookie and redirects; browser code never sees the token.
 */
import {
  emailBodySchema,
  googleLoginBodySchema,
  loginBodySchema,
  type OtpPurpose,
  type Session,
  type sessionSchema,
  verifyOtpBodySchema,
} from "@lapak/shared/schemas/auth";
import type { ErrorBody } from "@lapak/shared/schemas/common";
import { type AppLoadContext, redirect } from "react-router";
import { type ActionFailure, type Envelope, errorCode, failureFrom, validate } from "~/lib/api.server";
import { isSecureApp } from "~/lib/cookies.server";
import { flashCookie } from "~/lib/flash.server";
import { homeFor } from "~/lib/home-for";
import { paths } from "~/lib/paths";
import { withRedirectTo } from "~/lib/redirect-to";
import { commitToken } from "~/lib/session.server";
import { registrationCookie } from "./registration.server";
import { requestOtp } from "./request-otp.server";

/** Redirect after a successful sign-in, carrying the token cookie, to `redirectTo` or home. */
function signedIn(
  context: AppLoadContext,
  session: Session,
  redirectTo: string | null,
  extraCookies: string[] = [],
): Response {
  const headers = new Headers();
  headers.append("Set-Cookie", commitToken(context, session.token));
  const secure = isSecureApp(context.publicConfig.appUrl);
  headers.append("Set-Cookie", flashCookie(`Selamat datang, ${session.user.name}!`, "success", secure));
  for (const cookie of extraCookies) headers.append("Set-Cookie", cookie);
  return redirect(homeFor(session.user, redirectTo), { headers });
}

/**
 * Sends the person to /verify-otp for `email` in the flow `purpose` with a toast, remembering the
 * resend countdown.
 */
function toVerifyOtp(
  context: AppLoadContext,
  { email, purpose, redirectTo }: { email: string; purpose: OtpPurpose; redirectTo: string | null },
  cookies: (string | null)[],
  message: string,
): Response {
  const headers = new Headers();
  for (const cookie of cookies) if (cookie) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", flashCookie(message, "info", isSecureApp(context.publicConfig.appUrl)));
  return redirect(withRedirectTo(paths.verifyOtp(email, purpose), redirectTo), { headers });
}

/**
 * Email + password. 403 `email_not_verified` (the password is the one chosen at registration)
 * answers a registration id for this browser: it is kept in the registration cookie, a code for it
 * is mailed, and the person goes to /verify-otp in the registration flow, so verifying keeps the
 * password (ADR 0017). Returns a redirect Response, or a failure for the form.
 */
export async function signInWithPassword(
  context: AppLoadContext,
  input: unknown,
  redirectTo: string | null = null,
): Promise<Response | ActionFailure> {
  const parsed = validate(loginBodySchema, input);
  if (!parsed.ok) return parsed;
  const response = await context.api<Envelope<typeof sessionSchema>>("/auth/login", {
    method: "POST",
    body: parsed.value,
  });
  if (response.status === 200) return signedIn(context, response.body.data, redirectTo);
  if (response.status === 403 && errorCode(response) === "email_not_verified") {
    const { email } = parsed.value;
    const registrationId = (response.body as Partial<ErrorBody>).registrationId;
    const otp = await requestOtp(context, email, "register", registrationId);
    const message = "Email Anda belum diverifikasi. Kami mengirim kode verifikasi ke email Anda.";
    const registration = registrationId ? registrationCookie(context, email, registrationId) : null;
    return toVerifyOtp(context, { email, purpose: "register", redirectTo }, [otp.cookie, registration], message);
  }
  return failureFrom(response);
}

/**
 * "Masuk dengan kode OTP" (and "Lupa kata sandi?", whose `redirectTo` is the new-password page):
 * mails a sign-in code (or finds one was just sent) and goes to /verify-otp. The toast is the same
 * whether or not the email has an account (DESIGN §6, ADR 0003).
 */
export async function signInWithOtpRequest(
  context: AppLoadContext,
  input: unknown,
  redirectTo: string | null = null,
): Promise<Response | ActionFailure> {
  const parsed = validate(emailBodySchema, input);
  if (!parsed.ok) return parsed;
  const otp = await requestOtp(context, parsed.value.email);
  if (!otp.ok && otp.waitSeconds === 0) return { ok: false, message: otp.message, errors: {} };
  return toVerifyOtp(
    context,
    { email: parsed.value.email, purpose: "sign_in", redirectTo },
    [otp.cookie],
    "Jika email Anda terdaftar, kode OTP sudah dikirim ke sana",
  );
}

/** Google Identity Services credential (an ID token) → session. */
export async function signInWithGoogle(
  context: AppLoadContext,
  input: unknown,
  redirectTo: string | null = null,
): Promise<Response | ActionFailure> {
  const parsed = validate(googleLoginBodySchema, input);
  if (!parsed.ok) return { ok: false, message: "Masuk dengan Google gagal, silakan coba lagi", errors: {} };
  const response = await context.api<Envelope<typeof sessionSchema>>("/auth/login/google", {
    method: "POST",
    body: parsed.value,
  });
  if (response.status === 200) return signedIn(context, response.body.data, redirectTo);
  return failureFrom(response);
}

/** Checks the 6-digit code; success signs in (also the passwordless login of DESIGN §3). */
export async function signInWithOtp(
  context: AppLoadContext,
  input: unknown,
  extraCookies: string[],
  redirectTo: string | null = null,
): Promise<Response | ActionFailure> {
  const parsed = validate(verifyOtpBodySchema, input);
  if (!parsed.ok) return parsed;
  const response = await context.api<Envelope<typeof sessionSchema>>("/verify-otp", {
    method: "POST",
    body: parsed.value,
  });
  if (response.status === 200) return signedIn(context, response.body.data, redirectTo, extraCookies);
  return failureFrom(response);
}
