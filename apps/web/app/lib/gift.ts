/**
 * A lead magnet (or a free download) is not a purchase (DESIGN §5): its pages say "Hadiah Anda
 * sudah siap" and "Dapatkan Hadiah", never "Pembayaran Berhasil" or "Pesan Ulang".
 */
import type { Transaction } from "@lapak/shared/schemas/transaction";

/** Whether nothing was paid: a collect-email product, or a download given away for Rp0. */
export function isGift(transaction: Pick<Transaction, "amount" | "product">): boolean {
  return transaction.product.type === "collect_email" || transaction.amount === 0;
}
