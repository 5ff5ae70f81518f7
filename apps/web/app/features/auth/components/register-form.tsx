/** Sign-up form: "Nama Lengkap", "Email", "Kata Sandi", button "Daftar". */
import { Form } from "react-router";
import { Button } from "~/features/ui/button";
import { TextField } from "~/features/ui/text-field";
import { EmailField } from "./email-field";

/** Posts to the /register action; `errors` are the action's (or the API's 422) field errors. */
export function RegisterForm({ errors = {} }: { errors?: Record<string, string[]> }) {
  return (
    <Form method="post" className="space-y-4" noValidate>
      <TextField name="name" label="Nama Lengkap" autoComplete="name" required errors={errors.name} />
      <EmailField errors={errors.email} />
      <TextField
        name="password"
        label="Kata Sandi"
        type="password"
        autoComplete="new-password"
        minLength={8}
        required
        hint="Minimal 8 karakter."
        errors={errors.password}
      />
      <Button block>Daftar</Button>
    </Form>
  );
}
