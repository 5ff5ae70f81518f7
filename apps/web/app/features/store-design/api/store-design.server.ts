/**
 * `/dashboard/my-store/design`: theme colour, button style, font and background, saved with
 * `PUT /v1/auth/profile {theme}`.
 */
import { THEME_COLORS, updateProfileBodySchema } from "@lapak/shared/schemas/user";
import { type AppLoadContext, redirect } from "react-router";
import { requireCompleteUser } from "~/features/auth/guards.server";
import { type ActionFailure, failureFrom, field, isOk, validate } from "~/lib/api.server";
import { isSecureApp } from "~/lib/cookies.server";
import { flashCookie } from "~/lib/flash.server";
import { paths } from "~/lib/paths";

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
  const response = await context.api<{ message?: string }>("/auth/profile", {
    method: "PUT",
    body: parsed.value,
    token,
  });
  if (!isOk(response)) return failureFrom(response);
  return redirect(paths.dashboard.design, {
    headers: {
      "Set-Cookie": flashCookie(
        response.body.message ?? "Tampilan toko disimpan",
        "success",
        isSecureApp(context.publicConfig.appUrl),
      ),
    },
  });
}
