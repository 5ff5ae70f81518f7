/** Live username check for the profile step: `GET /v1/auth/username-availability`. */
import type { usernameAvailabilitySchema } from "@lapak/shared/schemas/user";
import type { z } from "@lapak/shared/zod";
import type { AppLoadContext } from "react-router";
import type { Envelope } from "~/lib/api.server";
import { requireUser } from "~/lib/guards.server";

export type UsernameAvailability = z.infer<typeof usernameAvailabilitySchema>;

/** Asks the API whether `username` is free for the signed-in user; null for an empty input. */
export async function checkUsername(
  request: Request,
  context: AppLoadContext,
  username: string,
): Promise<UsernameAvailability | null> {
  const { token } = await requireUser(request, context);
  if (!username.trim()) return null;
  const response = await context.api<Envelope<typeof usernameAvailabilitySchema>>(
    `/auth/username-availability?username=${encodeURIComponent(username)}`,
    { token },
  );
  if (response.status !== 200) return null;
  return response.body.data;
}
