/** The field where a person picks a new password (sign-up, change and reset). */
import { TextField } from "~/features/ui/text-field";

/** A `password` input of at least 8 characters, hinted "Minimal 8 karakter.", labelled `label`. */
export function NewPasswordField({ label, errors }: { label: string; errors?: string[] }) {
  return (
    <TextField
      name="password"
      label={label}
      type="password"
      autoComplete="new-password"
      minLength={8}
      required
      hint="Minimal 8 karakter."
      errors={errors}
    />
  );
}
