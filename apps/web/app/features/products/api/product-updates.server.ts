/**
 * `/dashboard/my-store/downloads/{id}/updates` (DESIGN §4 "Product updates"): **Kirim Pembaruan**
 * of a digital download. The loader reads the product (`GET /v1/product/digital-downloads/{id}`,
 * 404 when it is not the seller's) and its past updates; the action posts the chosen new files
 * and the note for buyers to `POST /v1/products/{id}/updates`.
 */
import type { Product } from "@lapak/shared/schemas/product";
import type { ProductUpdate } from "@lapak/shared/schemas/product-update";
import { type AppLoadContext, data } from "react-router";
import { type ActionFailure, failureFrom, field, isOk } from "~/lib/api.server";
import { requireCompleteUser } from "~/lib/guards.server";

export interface ProductUpdatesPageData {
  product: Pick<Product, "id" | "title"> & { files: { id: string; name: string; size: number }[] };
  updates: ProductUpdate[];
}

export async function loadProductUpdates(request: Request, context: AppLoadContext, id: string) {
  const { token } = await requireCompleteUser(request, context);
  const [product, updates] = await Promise.all([
    context.api<{ data: Product }>(`/product/digital-downloads/${encodeURIComponent(id)}`, { token }),
    context.api<{ data: ProductUpdate[] }>(`/products/${encodeURIComponent(id)}/updates`, { token }),
  ]);
  if (product.status === 404 || updates.status === 404) throw data("Halaman tidak ditemukan", { status: 404 });
  if (!isOk(product) || !isOk(updates)) throw new Error(`product updates answered ${updates.status}`);
  const { id: productId, title, files } = product.body.data;
  return {
    product: { id: productId, title, files: files.map(({ id: fileId, name, size }) => ({ id: fileId, name, size })) },
    updates: updates.body.data,
  } satisfies ProductUpdatesPageData;
}

export type ProductUpdatesActionResult = { ok: true; message: string } | ActionFailure;

export async function productUpdatesAction(
  request: Request,
  context: AppLoadContext,
  id: string,
): Promise<ProductUpdatesActionResult> {
  const { token } = await requireCompleteUser(request, context);
  const form = await request.formData();
  const response = await context.api<{ message: string }>(`/products/${encodeURIComponent(id)}/updates`, {
    method: "POST",
    body: {
      fileIds: form.getAll("fileIds").filter((value): value is string => typeof value === "string"),
      message: field(form, "message"),
    },
    token,
  });
  if (!isOk(response)) return failureFrom(response);
  return { ok: true, message: response.body.message };
}
