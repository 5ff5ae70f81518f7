/** "Masuk dengan kode OTP": asks for the email, then the action mails a code and opens /verify-otp. */
import { Form, Link } from "react-router";
import { Button } from "~/features/ui/button";
import { paths } from "~/lib/paths";
import { EmailField } from "./email-field";

/** Email field and a button that sends the code; a link back to the password form. */
export function OtpRequestForm({ errors = {} }: { errors?: Record<string, string[]> }) {
  return (
    <Form method="post" className="space-y-4" noValidate>
      <input type="hidden" name="intent" value="otp" />
      <p className="text-sm text-slate-600">
        Kami akan mengirim kode 6 angka ke email Anda. Cara ini juga bisa dipakai jika Anda lupa kata sandi.
      </p>
      <EmailField errors={errors.email} />
      <Button block>Kirim Kode OTP</Button>
      <p className="text-center text-sm">
        <Link to={paths.login} className="font-medium text-violet-700 underline-offset-4 hover:underline">
          Masuk dengan kata sandi
        </Link>
      </p>
    </Form>
  );
}
