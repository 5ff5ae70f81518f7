/** Sign-up form: "Nama Lengkap", "Email", "Kata Sandi", button "Daftar". */
import { Form } from "react-router";
import { Button } from "~/features/ui/button";
import { TextField } from "~/features/ui/text-field";
import { EmailField } from "./email-field";
import { NewPasswordField } from "./new-password-field";

/** Posts to the /register action; `errors` are the action's (or the API's 422) field errors. */
export function RegisterForm({ errors = {} }: { errors?: Record<string, string[]> }) {
  return (
    <Form method="post" className="space-y-4" noValidate>
      <TextField name="name" label="Nama Lengkap" autoComplete="name" required errors={errors.name} />
      <EmailField errors={errors.email} />
      <NewPasswordField label="Kata Sandi" errors={errors.password} />
      <Button block>Daftar</Button>
    </Form>
  );
}
