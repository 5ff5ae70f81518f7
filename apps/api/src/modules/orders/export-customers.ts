import { tables } from "@lapak/db";
import { formatWibStamp } from "@lapak/shared/date";
import { formatPhone } from "@lapak/shared/phone";
import type { CustomerExportQuery } from "@lapak/shared/schemas/sales";
import { and, asc, gt } from "drizzle-orm";
import { CSV_BOM, csvRow } from "../../lib/csv";
import type { Deps } from "../../lib/deps";
import { EXPORT_BATCH_SIZE } from "./export-sales";
import { customerColumns, customerRowsWhere, customerSearch, toCustomer } from "./list-customers";

const HEADER = [
  "Nama",
  "Email",
  "WhatsApp",
  "Jumlah Pesanan",
  "Total Belanja",
  "Pembelian Terakhir (WIB)",
  "Produk",
  "Daftar Lewat Kumpulkan Email",
  "Setuju Menerima Penawaran (WIB)",
];

/**
 * `GET /v1/customers/export.csv`: the seller's customers (as `GET /v1/customers`, `q` included) as
 * CSV text chunks: the byte-order mark and the Indonesian header, then one chunk per batch of
 * `batchSize` customers, read by keyset pagination on the email (alphabetical; the
 * (seller, email) index serves it) so the whole list is never in memory. Totals in integer rupiah,
 * times in WIB; WhatsApp as `0812-3456-7890` (the digits alone open as the number 6.28123E+12 in
 * a spreadsheet; the dashes keep it text, leading 0 included); "Daftar Lewat Kumpulkan Email" = "Ya"
 * marks a lead-magnet sign-up, and "Setuju Menerima Penawaran (WIB)" holds when the customer agreed
 * to news and offers (empty: no consent, so not on the seller's mailing list).
 */
export async function* exportCustomersCsv(
  { db }: Pick<Deps, "db">,
  {
    sellerId,
    query,
    batchSize = EXPORT_BATCH_SIZE,
  }: { sellerId: string; query: CustomerExportQuery; batchSize?: number },
): AsyncGenerator<string> {
  const t = tables.transactions;
  const having = customerSearch(query.q);
  yield CSV_BOM + csvRow(HEADER);
  let cursor: string | null = null;
  while (true) {
    const rows = await db
      .select(customerColumns)
      .from(t)
      .where(and(customerRowsWhere(sellerId), cursor === null ? undefined : gt(t.buyerEmail, cursor)))
      .groupBy(t.buyerEmail)
      .having(having)
      .orderBy(asc(t.buyerEmail))
      .limit(batchSize);
    if (rows.length === 0) return;
    let chunk = "";
    for (const row of rows) {
      const customer = toCustomer(row);
      chunk += csvRow([
        customer.name,
        customer.email,
        customer.phone ? formatPhone(customer.phone) : null,
        customer.orders,
        customer.totalSpent,
        formatWibStamp(customer.lastPurchaseAt),
        customer.products.join("; "),
        customer.leadMagnet ? "Ya" : "Tidak",
        customer.marketingConsentAt ? formatWibStamp(customer.marketingConsentAt) : "",
      ]);
    }
    yield chunk;
    if (rows.length < batchSize) return;
    cursor = rows[rows.length - 1]?.email ?? null;
  }
}
