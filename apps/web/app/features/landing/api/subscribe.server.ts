/**
 * The newsletter form of the landing pages, without JavaScript (the pages are not hydrated,
 * DESIGN §6): a plain form POST to the home route's action, which calls `POST /v1/subscribe` as a
 * guest and redirects back to the page it came from, to the form, with the API's answer in the
 * one-time flash (shown as a toast, hidden by CSS after 3 s — no script needed).
 */
import type { ErrorBody } from "@lapak/shared/schemas/common";
import { type AppLoadContext, redirect } from "react-router";
import { field } from "~/lib/api.server";
import { isSecureApp } from "~/lib/cookies.server";
import { flashCookie } from "~/lib/flash.server";
import { paths } from "~/lib/paths";
import { NEWSLETTER_ANCHORS } from "../newsletter";

/** `next` if it is a path of this site (`/help`), else `/`: never an open redirect (`//evil.com`). */
export function safeNext(next: string): string {
  return /^\/(?![/\\])[A-Za-z0-9/_.-]*$/.test(next) ? next : paths.home;
}

/** Subscribes the form's `email`; always a redirect to `next#anchor` with a success or error flash. */
export async function subscribeFromForm(request: Request, context: AppLoadContext): Promise<Response> {
  const form = await request.formData();
  const next = safeNext(field(form, "next"));
  const anchor =
    field(form, "anchor") === NEWSLETTER_ANCHORS.footer ? NEWSLETTER_ANCHORS.footer : NEWSLETTER_ANCHORS.section;
  const response = await context.api<{ message?: string } & Partial<ErrorBody>>("/subscribe", {
    method: "POST",
    body: { email: field(form, "email") },
  });
  const ok = response.status >= 200 && response.status < 300;
  const message = ok
    ? (response.body.message ?? "Terima kasih, Anda sudah berlangganan")
    : (response.body.errors?.email?.[0] ?? response.body.message ?? "Gagal berlangganan, silakan coba lagi");
  const secure = isSecureApp(context.publicConfig.appUrl);
  return redirect(`${next}#${anchor}`, {
    headers: { "Set-Cookie": flashCookie(message, ok ? "success" : "error", secure) },
  });
}
