/**
 * `/dashboard/my-store/design`: theme colour, button style, font and background, saved with
 * `PUT /v1/auth/profile {theme}`.
 */
import { THEME_COLORS, updateProfileBodySchema } from "@lapak/shared/schemas/user";
import type { AppLoadContext } from "react-router";
import { type ActionFailure, field, validate } from "~/lib/api.server";
import { requireCompleteUser } from "~/lib/guards.server";
import { paths } from "~/lib/paths";
import { saveProfile } from "~/lib/save-profile.server";

const themeOnlySchema = updateProfileBodySchema.pick({ theme: true }).required();

/** The current theme, the palette and what the preview shows of the seller. */
export async function loadStoreDesign(request: Request, context: AppLoadContext) {
  const { user } = await requireCompleteUser(request, context);
  return { theme: user.theme, colors: THEME_COLORS, seller: { name: user.name, username: user.username } };
}

/** Saves the submitted theme and comes back to the page with a toast. */
export async function saveStoreDesign(request: Request, context: AppLoadContext): Promise<Response | ActionFailure> {
  const { token } = await requireCompleteUser(request, context);
  const form = await request.formData();
  const theme = {
    color: field(form, "color"),
    buttonStyle: field(form, "buttonStyle"),
    font: field(form, "font"),
    background: field(form, "background"),
  };
  const parsed = validate(themeOnlySchema, { theme });
  if (!parsed.ok) return parsed;
  return saveProfile(context, token, parsed.value, paths.dashboard.design, "Tampilan toko disimpan");
}
