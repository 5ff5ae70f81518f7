/**
 * `/dashboard/my-store/design`: theme colour, button style, font and background, saved with
 * `PUT /v1/auth/profile {theme}`.
 */
import type { Product } from "@lapak/shared/schemas/product";
import { updateProfileBodySchema } from "@lapak/shared/schemas/user";
import type { AppLoadContext } from "react-router";
import { type ActionFailure, isOk, validate } from "~/lib/api.server";
import { requireCompleteUser } from "~/lib/guards.server";
import { paths } from "~/lib/paths";
import { saveProfile } from "~/lib/save-profile.server";
import { readThemeForm, themeFormData } from "~/lib/theme-form.server";

const themeOnlySchema = updateProfileBodySchema.pick({ theme: true }).required();

/**
 * The current theme, the palette and what the preview shows of the seller, their own products
 * included (`GET /v1/products`; a failed call leaves the preview's neutral placeholder).
 */
export async function loadStoreDesign(request: Request, context: AppLoadContext) {
  const { user, token } = await requireCompleteUser(request, context);
  const products = await context.api<{ data: Product[] }>("/products", { token });
  return themeFormData(user, isOk(products) ? products.body.data : []);
}

/** Saves the submitted theme and comes back to the page with a toast. */
export async function saveStoreDesign(request: Request, context: AppLoadContext): Promise<Response | ActionFailure> {
  const { token } = await requireCompleteUser(request, context);
  const parsed = validate(themeOnlySchema, await readThemeForm(request));
  if (!parsed.ok) return parsed;
  return saveProfile(context, token, parsed.value, paths.dashboard.design, "Desain toko berhasil disimpan");
}
