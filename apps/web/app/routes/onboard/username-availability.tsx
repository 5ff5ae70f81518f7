import { checkUsername } from "~/features/onboarding/api/username-availability.server";
import type { Route } from "./+types/username-availability";

/** Resource route for the live username check of /onboard/profile. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const username = new URL(request.url).searchParams.get("username") ?? "";
  return checkUsername(request, context, username);
}
