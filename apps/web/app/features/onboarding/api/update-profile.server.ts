/**
 * Saving an onboarding step: `PUT /v1/auth/profile` with only that step's fields (the call is
 * partial), then on to the next step with the API's message as a toast. A 422 comes back as field
 * errors beside their fields (SPEC §5).
 */
import { updateProfileBodySchema } from "@lapak/shared/schemas/user";
import type { AppLoadContext } from "react-router";
import { type ActionFailure, validate } from "~/lib/api.server";
import { requireUser } from "~/lib/guards.server";
import { saveProfile } from "~/lib/save-profile.server";

/** Onboarding's profile step: all three fields are required here, unlike in the partial API call. */
export const profileStepSchema = updateProfileBodySchema.pick({ name: true, username: true, phone: true }).required();
/** Theme step. */
export const themeStepSchema = updateProfileBodySchema.pick({ theme: true }).required();
/** Social links step. */
export const socialStepSchema = updateProfileBodySchema.pick({ socialLinks: true }).required();

type StepSchema = typeof profileStepSchema | typeof themeStepSchema | typeof socialStepSchema;

/**
 * Validates `input` with `schema`, saves it for the signed-in user and redirects to `next`.
 * Returns the failure (message + field errors) when the input or the API says no.
 */
export async function saveProfileStep(
  request: Request,
  context: AppLoadContext,
  schema: StepSchema,
  input: unknown,
  next: string,
): Promise<Response | ActionFailure> {
  const { token } = await requireUser(request, context);
  const parsed = validate(schema, input);
  if (!parsed.ok) return parsed;
  return saveProfile(context, token, parsed.value, next);
}
