/**
 * The way from an order to the buyer library (DESIGN §4 "Buyer library"): "Buka Kelas" to a
 * course's lessons, "Buka Pustaka Saya" for anything else. Shared by the order page and whatever
 * else links an order to the library.
 */
import { paths } from "./paths";

/** The library button of an order: its label and address. */
export function libraryLinkFor(order: { id: string; product: { type: string } }): { label: string; href: string } {
  return order.product.type === "course"
    ? { label: "Buka Kelas", href: paths.library.course(order.id) }
    : { label: "Buka Pustaka Saya", href: paths.library.home };
}
