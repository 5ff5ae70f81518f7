/**
 * `/dashboard/my-store`: the seller's products in storefront order (`GET /v1/products`) and the
 * list's actions — reorder (`PUT /v1/products/order`), publish/unpublish (the type's `PUT`, with
 * the product as it is and the new status) and delete (`DELETE /v1/products/{id}`); and "Berkas
 * Anda", the seller's uploads (`GET /v1/media`, `GET /v1/media/usage`, `DELETE /v1/media/{id}`).
 */
import type { MediaItem, StorageUsage } from "@lapak/shared/schemas/media";
import { type Product, type productSchema, reorderBodySchema } from "@lapak/shared/schemas/product";
import type { AppLoadContext } from "react-router";
import { type ActionFailure, type Envelope, failureFrom, field, isOk, validate } from "~/lib/api.server";
import { requireCompleteUser } from "~/lib/guards.server";
import { paths } from "~/lib/paths";
import { PRODUCT_TYPE_INFO } from "~/lib/product-types";

/** What the list's fetchers get back: a message for the toast. */
export type MyStoreResult = { ok: true; message: string } | ActionFailure;

/** The newest uploads "Berkas Anda" shows (the API's largest page). */
const MEDIA_SHOWN = 100;

/** "Berkas Anda": the newest uploads, how many there are, and the storage used; null when it failed. */
export interface MyMedia {
  items: MediaItem[];
  total: number;
  usage: StorageUsage;
}

/** The seller's products, their store link, the WhatsApp share text and their uploads. */
export async function loadMyStore(request: Request, context: AppLoadContext) {
  const { user, token } = await requireCompleteUser(request, context);
  const [response, media, usage] = await Promise.all([
    context.api<Envelope<ReturnType<typeof productSchema.array>>>("/products", { token }),
    context.api<{ data: MediaItem[]; meta: { total: number } }>(`/media?perPage=${MEDIA_SHOWN}`, { token }),
    context.api<{ data: StorageUsage }>("/media/usage", { token }),
  ]);
  if (!isOk(response)) throw new Error(`GET /products answered ${response.status}`);
  // The uploads are a side block: the products still show when they fail to load.
  const myMedia: MyMedia | null =
    isOk(media) && isOk(usage)
      ? { items: media.body.data, total: media.body.meta.total, usage: usage.body.data }
      : null;
  return {
    products: response.body.data,
    storeUrl: paths.storefront(context.publicConfig.appUrl, user.username ?? ""),
    name: user.name,
    media: myMedia,
  };
}

/**
 * Runs the submitted `intent`: `reorder` (ids as JSON), `status` (id, status), `delete` (a product's
 * id) or `delete-media` (an upload's id; 409 "masih dipakai" becomes the toast).
 */
export async function myStoreAction(request: Request, context: AppLoadContext): Promise<MyStoreResult> {
  const { token } = await requireCompleteUser(request, context);
  const form = await request.formData();
  const intent = field(form, "intent");
  const id = encodeURIComponent(field(form, "id"));

  if (intent === "reorder") {
    let ids: unknown;
    try {
      ids = JSON.parse(field(form, "ids"));
    } catch {
      ids = null;
    }
    const parsed = validate(reorderBodySchema, { ids });
    if (!parsed.ok) return parsed;
    const response = await context.api("/products/order", { method: "PUT", body: parsed.value, token });
    return isOk(response) ? { ok: true, message: "Urutan produk disimpan" } : failureFrom(response);
  }

  if (intent === "delete") {
    const response = await context.api(`/products/${id}`, { method: "DELETE", token });
    return isOk(response) ? { ok: true, message: "Produk dihapus" } : failureFrom(response);
  }

  if (intent === "delete-media") {
    const response = await context.api(`/media/${id}`, { method: "DELETE", token });
    return isOk(response) ? { ok: true, message: "Berkas dihapus" } : failureFrom(response);
  }

  if (intent === "status") {
    const status = field(form, "status") === "published" ? "published" : "draft";
    const current = await context.api<Envelope<typeof productSchema>>(`/products/${id}`, { token });
    if (!isOk(current)) return failureFrom(current);
    const product = current.body.data;
    const response = await context.api(`/product/${PRODUCT_TYPE_INFO[product.type].collection}/${id}`, {
      method: "PUT",
      body: { ...bodyOf(product), status },
      token,
    });
    // The list has no field to show an error beside: the reason itself becomes the toast
    // ("Unggah minimal satu berkas sebelum menerbitkan produk").
    if (!isOk(response)) {
      const failure = failureFrom(response);
      return { ...failure, message: Object.values(failure.errors).flat()[0] ?? failure.message };
    }
    return {
      ok: true,
      message: status === "published" ? "Produk ditampilkan di toko" : "Produk disembunyikan dari toko",
    };
  }

  return { ok: false, message: "Permintaan tidak dikenal", errors: {} };
}

/**
 * The update body that keeps a product as it is (the API drops the fields its type lacks): with a
 * download's pricing tools and a bundle's products (ADR 0019), which a PUT would otherwise reset.
 */
function bodyOf(product: Product) {
  return {
    title: product.title,
    slug: product.slug,
    description: product.description,
    price: product.price,
    coverImageId: product.coverImageId,
    fileIds: product.files.map((file) => file.id),
    productIds: product.productIds,
    ctaLabel: product.ctaLabel,
    requirePhone: product.requirePhone,
    stampPdf: product.stampPdf,
    compareAtPrice: product.compareAtPrice,
    pricing: product.pricing,
    ...(product.pricing === "pay_what_you_want" ? { minimumPrice: product.minimumPrice } : {}),
    suggestedPrice: product.suggestedPrice,
    orderBump: product.orderBump,
    ...(product.thankYouMessage ? { thankYouMessage: product.thankYouMessage } : {}),
    ...(product.rewardUrl ? { rewardUrl: product.rewardUrl } : {}),
    ...(product.url ? { url: product.url } : {}),
  };
}
