import { tables } from "@lapak/db";
import { formatWibStamp } from "@lapak/shared/date";
import { formatPhone } from "@lapak/shared/phone";
import { saleLabel } from "@lapak/shared/sale-label";
import type { ProductType } from "@lapak/shared/schemas/product";
import type { TransactionExportQuery } from "@lapak/shared/schemas/sales";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { CSV_BOM, csvRow } from "../../lib/csv";
import type { Deps } from "../../lib/deps";
import { refundedSellerAmountOf } from "../refunds/refund-sql";
import { refundLabelOf } from "../refunds/refund-view";
import { UTM_COLUMNS, utmCells } from "../tracking/utm-columns";
import { afterTransaction } from "./list-filters";
import { salesWhere } from "./list-transactions";
import { effectiveStatus, paymentMethodName } from "./transaction-view";

/** Rows per database round trip: the most an export ever holds in memory at once. */
export const EXPORT_BATCH_SIZE = 1000;

const HEADER = [
  "ID Transaksi",
  "Dibuat (WIB)",
  "Status",
  "Produk",
  "Nama Pembeli",
  "Email Pembeli",
  "WhatsApp Pembeli",
  "Metode Pembayaran",
  "Harga",
  "Biaya Layanan Lapak",
  "Biaya Metode Pembayaran",
  "Pendapatan Bersih",
  "Dibayar (WIB)",
  "Saldo Tersedia Mulai (WIB)",
  "Dana Dikembalikan",
  "Dikembalikan dari Pendapatan",
  "Kode Pesanan",
  "Kode Promo",
  "Diskon",
  // The affiliate whose link brought the sale and their commission (ADR 0050).
  "Afiliasi",
  "Komisi Afiliasi",
  // The landing's UTM values (ADR 0022), named as ad tools and spreadsheets know them.
  ...UTM_COLUMNS,
];

/**
 * `GET /v1/transactions/export.csv`: the seller's transactions matching the list's filters
 * (`salesWhere`), newest first, as CSV text chunks: the byte-order mark and the Indonesian header,
 * then one chunk per batch of `batchSize` rows, read by keyset pagination on (created_at, id) so
 * the whole export is never in memory. Money in integer rupiah (fees and net only for paid rows, so
 * the column sums to what was earned), times in WIB (`2026-11-23 10:05`), the status as the screen
 * shows it ("Pendaftar" for a lead-magnet sign-up, "Dana Dikembalikan" after a full refund), every
 * product of the order in "Produk" (`Kelas Desain + Template Canva` with a bump), the
 * buyer's WhatsApp as `0812-3456-7890` (`formatPhone`, as the customers export: text, leading 0 kept), then
 * the refunded amount with what it took from the seller's net (ADR 0020), the order code
 * (`LPK-7F3K2Q`), the discount code and the rupiah it took off (ADR 0019), the affiliate (name and
 * code) with their commission (ADR 0050), and last the landing's
 * `utm_*` values (ADR 0022).
 */
export async function* exportSalesCsv(
  { db }: Pick<Deps, "db">,
  {
    sellerId,
    query,
    now = new Date(),
    batchSize = EXPORT_BATCH_SIZE,
  }: { sellerId: string; query: TransactionExportQuery; now?: Date; batchSize?: number },
): AsyncGenerator<string> {
  const t = tables.transactions;
  const le = tables.ledgerEntries;
  const where = salesWhere(sellerId, query, now);
  yield CSV_BOM + csvRow(HEADER);
  let cursor: string | null = null;
  while (true) {
    const after: SQL | undefined = cursor ? afterTransaction(cursor) : undefined;
    const rows = await db
      .select({
        id: t.id,
        code: t.code,
        discountCode: t.discountCode,
        discount: t.discount,
        createdAt: t.createdAt,
        status: t.status,
        expiresAt: t.expiresAt,
        paidAt: t.paidAt,
        title: sql<string>`${t.productSnapshot}->>'title'`,
        items: t.items,
        productType: sql<ProductType>`${t.productSnapshot}->>'type'`,
        buyerName: t.buyerName,
        buyerEmail: t.buyerEmail,
        buyerPhone: t.buyerPhone,
        method: t.method,
        gateway: t.gateway,
        amount: t.amount,
        platformFee: t.platformFee,
        methodFee: t.methodFee,
        sellerNet: t.sellerNet,
        availableAt: le.availableAt,
        refundedAmount: t.refundedAmount,
        refundedNet: refundedSellerAmountOf(t.id, t.refundedAmount).mapWith(Number),
        attribution: t.attribution,
        affiliate: sql<
          string | null
        >`(select u.name || ' (' || a.code || ')' from affiliates a join users u on u.id = a.user_id where a.id = ${t.affiliateId})`,
        commission: t.commission,
      })
      .from(t)
      .leftJoin(le, and(eq(le.sourceId, t.id), eq(le.kind, "sale")))
      .where(and(where, after))
      .orderBy(desc(t.createdAt), desc(t.id))
      .limit(batchSize);
    if (rows.length === 0) return;
    let chunk = "";
    for (const row of rows) {
      const status = effectiveStatus(row, now);
      chunk += csvRow([
        row.id,
        formatWibStamp(row.createdAt),
        refundLabelOf(row) ?? saleLabel({ status, amount: row.amount, productType: row.productType }).label,
        // Every line of the order (the product and a ticked bump), as the order page lists them.
        row.items.length > 1 ? row.items.map((item) => item.title).join(" + ") : row.title,
        row.buyerName,
        row.buyerEmail,
        // `0812-3456-7890`, as the customers export writes it: the bare digits open as 6.28123E+12.
        row.buyerPhone ? formatPhone(row.buyerPhone) : null,
        paymentMethodName(row.gateway, row.method),
        row.amount,
        // Fees and net only where money came in (as on the screen): a column sum is then what was earned.
        ...(status === "paid" ? [row.platformFee, row.methodFee, row.sellerNet] : [null, null, null]),
        status === "paid" && row.paidAt ? formatWibStamp(row.paidAt) : null,
        row.availableAt ? formatWibStamp(row.availableAt) : null,
        row.refundedAmount > 0 ? row.refundedAmount : null,
        row.refundedAmount > 0 ? row.refundedNet : null,
        row.code,
        row.discountCode,
        row.discount,
        row.affiliate,
        row.affiliate ? row.commission : null,
        ...utmCells(row.attribution),
      ]);
    }
    yield chunk;
    if (rows.length < batchSize) return;
    cursor = rows[rows.length - 1]?.id ?? null;
  }
}
