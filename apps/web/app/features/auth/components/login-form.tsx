/** Email + password sign-in form (works before hydration: a plain POST to the /login action). */
import { Form, Link } from "react-router";
import { Button } from "~/features/ui/button";
import { TextField } from "~/features/ui/text-field";
import { paths } from "~/lib/paths";
import { EmailField } from "./email-field";

/** Fields "Email" and "Kata Sandi", button "Masuk"; `errors` are the action's field errors. */
export function LoginForm({ errors = {} }: { errors?: Record<string, string[]> }) {
  return (
    <Form method="post" className="space-y-4" noValidate>
      <input type="hidden" name="intent" value="password" />
      <EmailField errors={errors.email} />
      <TextField
        name="password"
        label="Kata Sandi"
        type="password"
        autoComplete="current-password"
        required
        errors={errors.password}
      />
      <Button block>Masuk</Button>
      <p className="text-center text-sm">
        <Link to={paths.loginWithOtp} className="font-medium text-violet-700 underline-offset-4 hover:underline">
          Masuk dengan kode OTP
        </Link>
      </p>
    </Form>
  );
}
