import { Outlet } from "react-router";
import { requireGuest } from "~/lib/guards.server";
import type { Route } from "./+types/guest";

/**
 * Sign-in, sign-up and code pages: never stored by any cache, shared or the browser's (a form's
 * error or the email typed belongs to one visitor). React Router applies these to every page below.
 */
export function headers(): Headers {
  return new Headers({ "Cache-Control": "private, no-store" });
}

/** `guest` guard: signed-in people go to /dashboard. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireGuest(request, context);
  return null;
}

export default function GuestGuard() {
  return <Outlet />;
}
