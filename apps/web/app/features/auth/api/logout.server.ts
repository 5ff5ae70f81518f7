/** Signing out (SPEC §4): revoke the token at the API, clear the cookie, go to /login. */
import { type AppLoadContext, redirect } from "react-router";
import { paths } from "~/lib/paths";
import { clearToken, getToken } from "~/lib/session.server";

/**
 * Revokes the request's token (`POST /v1/auth/logout`; a token the API no longer knows is fine)
 * and returns the redirect to /login that deletes the cookie.
 */
export async function logout(request: Request, context: AppLoadContext): Promise<Response> {
  const token = getToken(request);
  if (token) await context.api("/auth/logout", { method: "POST", token });
  return redirect(paths.login, { headers: { "Set-Cookie": clearToken(context) } });
}
