/**
 * The registration this browser made (ADR 0017): `POST /v1/auth/register` answers an opaque
 * `registrationId`, kept here in an HttpOnly cookie for the email it was made for. Only with it do
 * "Kirim Ulang Kode" and the code entered on /verify-otp confirm the name and password typed in this
 * browser; another browser's registration of the same email never applies here.
 */
import type { AppLoadContext } from "react-router";
import { isSecureApp, readCookie, serializeCookie } from "~/lib/cookies.server";

const REGISTRATION_COOKIE = "registration";
/** A day: long enough to come back to the verify page, short for a cookie naming an email. */
const REGISTRATION_COOKIE_SECONDS = 24 * 60 * 60;

/** `Set-Cookie` value remembering that this browser registered `email` as `registrationId`. */
export function registrationCookie(context: AppLoadContext, email: string, registrationId: string): string {
  return serializeCookie(REGISTRATION_COOKIE, JSON.stringify({ email, id: registrationId }), {
    maxAge: REGISTRATION_COOKIE_SECONDS,
    secure: isSecureApp(context.publicConfig.appUrl),
  });
}

/** `Set-Cookie` value forgetting the registration (once the email is verified). */
export function clearRegistrationCookie(context: AppLoadContext): string {
  return serializeCookie(REGISTRATION_COOKIE, "", { maxAge: 0, secure: isSecureApp(context.publicConfig.appUrl) });
}

/** The registration id this browser holds for `email`, or undefined. */
export function registrationIdFor(request: Request, email: string): string | undefined {
  const raw = readCookie(request, REGISTRATION_COOKIE);
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as { email?: unknown; id?: unknown };
    return value.email === email && typeof value.id === "string" ? value.id : undefined;
  } catch {
    return undefined;
  }
}
