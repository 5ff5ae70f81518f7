/**
 * A public storefront: `GET /v1/sellers/{username}` and `GET /v1/sellers/{username}/products`
 * (published products in the seller's order). Called as a guest — never with the visitor's token —
 * because the page is cached and shown to everyone alike (DESIGN §6).
 */
import type { PublicProduct, publicProductSchema } from "@lapak/shared/schemas/product";
import type { Seller, sellerSchema } from "@lapak/shared/schemas/user";
import { usernameProblem } from "@lapak/shared/username";
import type { z } from "@lapak/shared/zod";
import { type AppLoadContext, data } from "react-router";
import type { Envelope } from "~/lib/api.server";

type SellerEnvelope = Envelope<typeof sellerSchema>;
type ProductsEnvelope = Envelope<z.ZodArray<typeof publicProductSchema>>;
type ProductEnvelope = Envelope<typeof publicProductSchema>;

/**
 * The 404 every unknown store or product answers (the root error page says "Halaman tidak
 * ditemukan"). Given the `seller` whose store exists, the page offers "Lihat toko {name}" first.
 */
export function notFound(seller?: Seller): never {
  const store = seller ? { name: seller.name, username: seller.username } : null;
  throw data({ message: "Halaman tidak ditemukan", store }, { status: 404 });
}

/**
 * The 410 of a store an admin suspended (issue 22): the root error page says "Toko ini tidak
 * tersedia". Paid buyers' order pages are not store pages and keep working.
 */
function storeGone(): never {
  throw data({ message: "Toko ini tidak tersedia" }, { status: 410 });
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

async function getSeller(context: AppLoadContext, username: string): Promise<Seller> {
  const path = `/sellers/${encodeURIComponent(username)}`;
  const response = await context.api<SellerEnvelope>(path);
  if (response.status === 404) notFound();
  if (response.status === 410) storeGone();
  if (response.status !== 200) unexpected(path, response.status);
  return response.body.data;
}

/** The seller and their published products, in order. Throws a 404 response for an unknown store. */
export async function getStorefront(
  context: AppLoadContext,
  username: string,
): Promise<{ seller: Seller; products: PublicProduct[] }> {
  const path = `/sellers/${encodeURIComponent(username)}/products`;
  const [seller, response] = await Promise.all([getSeller(context, username), context.api<ProductsEnvelope>(path)]);
  if (response.status === 404) notFound();
  if (response.status === 410) storeGone();
  if (response.status !== 200) unexpected(path, response.status);
  return { seller, products: response.body.data };
}

/** One published product of a store and its seller. Throws a 404 response when either is unknown. */
export async function getStorefrontProduct(
  context: AppLoadContext,
  username: string,
  slug: string,
): Promise<{ seller: Seller; product: PublicProduct }> {
  if (!/^[a-z0-9-]{1,80}$/.test(slug)) notFound();
  const path = `/sellers/${encodeURIComponent(username)}/products/${encodeURIComponent(slug)}`;
  const [seller, response] = await Promise.all([getSeller(context, username), context.api<ProductEnvelope>(path)]);
  if (response.status === 404) notFound(seller);
  if (response.status === 410) storeGone();
  if (response.status !== 200) unexpected(path, response.status);
  return { seller, product: response.body.data };
}
