/**
 * The server side of the theme form (`ThemeFields`), which onboarding's "Atur tampilan toko" step
 * and the dashboard's store design page both show: what it loads and what it posts.
 */
import { THEME_COLORS, type User } from "@lapak/shared/schemas/user";
import { field } from "./api.server";

/** What the form shows: the seller's theme, the palette, and the name and username its preview shows. */
export function themeFormData(user: Pick<User, "theme" | "name" | "username">) {
  return { theme: user.theme, colors: THEME_COLORS, seller: { name: user.name, username: user.username } };
}

/** `{ theme }` as the form posted it (colour, button style, font, background), not yet validated. */
export async function readThemeForm(request: Request) {
  const form = await request.formData();
  return {
    theme: {
      color: field(form, "color"),
      buttonStyle: field(form, "buttonStyle"),
      font: field(form, "font"),
      background: field(form, "background"),
    },
  };
}
