/**
 * Route guards of SPEC §6 / DESIGN §5, run in loaders so a page never renders (not even briefly)
 * for someone who may not see it: they throw a 302.
 */
import type { User } from "@lapak/shared/schemas/user";
import { type AppLoadContext, data, redirect } from "react-router";
import { paths } from "~/lib/paths";
import { getSession } from "./session.server";

/** A signed-in user and their token, for loaders and actions that call the API. */
export interface SignedIn {
  user: User;
  token: string;
}

/** `auth`: returns the signed-in user, or throws a redirect to /login. */
export async function requireUser(request: Request, context: AppLoadContext): Promise<SignedIn> {
  const session = await getSession(request, context);
  // "expired" is handled by the root loader (clear cookie + toast); here it just means "not in".
  if (session.status !== "user") throw redirect(paths.login);
  return { user: session.user, token: session.token };
}

/** `guest`: throws a redirect to /dashboard when someone is signed in. */
export async function requireGuest(request: Request, context: AppLoadContext): Promise<void> {
  const session = await getSession(request, context);
  if (session.status === "user") throw redirect(paths.dashboard.home);
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

/** Where someone goes right after signing in: the dashboard, or onboarding when the profile is incomplete. */
export function homeFor(user: Pick<User, "profileComplete">): string {
  return user.profileComplete ? paths.dashboard.home : paths.onboard.profile;
}
