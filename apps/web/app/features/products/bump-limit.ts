/**
 * The hint under "Nilai penawaran" (DESIGN §3 order bump): the API refuses a bump above the
 * offered product's stored `price` (ADR 0019), which for pay what you want is its minimum.
 */
import { formatRupiah } from "@lapak/shared/money";

/** Another published download of the seller, offered as the bump: its title, `price` and pricing. */
export interface BumpChoice {
  id: string;
  title: string;
  /** Rupiah: the fixed price, or the minimum of pay what you want (what the API compares with). */
  price: number;
  payWhatYouWant: boolean;
}

/** The hint for `choice` (none chosen: the rule in general). */
export function bumpLimitHint(choice: BumpChoice | undefined): string {
  if (!choice) return "Tidak boleh lebih tinggi dari harga produk yang ditawarkan.";
  const limit = formatRupiah(choice.price);
  if (choice.payWhatYouWant) {
    return `${choice.title} dijual bayar sesukamu mulai ${limit}: nilai penawaran paling tinggi ${limit} (minimumnya).`;
  }
  return `Harga ${choice.title} ${limit}: nilai penawaran paling tinggi ${limit}.`;
}
