import { Outlet } from "react-router";
import { accountPageHeaders } from "~/lib/account-page-headers";
import { requireAdmin } from "~/lib/guards.server";
import type { Route } from "./+types/admin";

/** `admin` guard (ADR 0004): not signed in → /login; signed in without the admin role → the 404 page. */
export const headers = accountPageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return null;
}

export default function AdminGuard() {
  return <Outlet />;
}
