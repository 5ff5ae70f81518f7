/**
 * Kode Promo (ADR 0019): the seller's discount codes (`GET /v1/discounts`) with their products
 * (`GET /v1/products`, for the share links and the product choice), and the page's one action:
 * `intent` = `save` (create, or edit with `id`), `toggle` (activate/deactivate), `delete`.
 */
import { wibLocalToIso } from "@lapak/shared/date";
import type { Discount } from "@lapak/shared/schemas/discount";
import { isSoldProductType, type Product } from "@lapak/shared/schemas/product";
import type { AppLoadContext } from "react-router";
import { type ActionFailure, failureFrom, field, isOk } from "~/lib/api.server";
import { requireCompleteUser } from "~/lib/guards.server";

/** `savedId`: the code a save created or changed, so the page can empty the form for the next one. */
export type DiscountsActionResult = ActionFailure | { ok: true; message: string; savedId?: string };

/** The page's data: the codes, the seller's sellable products and their store name. */
export async function loadDiscountsPage(request: Request, context: AppLoadContext) {
  const { token, user } = await requireCompleteUser(request, context);
  const [discounts, products] = await Promise.all([
    context.api<{ data: Discount[] }>("/discounts", { token }),
    context.api<{ data: Product[] }>("/products", { token }),
  ]);
  if (!isOk(discounts) || !isOk(products)) throw new Response("Kode promo gagal dimuat", { status: 502 });
  return {
    discounts: discounts.body.data,
    products: products.body.data
      .filter((product) => isSoldProductType(product.type) && product.price > 0 && product.pricing === "fixed")
      .map(({ id, title, slug, status }) => ({ id, title, slug, status })),
    username: user.username ?? "",
    editId: new URL(request.url).searchParams.get("id"),
    /** The server's clock, so the badges render the same on the server and in the browser. */
    now: new Date().toISOString(),
  };
}

/** Runs the posted `intent`; a failure comes back with the API's field errors. */
export async function discountsAction(request: Request, context: AppLoadContext): Promise<DiscountsActionResult> {
  const { token } = await requireCompleteUser(request, context);
  const form = await request.formData();
  const intent = field(form, "intent");
  const id = field(form, "id");
  if (intent === "delete") {
    const response = await context.api(`/discounts/${encodeURIComponent(id)}`, { method: "DELETE", token });
    return response.status === 204 ? { ok: true, message: "Kode promo dihapus" } : failureFrom(response);
  }
  const digits = (name: string) => {
    const raw = field(form, name).replace(/\D/g, "");
    return raw ? Number(raw) : null;
  };
  const productIds = form.getAll("productIds").filter((value): value is string => typeof value === "string");
  const body = {
    code: field(form, "code").trim(),
    type: field(form, "type") === "fixed" ? "fixed" : "percent",
    value: digits("value") ?? 0,
    productIds: productIds.length > 0 ? productIds : null,
    startsAt: wibLocalToIso(field(form, "startsAt")),
    endsAt: wibLocalToIso(field(form, "endsAt")),
    maxRedemptions: digits("maxRedemptions"),
    active: intent === "toggle" ? field(form, "active") === "1" : true,
  };
  const response = await context.api<{ data: Discount }>(id ? `/discounts/${encodeURIComponent(id)}` : "/discounts", {
    method: id ? "PUT" : "POST",
    body,
    token,
  });
  if (!isOk(response)) return failureFrom(response);
  if (intent === "toggle")
    return { ok: true, message: body.active ? "Kode promo diaktifkan" : "Kode promo dinonaktifkan" };
  return { ok: true, message: "Kode promo disimpan", savedId: response.body.data.id };
}
