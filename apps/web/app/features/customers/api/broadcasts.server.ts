/**
 * `/dashboard/broadcasts` — Broadcast (DESIGN §4 "Broadcasts"): the seller's broadcasts with their
 * progress (`GET /v1/broadcasts`) and sold products for the audience choice (`GET /v1/products`);
 * the action posts one (`POST /v1/broadcasts`) from `subject`, `body`, `audience` = `all` |
 * `products` with `productIds`, and `includeLeads`.
 */
import type { Broadcast } from "@lapak/shared/schemas/broadcast";
import { isSoldProductType, type Product } from "@lapak/shared/schemas/product";
import type { AppLoadContext } from "react-router";
import { type ActionFailure, failureFrom, field, isOk } from "~/lib/api.server";
import { requireCompleteUser } from "~/lib/guards.server";

export interface BroadcastsPageData {
  broadcasts: Broadcast[];
  products: Pick<Product, "id" | "title">[];
}

export async function loadBroadcasts(request: Request, context: AppLoadContext): Promise<BroadcastsPageData> {
  const { token } = await requireCompleteUser(request, context);
  const [broadcasts, products] = await Promise.all([
    context.api<{ data: Broadcast[] }>("/broadcasts", { token }),
    context.api<{ data: Product[] }>("/products", { token }),
  ]);
  if (!isOk(broadcasts) || !isOk(products)) throw new Response("Broadcast gagal dimuat", { status: 502 });
  return {
    broadcasts: broadcasts.body.data,
    products: products.body.data
      .filter((product) => isSoldProductType(product.type))
      .map(({ id, title }) => ({ id, title })),
  };
}

export type BroadcastActionResult = { ok: true; message: string } | ActionFailure;

export async function broadcastsAction(request: Request, context: AppLoadContext): Promise<BroadcastActionResult> {
  const { token } = await requireCompleteUser(request, context);
  const form = await request.formData();
  const some = field(form, "audience") === "products";
  const response = await context.api<{ message: string }>("/broadcasts", {
    method: "POST",
    token,
    body: {
      subject: field(form, "subject"),
      body: field(form, "body"),
      audience: {
        productIds: some
          ? form.getAll("productIds").filter((value): value is string => typeof value === "string")
          : null,
        includeLeads: field(form, "includeLeads") === "on",
      },
    },
  });
  if (!isOk(response)) return failureFrom(response);
  return { ok: true, message: response.body.message };
}
