/**
 * `npm run seed:sales`: adds 100,000 paid sales over the last 90 days to one seller's store, with
 * the ledger rows the app would have booked for them (`packages/db/src/seed-sales.ts`), to measure
 * the seller's lists, search, customers, balance, statistics and CSV export at that size (DESIGN §6,
 * `npm run bench`) and to see those screens full. It adds, never deletes. The database is the
 * app's: `DATABASE_URL` (PostgreSQL), or else the embedded one in `DATA_DIR/db` (default `./data`;
 * stop the app first: one process per folder). Settings: `SEED_USERNAME` (default `demo`),
 * `SEED_SALES` (default 100000), `SEED_DAYS` (default 90), `SEED_BUYERS` (default a fifth of the
 * sales), `PLATFORM_FEE_PERCENT` and `HOLD_DAYS` as the app runs with (defaults 5 and 3).
 */
import { join } from "node:path";
import { lockDataDir, migrateDatabase, openDatabase, seedSales } from "@lapak/db";

function positive(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
}

async function main() {
  const url = process.env.DATABASE_URL;
  const dataDir = process.env.DATA_DIR ?? "./data";
  const release = url ? () => {} : lockDataDir(dataDir);
  const database = await openDatabase(url ? { url } : { dataDir: join(dataDir, "db") });
  try {
    await migrateDatabase(database);
    const started = Date.now();
    const sales = positive("SEED_SALES", 100_000);
    const result = await seedSales(database.db, {
      username: process.env.SEED_USERNAME ?? "demo",
      sales,
      days: positive("SEED_DAYS", 90),
      buyers: positive("SEED_BUYERS", Math.max(1, Math.round(sales / 5))),
      platformFeePercent: Number(process.env.PLATFORM_FEE_PERCENT ?? 5),
      holdDays: Number(process.env.HOLD_DAYS ?? 3),
    });
    console.log(
      `${result.sales} sales, ${result.signUps} sign-ups, ${result.expired} expired attempts, ${result.ledgerRows} ledger rows on ${database.kind}, ${Date.now() - started} ms`,
    );
  } finally {
    await database.close();
    release();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
