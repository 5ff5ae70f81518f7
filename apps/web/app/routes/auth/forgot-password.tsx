import { Form, Link } from "react-router";
import { signInWithOtpRequest } from "~/features/auth/api/sign-in.server";
import { EmailField } from "~/features/auth/components/email-field";
import { Button } from "~/features/ui/button";
import { PageHeading } from "~/features/ui/page-heading";
import { useActionToast } from "~/features/ui/use-action-toast";
import { field } from "~/lib/api.server";
import { paths } from "~/lib/paths";
import type { Route } from "./+types/forgot-password";

/**
 * "Lupa kata sandi?": mails a sign-in code and opens /verify-otp, which lands on /reset-password.
 * The answer is the same whether or not the email has an account (DESIGN §6, ADR 0003).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  return signInWithOtpRequest(context, { email: field(form, "email") }, paths.resetPassword);
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  useActionToast(actionData);
  return (
    <>
      <PageHeading title="Lupa kata sandi?">
        Masukkan email akun Anda. Kami mengirim kode 6 angka ke sana; setelah kode diverifikasi, Anda membuat kata sandi
        baru.
      </PageHeading>
      <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <Form method="post" className="space-y-4" noValidate>
          <EmailField errors={actionData?.errors?.email} />
          <Button block>Kirim Kode</Button>
        </Form>
      </div>
      <p className="mt-6 text-center text-sm text-slate-600">
        Ingat kata sandi Anda?{" "}
        <Link to={paths.login} className="font-semibold text-violet-700 underline-offset-4 hover:underline">
          Masuk
        </Link>
      </p>
    </>
  );
}
