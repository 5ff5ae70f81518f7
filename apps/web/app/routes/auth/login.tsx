import { Link } from "react-router";
import { signInWithGoogle, signInWithOtpRequest, signInWithPassword } from "~/features/auth/api/sign-in.server";
import { GoogleSignIn } from "~/features/auth/components/google-sign-in";
import { LoginForm } from "~/features/auth/components/login-form";
import { OtpRequestForm } from "~/features/auth/components/otp-request-form";
import { PageHeading } from "~/features/ui/page-heading";
import { useActionToast } from "~/features/ui/use-action-toast";
import { field } from "~/lib/api.server";
import { paths } from "~/lib/paths";
import { REDIRECT_TO_PARAM, safeRedirectTo } from "~/lib/redirect-to";
import type { Route } from "./+types/login";

/** `?mode=otp` shows the code form; `?redirectTo=` (a safe path) is where every sign-in lands. */
export function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const otpMode = params.get("mode") === "otp";
  const redirectTo = safeRedirectTo(params.get(REDIRECT_TO_PARAM));
  return { otpMode, redirectTo, googleClientId: context.publicConfig.googleClientId };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = field(form, "intent");
  const redirectTo = safeRedirectTo(field(form, REDIRECT_TO_PARAM));
  if (intent === "google") return signInWithGoogle(context, { idToken: field(form, "idToken") }, redirectTo);
  if (intent === "otp") return signInWithOtpRequest(context, { email: field(form, "email") }, redirectTo);
  const credentials = { email: field(form, "email"), password: field(form, "password") };
  return signInWithPassword(context, credentials, redirectTo);
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { otpMode, redirectTo, googleClientId } = loaderData;
  useActionToast(actionData);
  const errors = actionData?.errors;
  return (
    <>
      <PageHeading title="Masuk ke Lapak">Kelola toko digital Anda: produk, penjualan, dan pelanggan.</PageHeading>
      <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        {otpMode ? (
          <OtpRequestForm errors={errors} redirectTo={redirectTo} />
        ) : (
          <LoginForm errors={errors} redirectTo={redirectTo} />
        )}
        {googleClientId ? (
          <>
            <div className="my-5 flex items-center gap-3 text-xs text-slate-500">
              <span className="h-px flex-1 bg-slate-200" />
              atau
              <span className="h-px flex-1 bg-slate-200" />
            </div>
            <GoogleSignIn clientId={googleClientId} redirectTo={redirectTo} />
          </>
        ) : null}
      </div>
      <p className="mt-6 text-center text-sm text-slate-600">
        Belum punya akun?{" "}
        <Link to={paths.register} className="font-semibold text-violet-700 underline-offset-4 hover:underline">
          Daftar
        </Link>
      </p>
    </>
  );
}
