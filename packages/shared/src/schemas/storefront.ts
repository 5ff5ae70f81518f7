/**
 * `GET /v1/sellers/{username}/storefront` (ADR 0030): everything a store's public pages
 * show, in one read — the seller's public profile (as `GET /v1/sellers/{username}`), their
 * published products in order (as `GET /v1/sellers/{username}/products`) and the browser pixels of
 * their pages (as `GET /v1/sellers/{username}/pixels`). Prices are rupiah.
 */
import { z } from "../zod";
import { publicProductSchema } from "./product";
import { storePixelsSchema } from "./tracking";
import { sellerSchema } from "./user";

export const storefrontSchema = z.object({
  seller: sellerSchema,
  products: z.array(publicProductSchema),
  pixels: storePixelsSchema,
});
export type Storefront = z.infer<typeof storefrontSchema>;
