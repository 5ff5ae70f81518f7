/**
 * The tail every profile-editing action shares: `PUT /v1/auth/profile` with validated fields, then
 * back to a page with a success toast, or the API's 422 field errors for the form.
 */
import { type AppLoadContext, redirect } from "react-router";
import { type ActionFailure, failureFrom, isOk } from "./api.server";
import { isSecureApp } from "./cookies.server";
import { flashCookie } from "./flash.server";

/**
 * Sends `body` (already validated against the shared profile schema) for the user of `token`.
 * Resolves to a redirect to `next` carrying the toast `message` — the page's own words for what was
 * saved ("Desain toko berhasil disimpan"), since the API answers every profile change with
 * "Profil berhasil disimpan"; the API's message when not given — or to the failure the form shows.
 */
export async function saveProfile(
  context: AppLoadContext,
  token: string,
  body: unknown,
  next: string,
  message?: string,
): Promise<Response | ActionFailure> {
  const response = await context.api<{ message?: string }>("/auth/profile", { method: "PUT", body, token });
  if (!isOk(response)) return failureFrom(response);
  return redirect(next, {
    headers: {
      "Set-Cookie": flashCookie(
        message ?? response.body.message ?? "Tersimpan",
        "success",
        isSecureApp(context.publicConfig.appUrl),
      ),
    },
  });
}
