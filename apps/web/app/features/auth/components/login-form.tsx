/** Email + password sign-in form (works before hydration: a plain POST to the /login action). */
import { Link } from "react-router";
import { Button } from "~/features/ui/button";
import { TextField } from "~/features/ui/text-field";
import { paths } from "~/lib/paths";
import { EmailField } from "./email-field";
import { SignInForm, type SignInFormProps } from "./sign-in-form";

/**
 * Fields "Email" and "Kata Sandi", button "Masuk", and the links "Lupa kata sandi?" and "Masuk
 * dengan kode OTP"; `errors` are the action's field errors; `redirectTo` (a checked path) travels
 * with the form and the code link so the sign-in lands there.
 */
export function LoginForm({ errors = {}, redirectTo = null }: SignInFormProps) {
  return (
    <SignInForm
      intent="password"
      redirectTo={redirectTo}
      switchTo={paths.loginWithOtp}
      switchLabel="Masuk dengan kode OTP"
    >
      <EmailField errors={errors.email} />
      <TextField
        name="password"
        label="Kata Sandi"
        type="password"
        autoComplete="current-password"
        required
        errors={errors.password}
      />
      <p className="-mt-2 text-right text-sm">
        <Link to={paths.forgotPassword} className="font-medium text-violet-700 underline-offset-4 hover:underline">
          Lupa kata sandi?
        </Link>
      </p>
      <Button block>Masuk</Button>
    </SignInForm>
  );
}
