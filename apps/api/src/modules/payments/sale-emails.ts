/**
 * The two emails of a paid transaction (issue 4): the buyer's and the seller's. Indonesian, plain
 * text + simple HTML, rupiah via `formatRupiah`, times in WIB.
 *
 * A free checkout (a lead magnet, a free download: amount 0) is not a purchase (issue 12): the
 * buyer gets "Hadiah Anda sudah siap" with the reward link, the seller "Pendaftar baru: <product>",
 * and neither mentions a payment. Both buyer emails carry the seller's thank-you message.
 */
import { formatDateTimeWib } from "@lapak/shared/date";
import { formatRupiah } from "@lapak/shared/money";
import type { MailMessage } from "../../integrations/mail/mailer";
import { paymentMethodName, snapshotOf, type TransactionRow } from "./transaction-view";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);
const e = escapeHtml;
/** Escaped, with the seller's line breaks kept. */
const multiline = (text: string) => e(text).replace(/\r?\n/g, "<br>");

function html(paragraphs: string[]): string {
  return `<!doctype html><html lang="id"><body style="font-family:Arial,sans-serif;color:#111827">
${paragraphs.map((p) => `<p>${p}</p>`).join("\n")}
</body></html>`;
}

function button(label: string, url: string): string {
  return `<a href="${e(url)}" style="display:inline-block;padding:10px 16px;background:#111827;color:#fff;border-radius:8px;text-decoration:none">${e(label)}</a>`;
}

/** Whether the transaction is a free sign-up (lead magnet or free download) rather than a sale. */
export const isFreeSignUp = (row: Pick<TransactionRow, "amount">) => row.amount === 0;

/** The seller's thank-you message as the buyer's emails show it, or null when there is none. */
function thankYouOf(row: TransactionRow): string | null {
  const message = snapshotOf(row).thankYouMessage?.trim();
  return message ? message : null;
}

/**
 * The buyer's email: for a sale, the receipt (what was bought, the amount, the method, when,
 * `${appUrl}/my-order/{id}`); for a free sign-up, "Hadiah Anda sudah siap" with the reward link
 * (when the product has one) and the order link for its files. Both carry the seller's thank-you
 * message. `kind` is `receipt` for both (the cap of DESIGN §6 counts them together).
 */
/**
 * The lines an order adds beyond its product (issue 21): each order-bump item with its price, and
 * the discount code with the rupiah it took off.
 */
function orderLines(row: TransactionRow): string[] {
  return [
    ...row.items.slice(1).map((item) => `Tambahan: ${item.title} (${formatRupiah(item.price)})`),
    ...(row.discount > 0 ? [`Diskon ${row.discountCode ?? ""}: −${formatRupiah(row.discount)}`] : []),
  ];
}

export function receiptEmail(row: TransactionRow, { appUrl, sellerName }: { appUrl: string; sellerName: string }) {
  return isFreeSignUp(row) ? giftEmail(row, { appUrl, sellerName }) : paidReceiptEmail(row, { appUrl, sellerName });
}

