/** The Lapak newsletter step: `POST /v1/subscribe` with the signed-in user's own email. */
import { type AppLoadContext, redirect } from "react-router";
import { type ActionFailure, failureFrom, isOk } from "~/lib/api.server";
import { isSecureApp } from "~/lib/cookies.server";
import { flashCookie } from "~/lib/flash.server";
import { requireUser } from "~/lib/guards.server";

/** Subscribes the user and redirects to `next` with the API's thank-you as a toast. */
export async function subscribeToNewsletter(
  request: Request,
  context: AppLoadContext,
  next: string,
): Promise<Response | ActionFailure> {
  const { user } = await requireUser(request, context);
  const response = await context.api<{ message?: string }>("/subscribe", {
    method: "POST",
    body: { email: user.email },
  });
  if (!isOk(response)) return failureFrom(response);
  const message = response.body.message ?? "Terima kasih, Anda sudah berlangganan";
  return redirect(next, {
    headers: { "Set-Cookie": flashCookie(message, "success", isSecureApp(context.publicConfig.appUrl)) },
  });
}
