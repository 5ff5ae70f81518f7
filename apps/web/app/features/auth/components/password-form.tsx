/**
 * The password forms: "Ubah kata sandi" in the profile asks the current password and the new one
 * twice; the new-password step of "Lupa kata sandi?" (`askCurrent={false}`) only the new one.
 * A fetcher form: it posts to the page's own action (a plain POST before hydration) and empties
 * itself after a success.
 */
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/features/ui/button";
import { TextField } from "~/features/ui/text-field";
import { type ActionResult, useActionToast } from "~/features/ui/use-action-toast";
import { NewPasswordField } from "./new-password-field";

/** The form's intent, so a page with other forms (the profile) can tell this one apart. */
export const PASSWORD_INTENT = "password";

/** `askCurrent`: show "Kata Sandi Saat Ini"; `submitLabel`: the button's words. */
export function PasswordForm({
  askCurrent,
  submitLabel,
  initialErrors,
}: {
  askCurrent: boolean;
  submitLabel: string;
  /** Field errors of a POST made before hydration (the page's `actionData`). */
  initialErrors?: Record<string, string[]>;
}) {
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher.data);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) form.current?.reset();
  }, [fetcher.state, fetcher.data]);
  const errors = fetcher.data?.errors ?? initialErrors ?? {};
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form ref={form} method="post" className="space-y-4" noValidate>
      <input type="hidden" name="intent" value={PASSWORD_INTENT} />
      {askCurrent ? (
        <TextField
          name="currentPassword"
          label="Kata Sandi Saat Ini"
          type="password"
          autoComplete="current-password"
          required
          errors={errors.currentPassword}
        />
      ) : null}
      <NewPasswordField label="Kata Sandi Baru" errors={errors.password} />
      <TextField
        name="passwordConfirm"
        label="Ulangi Kata Sandi Baru"
        type="password"
        autoComplete="new-password"
        required
        errors={errors.passwordConfirm}
      />
      {!askCurrent && errors.currentPassword ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.currentPassword.join(" ")}
        </p>
      ) : null}
      <Button block disabled={busy}>
        {busy ? "Memproses..." : submitLabel}
      </Button>
    </fetcher.Form>
  );
}
