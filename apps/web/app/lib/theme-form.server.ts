/**
 * The server side of the theme form (`ThemeFields`), which onboarding's "Atur tampilan toko" step
 * and the dashboard's store design page both show: what it loads and what it posts.
 */
import { DEFAULT_CTA_LABEL, type Product } from "@lapak/shared/schemas/product";
import { THEME_COLORS, type User } from "@lapak/shared/schemas/user";
import { field } from "./api.server";

/**
 * What the form shows: the seller's theme, the palette, and what its preview shows of the seller —
 * name, username and the first two products the store shows (`products` in the seller's order,
 * as `GET /v1/products` gives them), each with its button's label.
 */
export function themeFormData(user: Pick<User, "theme" | "name" | "username">, products: Product[] = []) {
  // The shape of `ThemePreview`'s `products` (id, title and button label).
  const shown: { id: string; title: string; buttonLabel: string }[] = products
    .filter((product) => product.status === "published")
    .slice(0, 2)
    .map((product) => ({
      id: product.id,
      title: product.title,
      buttonLabel: product.ctaLabel || DEFAULT_CTA_LABEL[product.type],
    }));
  return {
    theme: user.theme,
    colors: THEME_COLORS,
    seller: { name: user.name, username: user.username, products: shown },
  };
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
