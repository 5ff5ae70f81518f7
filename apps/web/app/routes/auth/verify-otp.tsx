import { otpPurposeSchema } from "@lapak/shared/schemas/auth";
import { data, Link, redirect } from "react-router";
import { clearRegistrationCookie, registrationIdFor } from "~/features/auth/api/registration.server";
import { requestOtp, resendCookie, resendWaitSeconds } from "~/features/auth/api/request-otp.server";
import { signInWithOtp } from "~/features/auth/api/sign-in.server";
import { VerifyOtpForm } from "~/features/auth/components/verify-otp-form";
import { PageHeading } from "~/features/ui/page-heading";
import { useActionToast } from "~/features/ui/use-action-toast";
import { field } from "~/lib/api.server";
import { paths } from "~/lib/paths";
import { REDIRECT_TO_PARAM, safeRedirectTo } from "~/lib/redirect-to";
import type { Route } from "./+types/verify-otp";

/** The flow that sent the person here (`?purpose=`), or none: then the code's own purpose decides. */
function purposeOf(value: string | null) {
  const parsed = otpPurposeSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Only reachable with `?email=` (SPEC §2); knows how long until another code may be sent and the
 * flow (`?purpose=register` after registering: resending keeps the password chosen there).
 */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const email = params.get("email")?.trim();
  if (!email) throw redirect(paths.login);
  return {
    email,
    purpose: purposeOf(params.get("purpose")),
    resendIn: resendWaitSeconds(request, email),
    redirectTo: safeRedirectTo(params.get(REDIRECT_TO_PARAM)),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = field(form, "email");
  const purpose = purposeOf(field(form, "purpose"));
  // Only the registration this browser made can be confirmed here (ADR 0017).
  const registrationId = purpose === "sign_in" ? undefined : registrationIdFor(request, email);
  if (field(form, "intent") === "resend") {
    const otp = await requestOtp(context, email, purpose, registrationId);
    const message = otp.ok ? "Kode baru telah dikirim ke email Anda" : otp.message;
    const result = { ok: otp.ok, message, waitSeconds: otp.waitSeconds, errors: {} };
    return data(result, otp.cookie ? { headers: { "Set-Cookie": otp.cookie } } : undefined);
  }
  // A successful sign-in forgets the resend countdown and the registration.
  const redirectTo = safeRedirectTo(field(form, REDIRECT_TO_PARAM));
  return signInWithOtp(
    context,
    { email, code: field(form, "code"), purpose, registrationId },
    [resendCookie(context, email, 0), clearRegistrationCookie(context)],
    redirectTo,
  );
}

export default function VerifyOtp({ loaderData, actionData }: Route.ComponentProps) {
  const { email, purpose, resendIn, redirectTo } = loaderData;
  useActionToast(actionData);
  return (
    <>
      <PageHeading title="Verifikasi email">
        Masukkan kode 6 angka yang kami kirim ke <strong className="font-semibold text-slate-900">{email}</strong>. Kode
        berlaku 10 menit.
      </PageHeading>
      <VerifyOtpForm
        email={email}
        purpose={purpose}
        resendIn={resendIn}
        errors={actionData?.errors}
        redirectTo={redirectTo}
      />
      <p className="mt-6 text-center text-sm text-slate-600">
        Salah email?{" "}
        <Link to={paths.register} className="font-semibold text-violet-700 underline-offset-4 hover:underline">
          Ubah email
        </Link>
      </p>
    </>
  );
}
