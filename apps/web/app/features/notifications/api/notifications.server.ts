/**
 * The seller's WhatsApp alert for each new sale (`GET|PUT /v1/account/notifications`, ADR 0021),
 * shown on `/dashboard/my-store/profile` when the platform sends WhatsApp.
 */
import type { notificationSettingsViewSchema } from "@lapak/shared/schemas/whatsapp";
import { type AppLoadContext, redirect } from "react-router";
import { type ActionFailure, type Envelope, failureFrom, isOk } from "~/lib/api.server";
import { isSecureApp } from "~/lib/cookies.server";
import { flashCookie } from "~/lib/flash.server";

export type NotificationSettingsView = Envelope<typeof notificationSettingsViewSchema>["data"];

/** The seller's settings, or null when the API does not answer them (the section is then left out). */
export async function loadNotificationSettings(
  context: AppLoadContext,
  token: string,
): Promise<NotificationSettingsView | null> {
  const response = await context.api<Envelope<typeof notificationSettingsViewSchema>>("/account/notifications", {
    token,
  });
  return response.status === 200 ? response.body.data : null;
}

/** Saves the posted toggle (`newSaleWhatsapp=on` when ticked); back to `next` with a toast, or the 422 errors. */
export async function saveNotificationSettings(
  context: AppLoadContext,
  token: string,
  form: FormData,
  next: string,
): Promise<Response | ActionFailure> {
  const body = { newSaleWhatsapp: form.get("newSaleWhatsapp") === "on" };
  const response = await context.api("/account/notifications", { method: "PUT", body, token });
  if (!isOk(response)) return failureFrom(response);
  const message = body.newSaleWhatsapp ? "Notifikasi WhatsApp diaktifkan" : "Notifikasi WhatsApp dimatikan";
  return redirect(next, {
    headers: { "Set-Cookie": flashCookie(message, "success", isSecureApp(context.publicConfig.appUrl)) },
  });
}
