/**
 * The 410 of a store an admin suspended (DESIGN §4, "Suspended stores"): the root error page says "Toko ini
 * tidak tersedia". Thrown by every buyer page that sells from the store — storefront, product and
 * checkout — when the API answers 410; paid buyers' order pages are not store pages and keep working.
 */
import { data } from "react-router";

export function storeGone(): never {
  throw data({ message: "Toko ini tidak tersedia" }, { status: 410 });
}
