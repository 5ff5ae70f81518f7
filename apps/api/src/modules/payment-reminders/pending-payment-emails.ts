/**
 * The buyer's emails about a payment not made (DESIGN §5): the reminder of a pending virtual
 * account or QRIS before it expires, and the notice that it expired, which offers **Pesan Ulang**
 * (the product's checkout). Transactional — about an order the buyer started — so they need no
 * marketing consent. Indonesian plain text + simple HTML, rupiah via `formatRupiah`, times in WIB.
 */
import { formatDateTimeWib } from "@lapak/shared/date";
import { formatRupiah } from "@lapak/shared/money";
import type { MailMessage } from "../../integrations/mail/mailer";
import { paymentMethodName, snapshotOf, type TransactionRow } from "../orders/transaction-view";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

function asHtml(lines: string[]): string {
  const paragraphs = lines.filter((line) => line !== "").map((line) => `<p>${escapeHtml(line)}</p>`);
  return `<!doctype html><html lang="id"><body style="font-family:Arial,sans-serif;color:#111827">\n${paragraphs.join("\n")}\n</body></html>`;
}

/** "Segera selesaikan pembayaran": the amount, the method, the deadline (WIB) and the payment page. */
export function paymentReminderEmail(row: TransactionRow, { appUrl }: { appUrl: string }): MailMessage {
  const { title } = snapshotOf(row);
  const method = paymentMethodName(row.gateway, row.method);
  const lines = [
    `Halo ${row.buyerName},`,
    "",
    `Pesanan "${title}" (${row.code}) menunggu pembayaran ${formatRupiah(row.amount)}${method ? ` lewat ${method}` : ""}.`,
    ...(row.expiresAt
      ? [`Batas pembayaran: ${formatDateTimeWib(row.expiresAt)}. Setelah itu pesanan dibatalkan otomatis.`]
      : []),
    "",
    `Lihat cara bayar: ${appUrl}/payment/${row.id}`,
    "",
    "Sudah membayar? Abaikan email ini: pesanan Anda diproses begitu pembayaran dikonfirmasi.",
    "",
    "Salam,",
    "Tim Lapak",
  ];
  return {
    to: row.buyerEmail,
    subject: `Segera selesaikan pembayaran: ${title}`,
    text: lines.join("\n"),
    html: asHtml(lines),
    kind: "payment-reminder",
  };
}

/** "Pembayaran kedaluwarsa" with **Pesan Ulang**: a link to the product's checkout, to order again. */
export function paymentExpiredEmail(row: TransactionRow, { appUrl }: { appUrl: string }): MailMessage {
  const { title } = snapshotOf(row);
  const lines = [
    `Halo ${row.buyerName},`,
    "",
    `Batas pembayaran pesanan "${title}" (${row.code}) sudah lewat, jadi pesanan ini dibatalkan.`,
    "Masih ingin membeli? Pesan ulang di:",
    `Pesan Ulang: ${appUrl}/checkout/${row.productId}`,
    "",
    "Sudah terlanjur membayar? Pembayaran Anda tetap diproses dan pesanan dikirim ke email ini.",
    "",
    "Salam,",
    "Tim Lapak",
  ];
  return {
    to: row.buyerEmail,
    subject: `Pembayaran kedaluwarsa: ${title}`,
    text: lines.join("\n"),
    html: asHtml(lines),
    kind: "payment-expired",
  };
}
