/**
 * A public storefront and its product pages: `GET /v1/sellers/{username}/storefront`, the seller,
 * their published products in order and their pages' pixels in one read (ADR 0030).
 * Called as a guest — never with the visitor's token — because the pages are cached and shown to
 * everyone alike (DESIGN §6).
 */
import type { PublicProduct } from "@lapak/shared/schemas/product";
import type { Storefront, storefrontSchema } from "@lapak/shared/schemas/storefront";
import type { StorePixels } from "@lapak/shared/schemas/tracking";
import type { Seller } from "@lapak/shared/schemas/user";
import { usernameProblem } from "@lapak/shared/username";
import { type AppLoadContext, data } from "react-router";
import type { Envelope } from "~/lib/api.server";
import { storeGone } from "~/lib/store-gone";

type StorefrontEnvelope = Envelope<typeof storefrontSchema>;

/**
 * The 404 every unknown store or product answers (the root error page says "Halaman tidak
 * ditemukan"). Given the `seller` whose store exists, the page offers "Lihat toko {name}" first.
 */
export function notFound(seller?: Seller): never {
  const store = seller ? { name: seller.name, username: seller.username } : null;
  throw data({ message: "Halaman tidak ditemukan", store }, { status: 404 });
}

/** Throws for an API failure that is not a 404: the error page says "Internal Server Error". */
function unexpected(path: string, status: number): never {
  throw new Error(`GET /v1${path} answered ${status}`);
}

/**
 * `username` as the API knows it, or a 404 before any API call when it cannot be a store: a
 * reserved first segment (`/dashboard/x`, `/checkout/x`) or a malformed name.
 */
export function storeUsername(param: string | undefined): string {
  const username = (param ?? "").toLowerCase();
  if (usernameProblem(username)) notFound();
  return username;
}

/**
 * The seller, their published products in order and their pixels. Throws a 404 response for an
 * unknown store, a 410 for a suspended one, an error for any other failure.
 */
export async function getStorefront(context: AppLoadContext, username: string): Promise<Storefront> {
  const path = `/sellers/${encodeURIComponent(username)}/storefront`;
  const response = await context.api<StorefrontEnvelope>(path);
  if (response.status === 404) notFound();
  if (response.status === 410) storeGone();
  if (response.status !== 200) unexpected(path, response.status);
  return response.body.data;
}

/**
 * One published product of a store (by its `slug`, in lower case), its seller and their pixels, from the
 * store's one read. Throws a 404 response when either is unknown (offering the store when it exists).
 */
export async function getStorefrontProduct(
  context: AppLoadContext,
  username: string,
  slug: string,
): Promise<{ seller: Seller; product: PublicProduct; pixels: StorePixels }> {
  if (!/^[a-z0-9-]{1,80}$/.test(slug)) notFound();
  const { seller, products, pixels } = await getStorefront(context, username);
  const product = products.find((item) => item.slug === slug);
  if (!product) notFound(seller);
  return { seller, product, pixels };
}
