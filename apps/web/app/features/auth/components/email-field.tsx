/** The "Email" input every sign-in and sign-up form uses. */
import { TextField } from "~/features/ui/text-field";

/** `errors` are the field errors for `email` from the action (or the API's 422). */
export function EmailField({ errors, defaultValue }: { errors?: string[]; defaultValue?: string }) {
  return (
    <TextField
      name="email"
      label="Email"
      type="email"
      autoComplete="email"
      inputMode="email"
      required
      placeholder="nama@email.com"
      defaultValue={defaultValue}
      errors={errors}
    />
  );
}
