/**
 * `/dashboard/my-store/profile`: avatar, name, bio and social links, saved with
 * `PUT /v1/auth/profile` (partial — username and phone are left as they are).
 */
import { MAX_IMAGE_BYTES } from "@lapak/shared/schemas/media";
import { updateProfileBodySchema } from "@lapak/shared/schemas/user";
import type { AppLoadContext } from "react-router";
import { type ActionFailure, field, validate } from "~/lib/api.server";
import { requireCompleteUser } from "~/lib/guards.server";
import { paths } from "~/lib/paths";
import { saveProfile } from "~/lib/save-profile.server";

export const SOCIAL_NETWORKS = ["instagram", "tiktok", "youtube", "x", "facebook", "website"] as const;

const storeProfileSchema = updateProfileBodySchema.pick({
  name: true,
  bio: true,
  avatarImageId: true,
  socialLinks: true,
});

/** The profile as the form starts it. */
export async function loadStoreProfile(request: Request, context: AppLoadContext) {
  const { user } = await requireCompleteUser(request, context);
  return {
    profile: { name: user.name, bio: user.bio, avatarUrl: user.avatarUrl, socialLinks: user.socialLinks },
    maxImageBytes: MAX_IMAGE_BYTES,
  };
}

/** Saves the form; the avatar is sent only when it changed (`avatarChanged=1`; empty id = removed). */
export async function saveStoreProfile(request: Request, context: AppLoadContext): Promise<Response | ActionFailure> {
  const { token } = await requireCompleteUser(request, context);
  const form = await request.formData();
  const input = {
    name: field(form, "name"),
    bio: field(form, "bio"),
    socialLinks: Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, field(form, network).trim()])),
    ...(field(form, "avatarChanged") === "1" ? { avatarImageId: field(form, "avatarImageId") || null } : {}),
  };
  const parsed = validate(storeProfileSchema, input);
  if (!parsed.ok) return parsed;
  return saveProfile(context, token, parsed.value, paths.dashboard.profile, "Profil toko berhasil disimpan");
}
