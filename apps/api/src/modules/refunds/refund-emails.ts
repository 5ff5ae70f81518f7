/**
 * The emails of a refund (ADR 0020): the buyer's ("Dana dikembalikan", or for a manual refund the
 * request for a bank account through a signed link) and the seller's (what was taken from the
 * balance). Indonesian, plain text + simple HTML, rupiah via `formatRupiah`.
 */
import { formatRupiah } from "@lapak/shared/money";
import { BANK_REFUND_SLA, refundArrivalText } from "@lapak/shared/refund-arrival";
import type { MailMessage } from "../../integrations/mail/mailer";
import { orderCodeOf } from "../checkout/order-code";
import { paymentMethodName, snapshotOf, type TransactionRow } from "../orders/transaction-view";
import { refundBankPath } from "./refund-bank-link";
import type { RefundRow } from "./refund-view";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

function asHtml(lines: string[]): string {
  const paragraphs = lines.filter((line) => line !== "").map((line) => `<p>${escapeHtml(line)}</p>`);
  return `<!doctype html><html lang="id"><body style="font-family:Arial,sans-serif;color:#111827">\n${paragraphs.join("\n")}\n</body></html>`;
}

/**
 * The buyer's email: the money is back (`succeeded`), on its way (`pending`), or — for a manual
 * refund — a request for the bank account to send it to, through the signed link; each says how
 * and by when the money arrives.
 */
export function buyerRefundEmail(
  tx: TransactionRow,
  refund: RefundRow,
  { appUrl, appSecret, sellerName }: { appUrl: string; appSecret: string; sellerName: string },
): MailMessage {
  const { title } = snapshotOf(tx);
  const amount = formatRupiah(refund.amount);
  // How and when the money arrives (DESIGN §5, `refundArrivalText`).
  const arrival = refundArrivalText("payment_method", paymentMethodName(tx.gateway, tx.method));
  const what =
    refund.status === "manual"
      ? [
          `${sellerName} mengembalikan dana ${amount} untuk pesanan "${title}".`,
          "Metode pembayaran Anda tidak bisa dikembalikan otomatis, jadi kami akan mentransfernya ke rekening bank Anda.",
          `Isi rekening tujuan di: ${appUrl}${refundBankPath(appSecret, refund.id)}`,
          `Setelah rekening diisi, dana ditransfer ke rekening itu paling lambat ${BANK_REFUND_SLA}.`,
        ]
      : refund.status === "succeeded"
        ? [`Dana dikembalikan: ${amount} untuk pesanan "${title}" dari ${sellerName}.`, arrival]
        : [
            `${sellerName} mengembalikan dana ${amount} untuk pesanan "${title}". Dana sedang diproses oleh penyedia pembayaran.`,
            arrival,
          ];
  const lines = [
    `Halo ${tx.buyerName},`,
    "",
    ...what,
    `Alasan: ${refund.reason}`,
    "",
    `Lihat pesanan: ${appUrl}/my-order/${tx.id}`,
    "",
    "Salam,",
    "Tim Lapak",
  ];
  return {
    to: tx.buyerEmail,
    subject: `Pengembalian dana: ${title}`,
    text: lines.join("\n"),
    html: asHtml(lines),
    kind: "refund-buyer",
  };
}

/**
 * The seller's email: how much went back to the buyer and how much came out of their balance —
 * and, when an admin booked it beyond the balance, the part that became their debt (`debt`,
 * rupiah, ADR 0027).
 */
export function sellerRefundEmail(
  tx: TransactionRow,
  refund: RefundRow,
  seller: { email: string; name: string },
  { debt = 0, byAdmin = false }: { debt?: number; byAdmin?: boolean } = {},
) {
  const { title } = snapshotOf(tx);
  const lines = [
    `Halo ${seller.name},`,
    "",
    `Dana ${formatRupiah(refund.amount)} untuk penjualan "${title}" (${orderCodeOf(tx)}) kepada ${tx.buyerName} dikembalikan${byAdmin ? " oleh admin Lapak" : ""}.`,
    debt > 0
      ? `Bagian Anda ${formatRupiah(refund.sellerAmount)} (pendapatan bersih dari bagian yang dikembalikan): ${formatRupiah(refund.sellerAmount - debt)} diambil dari saldo Anda, ${formatRupiah(debt)} menjadi utang ke platform yang dipotong dari penjualan berikutnya.`
      : `Diambil dari saldo Anda: ${formatRupiah(refund.sellerAmount)} (pendapatan bersih dari bagian yang dikembalikan).`,
    `Biaya platform atas bagian itu tidak ditagih: ${formatRupiah(refund.platformFeeAmount)}.`,
    `Alasan: ${refund.reason}`,
    "",
    "Salam,",
    "Tim Lapak",
  ];
  return {
    to: seller.email,
    subject: `Dana dikembalikan: ${title}`,
    text: lines.join("\n"),
    html: asHtml(lines),
    kind: "refund-seller",
  } satisfies MailMessage;
}