function paidReceiptEmail(row: TransactionRow, { appUrl, sellerName }: { appUrl: string; sellerName: string }) {
  const { title } = snapshotOf(row);
  const thankYou = thankYouOf(row);
  const link = `${appUrl}/my-order/${row.id}`;
  const paidAt = formatDateTimeWib(row.paidAt ?? row.createdAt);
  const method = paymentMethodName(row.gateway, row.method);
  const lines = [
    `Halo ${row.buyerName},`,
    "",
    "Terima kasih atas pembelian Anda. Pembayaran Anda sudah kami terima:",
    "",
    `Kode pesanan: ${row.code}`,
    `Produk: ${title}`,
    ...orderLines(row),
    `Penjual: ${sellerName}`,
    `Total: ${formatRupiah(row.amount)}`,
    ...(method ? [`Metode pembayaran: ${method}`] : []),
    `Waktu: ${paidAt}`,
    ...(thankYou ? ["", `Pesan dari ${sellerName}:`, thankYou] : []),
    "",
    `Buka pesanan dan unduh produk Anda di: ${link}`,
    "",
    "Simpan email ini: tautan di atas adalah kunci pesanan Anda, jangan bagikan kepada orang lain.",
    "",
    "Salam,",
    "Tim Lapak",
  ];
  const body = html([
    `Halo ${e(row.buyerName)},`,
    "Terima kasih atas pembelian Anda. Pembayaran Anda sudah kami terima:",
    [
      `Kode pesanan: <strong>${e(row.code)}</strong>`,
      `<strong>${e(title)}</strong>`,
      ...orderLines(row).map(e),
      `Penjual: ${e(sellerName)}`,
      `Total: <strong>${formatRupiah(row.amount)}</strong>`,
      ...(method ? [`Metode pembayaran: ${e(method)}`] : []),
      `Waktu: ${paidAt}`,
    ].join("<br>"),
    ...(thankYou ? [`<em>Pesan dari ${e(sellerName)}:</em><br>${multiline(thankYou)}`] : []),
    button("Lihat Pesanan", link),
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

function giftEmail(row: TransactionRow, { appUrl, sellerName }: { appUrl: string; sellerName: string }) {
  const { title, rewardUrl, fileIds } = snapshotOf(row);
  const thankYou = thankYouOf(row);
  const link = `${appUrl}/my-order/${row.id}`;
  const hasFiles = (fileIds?.length ?? 0) > 0;
  const orderLine = hasFiles ? `Unduh berkasnya di: ${link}` : `Lihat hadiah Anda kapan saja di: ${link}`;
  const lines = [
    `Halo ${row.buyerName},`,
    "",
    `Hadiah Anda sudah siap: ${title} dari ${sellerName}.`,
    `Kode pesanan: ${row.code}`,
    ...(thankYou ? ["", `Pesan dari ${sellerName}:`, thankYou] : []),
    "",
    ...(rewardUrl ? [`Dapatkan hadiah Anda: ${rewardUrl}`] : []),
    orderLine,
    "",
    "Tautan di atas khusus untuk Anda, jangan bagikan kepada orang lain.",
    "",
    "Salam,",
    "Tim Lapak",
  ];
  const body = html([
    `Halo ${e(row.buyerName)},`,
    `Hadiah Anda sudah siap: <strong>${e(title)}</strong> dari ${e(sellerName)}.<br>Kode pesanan: ${e(row.code)}`,
    ...(thankYou ? [`<em>Pesan dari ${e(sellerName)}:</em><br>${multiline(thankYou)}`] : []),
    button("Dapatkan Hadiah", rewardUrl ?? link),
    rewardUrl
      ? `<span style="color:#6b7280">${hasFiles ? "Berkasnya ada di" : "Hadiah Anda juga tersimpan di"} ${e(link)}.</span>`
      : `<span style="color:#6b7280">Atau buka ${e(link)}. Tautan ini khusus untuk Anda, jangan bagikan kepada orang lain.</span>`,
    "Salam,<br>Tim Lapak",
  ]);
  return {
    to: row.buyerEmail,
    subject: `Hadiah Anda sudah siap: ${title}`,
    text: lines.join("\n"),
    html: body,
    kind: "receipt",
  } satisfies MailMessage;
}

/**
 * The seller's email: for a sale, "Penjualan baru" with the buyer, the fee parts and the net
 * credited; for a free sign-up, "Pendaftar baru: <product>" with the name and email (no price —
 * nothing was sold).
 */
export function newSaleEmail(row: TransactionRow, seller: { email: string; name: string }, appUrl: string) {
  const { title } = snapshotOf(row);
  const free = isFreeSignUp(row);
  const headline = free ? "Ada pendaftar baru untuk" : "Selamat, produk Anda terjual:";
  const details = [
    `Kode pesanan: ${row.code}`,
    `${free ? "Pendaftar" : "Pembeli"}: ${row.buyerName} (${row.buyerEmail})`,
    ...(free
      ? []
      : [
          ...orderLines(row),
          `Harga: ${formatRupiah(row.amount)}`,
          `Biaya platform: ${formatRupiah(row.platformFee)}`,
          `Biaya metode pembayaran: ${formatRupiah(row.methodFee)}`,
          `Pendapatan bersih: ${formatRupiah(row.sellerNet)}`,
        ]),
    `Waktu: ${formatDateTimeWib(row.paidAt ?? row.createdAt)}`,
  ];
  const where = free ? `${appUrl}/dashboard/customers` : `${appUrl}/dashboard`;
  const whereLabel = free ? "Lihat pelanggan Anda" : "Lihat penjualan Anda";
  const text = [
    `Halo ${seller.name},`,
    "",
    `${headline} ${title}`,
    "",
    ...details,
    "",
    `${whereLabel} di ${where}`,
    "",
    "Salam,",
    "Tim Lapak",
  ].join("\n");
  const body = html([
    `Halo ${e(seller.name)},`,
    `${headline} <strong>${e(title)}</strong>`,
    details.map(e).join("<br>"),
    `<a href="${e(where)}">${whereLabel}</a>`,
    "Salam,<br>Tim Lapak",
  ]);
  return {
    to: seller.email,
    subject: free ? `Pendaftar baru: ${title}` : `Penjualan baru: ${title} — ${formatRupiah(row.amount)}`,
    text,
    html: body,
    kind: "new_sale",
  } satisfies MailMessage;
}
