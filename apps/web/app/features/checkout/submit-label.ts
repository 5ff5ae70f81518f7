/** The words on the checkout's submit button (DESIGN §5). */
import { isSoldProductType, type PublicProduct } from "@lapak/shared/schemas/product";

/**
 * A download's default button words, `DEFAULT_CTA_LABEL.digital_download` of
 * `@lapak/shared/schemas/product` (a test keeps them equal). Not imported: that module builds zod
 * schemas, and the checkout's first load should not carry zod (DESIGN §6 JS budget).
 */
export const DOWNLOAD_DEFAULT_CTA = "Beli Sekarang";
/** A 1:1 session's default button words (`DEFAULT_CTA_LABEL.coaching`). */
export const COACHING_DEFAULT_CTA = "Pilih Jadwal";

/**
 * "Bayar Sekarang" for a paid product. A free one (price 0 or a lead magnet) costs nothing to
 * confirm, so it says the seller's own button words, or "Dapatkan Sekarang" when those are the
 * default "Beli Sekarang" of a download (nothing is bought), or "Pesan Sesi" for a free 1:1
 * session's default "Pilih Jadwal".
 */
export function submitLabel(product: Pick<PublicProduct, "type" | "price" | "ctaLabel">): string {
  if (needsPayment(product)) return "Bayar Sekarang";
  const label = product.ctaLabel.trim();
  if (!label || label === DOWNLOAD_DEFAULT_CTA) return "Dapatkan Sekarang";
  // A free 1:1 session's default "Pilih Jadwal" was the product page's step; here it books.
  if (product.type === "coaching" && label === COACHING_DEFAULT_CTA) return "Pesan Sesi";
  return label;
}

/**
 * Whether the buyer pays (and so gives a WhatsApp number and picks a method): a priced download or
 * bundle (Paket).
 */
export function needsPayment(product: Pick<PublicProduct, "type" | "price"> & { pricing?: string }): boolean {
  const sold = isSoldProductType(product.type);
  return sold && (product.price > 0 || product.pricing === "pay_what_you_want");
}
