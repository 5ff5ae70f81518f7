/**
 * Route guards of SPEC §6 / DESIGN §5, run in loaders so a page never renders (not even briefly)
 * for someone who may not see it: they throw a 302.
 */
import type { User } from "@lapak/shared/schemas/user";
import { type AppLoadContext, data, redirect } from "react-router";
import { SESSION_EXPIRED_MESSAGE } from "~/lib/constants";
import { isSecureApp } from "~/lib/cookies.server";
import { flashCookie } from "~/lib/flash.server";
import { homeFor } from "~/lib/home-for";
import { paths } from "~/lib/paths";
import { requestedPath, withRedirectTo } from "~/lib/redirect-to";
import { clearToken, getSession } from "./session.server";

/** A signed-in user and their token, for loaders and actions that call the API. */
export interface SignedIn {
  user: User;
  token: string;
}

/**
 * `auth`: returns the signed-in user, or throws a redirect to `/login?redirectTo=<this page>` so
 * signing in comes back here. A session the API no longer accepts also clears the cookie and
 * flashes "Sesi berakhir, harap masuk kembali" (SPEC §4) — only private pages say so: public pages
 * render for a guest (root loader), so a stale cookie never sends a buyer away.
 */
export async function requireUser(request: Request, context: AppLoadContext): Promise<SignedIn> {
  const session = await getSession(request, context);
  if (session.status === "user") return { user: session.user, token: session.token };
  const to = withRedirectTo(paths.login, requestedPath(request));
  if (session.status === "guest") throw redirect(to);
  const headers = new Headers();
  headers.append("Set-Cookie", clearToken(context));
  headers.append("Set-Cookie", flashCookie(SESSION_EXPIRED_MESSAGE, "info", isSecureApp(context.publicConfig.appUrl)));
  throw redirect(to, { headers });
}

/** `guest`: throws a redirect to the signed-in person's home (`homeFor`: /dashboard, an admin /admin/…). */
export async function requireGuest(request: Request, context: AppLoadContext): Promise<void> {
  const session = await getSession(request, context);
  if (session.status === "user") throw redirect(homeFor(session.user));
}

/** `auth` + `complete`: like requireUser, and a profile that is not complete goes to /onboard/profile. */
export async function requireCompleteUser(request: Request, context: AppLoadContext): Promise<SignedIn> {
  const signedIn = await requireUser(request, context);
  if (!signedIn.user.profileComplete) throw redirect(paths.onboard.profile);
  return signedIn;
}

/**
 * `admin` (ADR 0004): like requireUser, and anyone whose role is not `admin` gets the 404 page, the
 * same as an unknown path (the API answers their calls with 403).
 */
export async function requireAdmin(request: Request, context: AppLoadContext): Promise<SignedIn> {
  const signedIn = await requireUser(request, context);
  if (signedIn.user.role !== "admin") throw data("Not Found", { status: 404 });
  return signedIn;
}
