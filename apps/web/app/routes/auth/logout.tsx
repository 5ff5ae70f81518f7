import { redirect } from "react-router";
import { logout } from "~/features/auth/api/logout.server";
import { paths } from "~/lib/paths";
import type { Route } from "./+types/logout";

/** Logging out is a POST ("Keluar"); a GET here just goes home. */
export function loader() {
  return redirect(paths.home);
}

export async function action({ request, context }: Route.ActionArgs) {
  return logout(request, context);
}
