/** What the admin screens' loaders and actions share: list calls, and a redirect that carries a toast. */
import { type AppLoadContext, data, redirect } from "react-router";
import { isOk } from "~/lib/api.server";
import { isSecureApp } from "~/lib/cookies.server";
import { flashCookie } from "~/lib/flash.server";
import type { ToastType } from "~/lib/toast-types";
import type { ListBody } from "../types";

/**
 * `GET /v1{path}` of a paginated admin list. Resolves to the list, or null when the API failed (the
 * page shows that block's error). A 401/403 cannot reach here: the admin guard ran first.
 */
export async function fetchList<T>(context: AppLoadContext, token: string, path: string): Promise<ListBody<T> | null> {
  const response = await context.api<ListBody<T>>(path, { token });
  return isOk(response) ? response.body : null;
}

/** A 302 to `to` that shows `message` as a toast there (PRG: a reload never posts twice). */
export function redirectWithToast(context: AppLoadContext, to: string, message: string, type: ToastType = "success") {
  return redirect(to, {
    headers: { "Set-Cookie": flashCookie(message, type, isSecureApp(context.publicConfig.appUrl)) },
  });
}

/** A positive page number from `?page=` (1 when missing or nonsense). */
export function pageParam(url: URL): number {
  const page = Number(url.searchParams.get("page"));
  return Number.isInteger(page) && page > 0 && page <= 10_000 ? page : 1;
}

/** The 404 page, for an id the API does not know. */
export function notFound(): never {
  throw data("Not Found", { status: 404 });
}
