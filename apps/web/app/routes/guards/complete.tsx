import { Outlet } from "react-router";
import { accountPageHeaders } from "~/lib/account-page-headers";
import { requireCompleteUser } from "~/lib/guards.server";
import type { Route } from "./+types/complete";

/** `auth` + `complete` guard: not signed in → /login; profile incomplete → /onboard/profile. */
export const headers = accountPageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCompleteUser(request, context);
  return null;
}

export default function CompleteGuard() {
  return <Outlet />;
}
