/**
 * The two emails of a paid transaction (issue 4): the buyer's receipt with the order link, and the
 * seller's "new sale" with the buyer and the net after fees. Indonesian, plain text + simple HTML,
 * rupiah via `formatRupiah`, times in WIB.
 */
import { formatDateTimeWib } from "@lapak/shared/date";
import { formatRupiah } from "@lapak/shared/money";
import type { MailMessage } from "../../integrations/mail/mailer";
import { paymentMethodName, snapshotOf, type TransactionRow } from "./transaction-view";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

const priceText = (amount: number) => (amount === 0 ? "Gratis" : formatRupiah(amount));

function html(paragraphs: string[]): string {
  return `<!doctype html><html lang="id"><body style="font-family:Arial,sans-serif;color:#111827">
${paragraphs.map((p) => `<p>${p}</p>`).join("\n")}
</body></html>`;
}

/** The buyer's receipt: what was bought, the amount, when, and `${appUrl}/my-order/{id}`. */
export function receiptEmail(row: TransactionRow, { appUrl, sellerName }: { appUrl: string; sellerName: string }) {
  const { title } = snapshotOf(row);
  const link = `${appUrl}/my-order/${row.id}`;
  const paidAt = formatDateTimeWib(row.paidAt ?? row.createdAt);
  const method = paymentMethodName(row.gateway, row.method);
  const lines = [
    `Halo ${row.buyerName},`,
    "",
    "Terima kasih atas pembelian Anda. Pesanan Anda sudah kami terima:",
    "",
    `Produk: ${title}`,
    `Penjual: ${sellerName}`,
    `Total: ${priceText(row.amount)}`,
    ...(method ? [`Metode pembayaran: ${method}`] : []),
    `Waktu: ${paidAt}`,
    "",
    `Buka pesanan dan unduh produk Anda di: ${link}`,
    "",
    "Simpan email ini: tautan di atas adalah kunci pesanan Anda, jangan bagikan kepada orang lain.",
    "",
    "Salam,",
    "Tim Lapak",
  ];
  const e = escapeHtml;
  const body = html([
    `Halo ${e(row.buyerName)},`,
    "Terima kasih atas pembelian Anda. Pesanan Anda sudah kami terima:",
    [
      `<strong>${e(title)}</strong>`,
      `Penjual: ${e(sellerName)}`,
      `Total: <strong>${priceText(row.amount)}</strong>`,
      ...(method ? [`Metode pembayaran: ${e(method)}`] : []),
      `Waktu: ${paidAt}`,
    ].join("<br>"),
    `<a href="${e(link)}" style="display:inline-block;padding:10px 16px;background:#111827;color:#fff;border-radius:8px;text-decoration:none">Lihat Pesanan</a>`,
    `<span style="color:#6b7280">Atau buka ${e(link)}. Tautan ini adalah kunci pesanan Anda, jangan bagikan kepada orang lain.</span>`,
    "Salam,<br>Tim Lapak",
  ]);
  return {
    to: row.buyerEmail,
    subject: `Pesanan Anda: ${title}`,
    text: lines.join("\n"),
    html: body,
    kind: "receipt",
  } satisfies MailMessage;
}

/** The seller's "new sale": product, amount, buyer, fee parts and the net credited. */
export function newSaleEmail(row: TransactionRow, seller: { email: string; name: string }, appUrl: string) {
  const { title } = snapshotOf(row);
  const headline = row.amount === 0 ? "Ada pelanggan baru untuk" : "Selamat, produk Anda terjual:";
  const details = [
    `Pembeli: ${row.buyerName} (${row.buyerEmail})`,
    `Harga: ${priceText(row.amount)}`,
    ...(row.amount > 0
      ? [
          `Biaya platform: ${formatRupiah(row.platformFee)}`,
          `Biaya metode pembayaran: ${formatRupiah(row.methodFee)}`,
          `Pendapatan bersih: ${formatRupiah(row.sellerNet)}`,
        ]
      : []),
    `Waktu: ${formatDateTimeWib(row.paidAt ?? row.createdAt)}`,
  ];
  const dashboard = `${appUrl}/dashboard`;
  const text = [
    `Halo ${seller.name},`,
    "",
    `${headline} ${title}`,
    "",
    ...details,
    "",
    `Lihat penjualan Anda di ${dashboard}`,
    "",
    "Salam,",
    "Tim Lapak",
  ].join("\n");
  const e = escapeHtml;
  const body = html([
    `Halo ${e(seller.name)},`,
    `${headline} <strong>${e(title)}</strong>`,
    details.map(e).join("<br>"),
    `<a href="${e(dashboard)}">Lihat penjualan Anda</a>`,
    "Salam,<br>Tim Lapak",
  ]);
  return {
    to: seller.email,
    subject: `Penjualan baru: ${title} — ${priceText(row.amount)}`,
    text,
    html: body,
    kind: "new_sale",
  } satisfies MailMessage;
}
