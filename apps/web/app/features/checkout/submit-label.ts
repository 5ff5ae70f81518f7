/** The words on the checkout's submit button (DESIGN §5). */
import { DEFAULT_CTA_LABEL, type PublicProduct } from "@lapak/shared/schemas/product";

/**
 * "Bayar Sekarang" for a paid product. A free one (price 0 or a lead magnet) costs nothing to
 * confirm, so it says the seller's own button words, or "Dapatkan Sekarang" when those are the
 * default "Beli Sekarang" of a download (nothing is bought).
 */
export function submitLabel(product: Pick<PublicProduct, "type" | "price" | "ctaLabel">): string {
  if (needsPayment(product)) return "Bayar Sekarang";
  const label = product.ctaLabel.trim();
  if (!label || label === DEFAULT_CTA_LABEL.digital_download) return "Dapatkan Sekarang";
  return label;
}

/** Whether the buyer pays (and so gives a WhatsApp number and picks a method): a priced download. */
export function needsPayment(product: Pick<PublicProduct, "type" | "price">): boolean {
  return product.type === "digital_download" && product.price > 0;
}
