/**
 * The two emails of a paid transaction (DESIGN §5): the buyer's and the seller's. Indonesian, a
 * plain-text part and an HTML part laid out by `renderEmailHtml` (MJML; the store's name and avatar,
 * the order code, the items, one button), rupiah via `formatRupiah`, times in WIB.
 *
 * A free checkout (a lead magnet, a free download: amount 0) is not a purchase (DESIGN §5): the
 * buyer gets "Hadiah Anda sudah siap" with the reward link, the seller "Pendaftar baru: <product>",
 * and neither mentions a payment. Both buyer emails carry the seller's thank-you message.
 */

import { bundleContentsText } from "@lapak/shared/bundle-contents";
import { formatDateTimeWib } from "@lapak/shared/date";
import { formatRupiah } from "@lapak/shared/money";
import { renderEmailHtml } from "../../integrations/mail/email-html";
import type { MailMessage } from "../../integrations/mail/mailer";
import { libraryLinkOf } from "../library/library-link";
import { paymentMethodName, snapshotOf, type TransactionRow } from "./transaction-view";

/** Who a buyer's email reads as: the store, with its avatar (an absolute URL) when it has one. */
export interface StoreSender {
  name: string;
  avatarUrl?: string | null;
}

/** What was bought, one line per item (the product, then any order bump), with the discount as its own line. */
function itemLines(row: TransactionRow): { title: string; price: string }[] {
  const items = row.items.length > 0 ? row.items : [{ title: snapshotOf(row).title, price: row.amount + row.discount }];
  return [
    ...items.map((item) => ({ title: item.title, price: formatRupiah(item.price) })),
    ...(row.discount > 0
      ? [{ title: `Diskon ${row.discountCode ?? ""}`.trim(), price: `−${formatRupiah(row.discount)}` }]
      : []),
  ];
}

/**
 * A Paket's contents as its receipt names them ("Kelas Desain, Template Canva": the products frozen
 * into the snapshot at checkout, ADR 0019), or null for any other product.
 */
function bundleContentsOf(row: TransactionRow): string | null {
  const products = snapshotOf(row).bundleProducts ?? [];
  return products.length > 0 ? bundleContentsText(products) : null;
}

/** Whether the transaction is a free sign-up (lead magnet or free download) rather than a sale. */
export const isFreeSignUp = (row: Pick<TransactionRow, "amount">) => row.amount === 0;

/** The seller's thank-you message as the buyer's emails show it, or null when there is none. */
function thankYouOf(row: TransactionRow): string | null {
  const message = snapshotOf(row).thankYouMessage?.trim();
  return message ? message : null;
}

/**
 * The lines an order adds beyond its product (ADR 0019): each order-bump item with its price, and
 * the discount code with the rupiah it took off.
 */
function orderLines(row: TransactionRow): string[] {
  return [
    ...row.items.slice(1).map((item) => `Tambahan: ${item.title} (${formatRupiah(item.price)})`),
    ...(row.discount > 0 ? [`Diskon ${row.discountCode ?? ""}: −${formatRupiah(row.discount)}`] : []),
  ];
}

/** The product's own price in the order (its first item; before a discount), rupiah. */
function productPriceOf(row: TransactionRow): number {
  return row.items[0]?.price ?? row.amount + row.discount;
}

/**
 * The buyer's email: for a sale, the receipt (what was bought, the amount, the method, when,
 * `${appUrl}/my-order/{id}`); for a free sign-up, "Hadiah Anda sudah siap" with the reward link
 * (when the product has one) and the order link for its files. Both carry the seller's thank-you
 * message and read as the store (`store`: its name and avatar). `kind` is `receipt` for both (the
 * cap of DESIGN §6 counts them together).
 */
export function receiptEmail(
  row: TransactionRow,
  { appUrl, store, session }: { appUrl: string; store: StoreSender; session?: SessionLines },
) {
  return isFreeSignUp(row) ? giftEmail(row, { appUrl, store }) : paidReceiptEmail(row, { appUrl, store, session });
}

/** A booked 1:1 session as the sale's emails tell it (ADR 0047): when, in WIB, and where. */
export interface SessionLines {
  when: string;
  where: { label: string; value: string };
}

function sessionDetails(session: SessionLines | undefined) {
  return session ? [{ label: "Jadwal sesi", value: session.when }, session.where] : [];
}

function sessionText(session: SessionLines | undefined): string[] {
  return session ? [`Jadwal sesi: ${session.when}`, `${session.where.label}: ${session.where.value}`] : [];
}

