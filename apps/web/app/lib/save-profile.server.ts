/**
 * The tail every profile-editing action shares: `PUT /v1/auth/profile` with validated fields, then
 * back to a page with the API's message as a toast, or the API's 422 field errors for the form.
 */
import { type AppLoadContext, redirect } from "react-router";
import { type ActionFailure, failureFrom, isOk } from "~/lib/api.server";
import { isSecureApp } from "~/lib/cookies.server";
import { flashCookie } from "~/lib/flash.server";

/**
 * Sends `body` (already validated against the shared profile schema) for the user of `token`.
 * Resolves to a redirect to `next` carrying a success toast, or to the failure the form shows.
 */
export async function saveProfile(
  context: AppLoadContext,
  token: string,
  body: unknown,
  next: string,
  fallbackMessage = "Tersimpan",
): Promise<Response | ActionFailure> {
  const response = await context.api<{ message?: string }>("/auth/profile", { method: "PUT", body, token });
  if (!isOk(response)) return failureFrom(response);
  return redirect(next, {
    headers: {
      "Set-Cookie": flashCookie(
        response.body.message ?? fallbackMessage,
        "success",
        isSecureApp(context.publicConfig.appUrl),
      ),
    },
  });
}
