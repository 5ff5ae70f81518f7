/**
 * The backups screen (ADR 0018): `GET /v1/admin/backups` (the archives, the newest one's time and the
 * settings) and "Buat cadangan sekarang" as `POST /v1/admin/backups`.
 */
import type { BackupList } from "@lapak/shared/schemas/backup";
import type { AppLoadContext } from "react-router";
import { failureFrom, isOk } from "~/lib/api.server";
import { requireAdmin } from "~/lib/guards.server";
import { redirectWithToast } from "./admin-api.server";

/** The list, or null when it failed to load (the page shows that block's error). */
export async function loadBackups(request: Request, context: AppLoadContext) {
  const { token } = await requireAdmin(request, context);
  const response = await context.api<{ data: BackupList }>("/admin/backups", { token });
  return { backups: isOk(response) ? response.body.data : null };
}

/** Makes a backup now; back to the list with a toast, or the failure. */
export async function createBackupAction(request: Request, context: AppLoadContext) {
  const { token } = await requireAdmin(request, context);
  const response = await context.api<{ message?: string }>("/admin/backups", { method: "POST", token });
  if (!isOk(response)) return failureFrom(response);
  return redirectWithToast(context, new URL(request.url).pathname, response.body.message ?? "Cadangan dibuat.");
}
