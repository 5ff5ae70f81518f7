/**
 * `npm run seed:traffic`: records 1,000,000 page views over the last 90 WIB days for one seller in
 * the statistics rollup (`packages/db/src/seed-traffic.ts`), to measure the statistics endpoints
 * (DESIGN §6) and to see the Statistik screen full. It replaces that seller's statistics of those
 * days. The database is the app's: `DATABASE_URL` (PostgreSQL), or else the embedded one in
 * `DATA_DIR/db` (default `./data`; stop the app first: one process per folder). Settings:
 * `SEED_USERNAME` (default `demo`), `SEED_VIEWS` (default 1000000), `SEED_DAYS` (default 90).
 */
import { join } from "node:path";
import { lockDataDir, migrateDatabase, openDatabase, seedTraffic } from "@lapak/db";
import { wibDay } from "@lapak/shared/date";

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
    const result = await seedTraffic(database.db, {
      username: process.env.SEED_USERNAME ?? "demo",
      views: positive("SEED_VIEWS", 1_000_000),
      days: positive("SEED_DAYS", 90),
      today: wibDay(new Date()),
    });
    console.log(
      `${result.views} views in ${result.rows} rollup rows (${result.pages} pages) on ${database.kind}, ${Date.now() - started} ms`,
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
