/**
 * `/dashboard/my-store/tracking` — "Pelacakan Iklan" (ADR 0022): the seller's Meta and TikTok pixels
 * and conversion-API tokens, read with `GET /v1/account/tracking` and saved with `PUT`. A token
 * field left empty keeps the saved token; its "Hapus" box removes it. An empty pixel field removes
 * the pixel.
 */
import { type TrackingSettings, trackingBodySchema } from "@lapak/shared/schemas/tracking";
import { type AppLoadContext, redirect } from "react-router";
import { type ActionFailure, failureFrom, field, isOk, validate } from "~/lib/api.server";
import { isSecureApp } from "~/lib/cookies.server";
import { flashCookie } from "~/lib/flash.server";
import { requireCompleteUser } from "~/lib/guards.server";
import { paths } from "~/lib/paths";

/** The saved settings (tokens only as "set" or not). Throws when the API fails. */
export async function loadTracking(request: Request, context: AppLoadContext): Promise<TrackingSettings> {
  const { token } = await requireCompleteUser(request, context);
  const response = await context.api<{ data: TrackingSettings }>("/account/tracking", { token });
  if (!isOk(response)) throw new Error(`GET /v1/account/tracking answered ${response.status}`);
  return response.body.data;
}

/** A token field: its new value, `""` to remove it (the "Hapus" box), or undefined to keep it. */
function tokenField(form: FormData, name: string): string | undefined {
  if (field(form, `${name}Clear`) === "1") return "";
  return field(form, name).trim() || undefined;
}

/** Saves the form, then back to the page with "Pengaturan pelacakan iklan disimpan"; or the 422 errors. */
export async function saveTracking(request: Request, context: AppLoadContext): Promise<Response | ActionFailure> {
  const { token } = await requireCompleteUser(request, context);
  const form = await request.formData();
  const parsed = validate(trackingBodySchema, {
    metaPixelId: field(form, "metaPixelId").trim(),
    metaAccessToken: tokenField(form, "metaAccessToken"),
    tiktokPixelId: field(form, "tiktokPixelId").trim(),
    tiktokAccessToken: tokenField(form, "tiktokAccessToken"),
  });
  if (!parsed.ok) return parsed;
  const response = await context.api<{ message?: string }>("/account/tracking", {
    method: "PUT",
    body: parsed.value,
    token,
  });
  if (!isOk(response)) return failureFrom(response);
  return redirect(paths.dashboard.tracking, {
    headers: {
      "Set-Cookie": flashCookie(
        response.body.message ?? "Tersimpan",
        "success",
        isSecureApp(context.publicConfig.appUrl),
      ),
    },
  });
}
