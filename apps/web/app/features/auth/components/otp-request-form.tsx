/** "Masuk dengan kode OTP": asks for the email, then the action mails a code and opens /verify-otp. */
import { Form, Link } from "react-router";
import { Button } from "~/features/ui/button";
import { paths } from "~/lib/paths";
import { REDIRECT_TO_PARAM, withRedirectTo } from "~/lib/redirect-to";
import { EmailField } from "./email-field";

/** Email field and a button that sends the code; a link back to the password form. */
export function OtpRequestForm({
  errors = {},
  redirectTo = null,
}: {
  errors?: Record<string, string[]>;
  redirectTo?: string | null;
}) {
  return (
    <Form method="post" className="space-y-4" noValidate>
      <input type="hidden" name="intent" value="otp" />
      {redirectTo ? <input type="hidden" name={REDIRECT_TO_PARAM} value={redirectTo} /> : null}
      <p className="text-sm text-slate-600">
        Kami akan mengirim kode 6 angka ke email Anda. Cara ini juga bisa dipakai jika Anda lupa kata sandi.
      </p>
      <EmailField errors={errors.email} />
      <Button block>Kirim Kode OTP</Button>
      <p className="text-center text-sm">
        <Link
          to={withRedirectTo(paths.login, redirectTo)}
          className="font-medium text-violet-700 underline-offset-4 hover:underline"
        >
          Masuk dengan kata sandi
        </Link>
      </p>
    </Form>
  );
}
