/** Creating an account (`POST /v1/auth/register`), then on to the code the API mailed. */
import { registerBodySchema, type registerResultSchema } from "@lapak/shared/schemas/auth";
import { type AppLoadContext, redirect } from "react-router";
import { type ActionFailure, type Envelope, failureFrom, isOk, validate } from "~/lib/api.server";
import { isSecureApp } from "~/lib/cookies.server";
import { flashCookie } from "~/lib/flash.server";
import { paths } from "~/lib/paths";
import { registrationCookie } from "./registration.server";
import { resendCookie } from "./request-otp.server";

/**
 * Registers `{name, email, password}`. 201 → redirect to /verify-otp?email=…&purpose=register (the
 * API has mailed a registration code, so the resend countdown starts at once; "Kirim Ulang Kode"
 * there keeps the password) with the registration's id in its cookie; otherwise a failure with
 * field errors.
 */
export async function register(context: AppLoadContext, input: unknown): Promise<Response | ActionFailure> {
  const parsed = validate(registerBodySchema, input);
  if (!parsed.ok) return parsed;
  const response = await context.api<Envelope<typeof registerResultSchema>>("/auth/register", {
    method: "POST",
    body: parsed.value,
  });
  if (!isOk(response)) return failureFrom(response);
  const { email } = parsed.value;
  const headers = new Headers();
  headers.append("Set-Cookie", resendCookie(context, email, response.body.data.resendAfter));
  headers.append("Set-Cookie", registrationCookie(context, email, response.body.data.registrationId));
  const secure = isSecureApp(context.publicConfig.appUrl);
  headers.append(
    "Set-Cookie",
    flashCookie("Akun dibuat. Kode verifikasi telah dikirim ke email Anda.", "success", secure),
  );
  return redirect(paths.verifyOtp(email, "register"), { headers });
}
