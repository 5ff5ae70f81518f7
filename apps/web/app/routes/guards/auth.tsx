import { Outlet } from "react-router";
import { accountPageHeaders } from "~/lib/account-page-headers";
import { requireUser } from "~/lib/guards.server";
import type { Route } from "./+types/auth";

/** `auth` guard: people who are not signed in go to /login. */
export const headers = accountPageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  return null;
}

export default function AuthGuard() {
  return <Outlet />;
}
