import { Outlet } from "react-router";
import { requireGuest } from "~/lib/guards.server";
import type { Route } from "./+types/guest";

/** `guest` guard: signed-in people go to /dashboard. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireGuest(request, context);
  return null;
}

export default function GuestGuard() {
  return <Outlet />;
}
