import { redirect } from "react-router";
import { changePassword } from "~/features/auth/api/change-password.server";
import { PasswordForm } from "~/features/auth/components/password-form";
import { PageHeading } from "~/features/ui/page-heading";
import { isSecureApp } from "~/lib/cookies.server";
import { flashCookie } from "~/lib/flash.server";
import { requireUser } from "~/lib/guards.server";
import { homeFor } from "~/lib/home-for";
import type { Route } from "./+types/reset-password";

/**
 * The last step of "Lupa kata sandi?": signed in by the emailed code, the person sets a new
 * password without the old one — the API allows that for 10 minutes after a sign-in by code
 * (ADR 0003); later it asks for the current password and the form says so.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireUser(request, context);
  return { email: user.email };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, token } = await requireUser(request, context);
  const result = await changePassword(context, token, await request.formData());
  if (!result.ok) return result;
  const flash = flashCookie(result.message, "success", isSecureApp(context.publicConfig.appUrl));
  return redirect(homeFor(user), { headers: { "Set-Cookie": flash } });
}

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeading title="Buat kata sandi baru">
        Untuk akun <strong className="font-semibold text-slate-900">{loaderData.email}</strong>. Setelah disimpan,
        perangkat lain yang masuk ke akun ini akan keluar.
      </PageHeading>
      <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <PasswordForm askCurrent={false} submitLabel="Simpan Kata Sandi" />
      </div>
    </>
  );
}
