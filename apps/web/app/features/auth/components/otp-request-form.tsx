/** "Masuk dengan kode OTP": asks for the email, then the action mails a code and opens /verify-otp. */
import { Button } from "~/features/ui/button";
import { paths } from "~/lib/paths";
import { EmailField } from "./email-field";
import { SignInForm, type SignInFormProps } from "./sign-in-form";

/** Email field and a button that sends the code; a link back to the password form. */
export function OtpRequestForm({ errors = {}, redirectTo = null }: SignInFormProps) {
  return (
    <SignInForm intent="otp" redirectTo={redirectTo} switchTo={paths.login} switchLabel="Masuk dengan kata sandi">
      <p className="text-sm text-slate-600">
        Kami akan mengirim kode 6 angka ke email Anda. Cara ini juga bisa dipakai jika Anda lupa kata sandi.
      </p>
      <EmailField errors={errors.email} />
      <Button block>Kirim Kode OTP</Button>
    </SignInForm>
  );
}
