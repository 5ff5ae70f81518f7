/**
 * The affiliate's yearly statement (DESIGN §4 "Affiliates"): every commission of the year, for the
 * affiliate's own tax records. Commissions paid to individuals are their income; withholding PPh 21
 * on payments to non-employees (PMK 168/2023) is the operator's duty, and these rows — date, store,
 * order code, what the buyer paid, the commission and what refunds took back — are what Lapak
 * records to support it (docs/operations.md).
 */
import { type Db, tables } from "@lapak/db";
import { formatWibStamp } from "@lapak/shared/date";
import { and, asc, eq, gt, gte, lt, sql } from "drizzle-orm";
import { CSV_BOM, csvRow } from "../../lib/csv";
import { wibDayStart } from "../orders/list-filters";

const HEADER = [
  "Dibayar (WIB)",
  "Toko",
  "Kode Pesanan",
  "Dibayar Pembeli",
  "Komisi",
  "Ditarik Kembali (Pengembalian Dana)",
  "Komisi Bersih",
];

/**
 * `GET /v1/affiliates/me/statement.csv?year=`: one row per sale of `year` (by its payment, WIB) that
 * booked a commission for `userId`, oldest first, then a total row. Rupiah as integers.
 */
export async function affiliateStatementCsv(
  db: Db,
  { userId, year }: { userId: string; year: number },
): Promise<string> {
  const from = wibDayStart(`${year}-01-01`);
  const to = wibDayStart(`${year + 1}-01-01`);
  const e = tables.ledgerEntries;
  const t = tables.transactions;
  const u = tables.users;
  const list = await db
    .select({
      paidAt: t.paidAt,
      store: u.name,
      code: t.code,
      amount: t.amount,
      commission: e.amount,
      clawed: sql`coalesce((select -sum(r.amount) from ledger_entries r join refunds f on f.id = r.source_id
        where f.transaction_id = ${t.id} and r.seller_id = ${userId}), 0)::bigint`.mapWith(Number),
    })
    .from(e)
    .innerJoin(t, eq(t.id, e.sourceId))
    .innerJoin(u, eq(u.id, t.sellerId))
    .where(
      and(eq(e.sellerId, userId), eq(e.kind, "commission"), gt(e.amount, 0), gte(t.paidAt, from), lt(t.paidAt, to)),
    )
    .orderBy(asc(t.paidAt), asc(t.id));
  let out = CSV_BOM + csvRow(HEADER);
  let totals = { paid: 0, commission: 0, clawed: 0 };
  for (const row of list) {
    const commission = Number(row.commission);
    const clawed = Number(row.clawed);
    totals = {
      paid: totals.paid + Number(row.amount),
      commission: totals.commission + commission,
      clawed: totals.clawed + clawed,
    };
    out += csvRow([
      row.paidAt ? formatWibStamp(row.paidAt) : "",
      row.store,
      row.code,
      Number(row.amount),
      commission,
      clawed,
      commission - clawed,
    ]);
  }
  out += csvRow([
    `Total ${year}`,
    "",
    "",
    totals.paid,
    totals.commission,
    totals.clawed,
    totals.commission - totals.clawed,
  ]);
  return out;
}
