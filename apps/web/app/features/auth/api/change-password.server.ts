/**
 * Changing the password (`PUT /v1/auth/password`, DESIGN §3): "Ubah kata sandi" in the profile
 * (current + new password) and the new-password step of "Lupa kata sandi?" (new password only; the
 * API accepts that within 10 minutes of a sign-in by code — ADR 0003). The API revokes every other
 * session of the account; this one stays signed in.
 */
import { changePasswordBodySchema } from "@lapak/shared/schemas/auth";
import type { FieldErrors } from "@lapak/shared/schemas/common";
import type { AppLoadContext } from "react-router";
import { type ActionFailure, failureFrom, field, validate } from "~/lib/api.server";

/** What the form posts: `currentPassword` (profile only), `password` and `passwordConfirm`. */
export const PASSWORD_FIELDS = { current: "currentPassword", next: "password", confirm: "passwordConfirm" } as const;

/** The answer, marked `form: "password"` so a page with another form can tell whose it is. */
export type PasswordResult = (ActionFailure | { ok: true; message: string; errors: FieldErrors }) & {
  form: "password";
};

/**
 * Validates the posted fields and calls the API with `token`. Returns `{ ok: true, message }` or a
 * failure with Indonesian field errors (`passwordConfirm` when the two new passwords differ;
 * `currentPassword` when the API wants the current one or it is wrong).
 */
export async function changePassword(context: AppLoadContext, token: string, form: FormData): Promise<PasswordResult> {
  return { ...(await attempt(context, token, form)), form: "password" };
}

async function attempt(
  context: AppLoadContext,
  token: string,
  form: FormData,
): Promise<ActionFailure | { ok: true; message: string; errors: FieldErrors }> {
  const current = field(form, PASSWORD_FIELDS.current);
  const parsed = validate(changePasswordBodySchema, {
    password: field(form, PASSWORD_FIELDS.next),
    ...(current ? { currentPassword: current } : {}),
  });
  if (!parsed.ok) return parsed;
  if (field(form, PASSWORD_FIELDS.confirm) !== parsed.value.password) {
    const message = "Kata sandi baru dan ulangannya tidak sama";
    return { ok: false, message, errors: { [PASSWORD_FIELDS.confirm]: [message] } };
  }
  const response = await context.api<{ data: { changed: true }; message?: string }>("/auth/password", {
    method: "PUT",
    token,
    body: parsed.value,
  });
  if (response.status === 200) {
    return { ok: true, message: response.body.message ?? "Kata sandi berhasil diubah", errors: {} };
  }
  return failureFrom(response);
}