async function paidReceiptEmail(
  row: TransactionRow,
  { appUrl, store, session }: { appUrl: string; store: StoreSender; session?: SessionLines },
) {
  const sellerName = store.name;
  const { title } = snapshotOf(row);
  const thankYou = thankYouOf(row);
  const link = `${appUrl}/my-order/${row.id}`;
  const library = libraryLinkOf(row, appUrl);
  // A course is learned in the library; its order page only holds the receipt.
  const course = snapshotOf(row).type === "course";
  const paidAt = formatDateTimeWib(row.paidAt ?? row.createdAt);
  const method = paymentMethodName(row.gateway, row.method);
  const contents = bundleContentsOf(row);
  const lines = [
    `Halo ${row.buyerName},`,
    "",
    "Terima kasih atas pembelian Anda. Pembayaran Anda sudah kami terima:",
    "",
    `Kode pesanan: ${row.code}`,
    // Every line of the order, so the total can be checked against them (DESIGN §5).
    `Produk: ${title} (${formatRupiah(productPriceOf(row))})`,
    ...(contents ? [`Isi paket: ${contents}`] : []),
    ...orderLines(row),
    `Penjual: ${sellerName}`,
    `Total: ${formatRupiah(row.amount)}`,
    ...(method ? [`Metode pembayaran: ${method}`] : []),
    `Waktu: ${paidAt}`,
    ...sessionText(session),
    ...(thankYou ? ["", `Pesan dari ${sellerName}:`, thankYou] : []),
    "",
    ...(course
      ? [`Mulai belajar di Pustaka Saya: ${library.url}`, `Struk pesanan Anda: ${link}`]
      : [
          `Buka pesanan dan unduh produk Anda di: ${link}`,
          `${library.label} (semua pembelian dengan email ini): ${library.url}`,
        ]),
    "",
    "Simpan email ini: tautan di atas adalah kunci pesanan Anda, jangan bagikan kepada orang lain.",
    "",
    "Salam,",
    "Tim Lapak",
  ];
  const body = await renderEmailHtml({
    preheader: `Pembayaran ${formatRupiah(row.amount)} diterima · ${row.code}`,
    sender: store,
    heading: "Pembayaran berhasil",
    intro: [`Halo ${row.buyerName},`, "Terima kasih atas pembelian Anda. Pembayaran Anda sudah kami terima."],
    details: [
      { label: "Kode pesanan", value: row.code },
      ...(contents ? [{ label: "Isi paket", value: contents }] : []),
      ...(method ? [{ label: "Metode", value: method }] : []),
      { label: "Waktu", value: paidAt },
      ...sessionDetails(session),
    ],
    items: itemLines(row),
    total: { label: "Total dibayar", value: formatRupiah(row.amount) },
    ...(thankYou ? { quote: { caption: `Pesan dari ${sellerName}:`, text: thankYou } } : {}),
    button: course ? library : { label: "Unduh Produk Anda", url: link },
    footnotes: [
      `Atau buka ${course ? library.url : link}`,
      ...(course ? [`Struk pesanan Anda: ${link}`] : []),
      "Tautan ini adalah kunci pesanan Anda, jangan bagikan kepada orang lain.",
      `${library.label}: ${library.url} — semua pembelian dengan email ini, masuk dengan kode dari email.`,
    ],
  });
  return {
    to: row.buyerEmail,
    subject: `Pesanan Anda: ${title}`,
    text: lines.join("\n"),
    html: body,
    kind: "receipt",
  } satisfies MailMessage;
}

async function giftEmail(row: TransactionRow, { appUrl, store }: { appUrl: string; store: StoreSender }) {
  const sellerName = store.name;
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
  const body = await renderEmailHtml({
    preheader: `${title} dari ${sellerName} · ${row.code}`,
    sender: store,
    heading: "Hadiah Anda sudah siap",
    intro: [`Halo ${row.buyerName},`, `${title} dari ${sellerName} sudah bisa Anda ambil.`],
    details: [{ label: "Kode pesanan", value: row.code }],
    ...(thankYou ? { quote: { caption: `Pesan dari ${sellerName}:`, text: thankYou } } : {}),
    button: { label: "Dapatkan Hadiah", url: rewardUrl ?? link },
    footnotes: [
      rewardUrl ? `${hasFiles ? "Berkasnya ada di" : "Hadiah Anda juga tersimpan di"} ${link}` : `Atau buka ${link}`,
      "Tautan ini khusus untuk Anda, jangan bagikan kepada orang lain.",
    ],
  });
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
export async function newSaleEmail(
  row: TransactionRow,
  seller: { email: string; name: string },
  appUrl: string,
  session?: SessionLines,
) {
  const { title } = snapshotOf(row);
  const free = isFreeSignUp(row);
  const headline = free ? "Ada pendaftar baru untuk" : "Selamat, produk Anda terjual:";
  const details = [
    `Kode pesanan: ${row.code}`,
    `${free ? "Pendaftar" : "Pembeli"}: ${row.buyerName} (${row.buyerEmail})`,
    ...(free
      ? []
      : [
          `Produk: ${title} (${formatRupiah(productPriceOf(row))})`,
          ...orderLines(row),
          `Total dibayar: ${formatRupiah(row.amount)}`,
          `Biaya platform: ${formatRupiah(row.platformFee)}`,
          `Biaya metode pembayaran: ${formatRupiah(row.methodFee)}`,
          `Pendapatan bersih: ${formatRupiah(row.sellerNet)}`,
        ]),
    `Waktu: ${formatDateTimeWib(row.paidAt ?? row.createdAt)}`,
    ...sessionText(session),
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
  const body = await renderEmailHtml({
    preheader: free
      ? `${row.buyerName} mendaftar · ${row.code}`
      : `${formatRupiah(row.sellerNet)} masuk ke saldo Anda · ${row.code}`,
    sender: { name: "Lapak" },
    heading: free ? "Pendaftar baru" : "Penjualan baru",
    intro: [`Halo ${seller.name},`, `${headline} ${title}`],
    details: [
      { label: "Kode pesanan", value: row.code },
      { label: free ? "Pendaftar" : "Pembeli", value: `${row.buyerName} (${row.buyerEmail})` },
      { label: "Waktu", value: formatDateTimeWib(row.paidAt ?? row.createdAt) },
      ...sessionDetails(session),
    ],
    ...(free
      ? {}
      : {
          items: [
            ...itemLines(row),
            { title: "Biaya platform", price: `−${formatRupiah(row.platformFee)}` },
            { title: "Biaya metode pembayaran", price: `−${formatRupiah(row.methodFee)}` },
          ],
          total: { label: "Pendapatan bersih", value: formatRupiah(row.sellerNet) },
        }),
    button: { label: whereLabel, url: where },
  });
  return {
    to: seller.email,
    subject: free ? `Pendaftar baru: ${title}` : `Penjualan baru: ${title} — ${formatRupiah(row.amount)}`,
    text,
    html: body,
    kind: "new_sale",
  } satisfies MailMessage;
}
