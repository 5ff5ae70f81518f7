/**
 * The database part of a backup (ADR 0018): a copy of PGlite's data folder (taken inside the process
 * that holds the database, while no query runs), or `pg_dump --format=custom` on PostgreSQL.
 */
import { spawn } from "node:child_process";
import { createWriteStream } from "node:fs";
import { readdir, rm } from "node:fs/promises";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { type Database, type Db, tables } from "@lapak/db";
import { count } from "drizzle-orm";
import { create as createTar } from "tar";

/**
 * Writes the database to `path` (gzip of a tarball of PGlite's data folder, in the layout PGlite's
 * `loadDataDir` reads, or a `pg_dump -Fc` file). Returns how long queries were held for the
 * snapshot, in ms (PGlite on a folder: while the folder is copied with asynchronous file I/O, so
 * pages that need no database are still served; in memory: `dumpDataDir`, which blocks the
 * process; PostgreSQL: 0, pg_dump reads one MVCC snapshot without blocking writers).
 * Throws an Error with an operator message when `pg_dump` is missing or fails.
 */
export async function dumpDatabase(database: Database, path: string): Promise<{ heldMs: number }> {
  if (database.kind === "pglite" && database.snapshotDataDir) {
    const snapshot = `${path}.folder`;
    try {
      const { heldMs } = await database.snapshotDataDir(snapshot);
      // Entries named as PGlite's dumpDataDir names them (relative to the data folder).
      const entries = await readdir(snapshot);
      const tar = createTar({ cwd: snapshot, portable: true }, entries) as unknown as Readable;
      // Node's gzip runs on the thread pool; tar's own gzip option would compress on the event loop.
      await pipeline(tar, createGzip(), createWriteStream(path, { mode: 0o600 }));
      return { heldMs };
    } finally {
      await rm(snapshot, { recursive: true, force: true });
    }
  }
  if (database.kind === "pglite") {
    if (!database.dumpDataDir) throw new Error("this PGlite database cannot be dumped");
    const started = performance.now();
    const tarball = await database.dumpDataDir();
    const heldMs = Math.round(performance.now() - started);
    // Compressed outside the database's lock, off the event loop (zlib runs on the thread pool).
    await pipeline(Readable.fromWeb(tarball.stream() as never), createGzip(), createWriteStream(path, { mode: 0o600 }));
    return { heldMs };
  }
  if (!database.url) throw new Error("pg_dump needs the database URL");
  await runPgTool("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", "--file", path], database.url);
  return { heldMs: 0 };
}

/**
 * Runs a PostgreSQL client tool (`pg_dump`, `pg_restore`, `psql`) on the database of `url`, whose
 * parts are passed as libpq environment variables, so no password shows in the process list.
 * Rejects with an Indonesian message when the tool is not installed or exits with an error.
 */
export function runPgTool(tool: string, args: string[], url: string): Promise<void> {
  const target = new URL(url);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PGHOST: target.hostname,
    PGPORT: target.port || "5432",
    PGUSER: decodeURIComponent(target.username),
    PGPASSWORD: decodeURIComponent(target.password),
    PGDATABASE: decodeURIComponent(target.pathname.slice(1)),
    PGSSLMODE: target.searchParams.get("sslmode") ?? process.env.PGSSLMODE ?? "prefer",
  };
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    child.on("error", (error: NodeJS.ErrnoException) => {
      reject(
        error.code === "ENOENT"
          ? new Error(
              `${tool} tidak ditemukan. Pasang klien PostgreSQL dengan versi yang sama dengan servernya (Debian/Ubuntu: apt install postgresql-client), lalu ulangi. Lihat docs/backups.md.`,
            )
          : error,
      );
    });
    child.on("close", (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${tool} gagal (kode ${code}): ${stderr.trim()}`));
    });
  });
}

/** Rows of the tables a restore is judged by, for the manifest and the restore report. */
export async function countRows(db: Db): Promise<Record<string, number>> {
  const of = async (table: Parameters<ReturnType<Db["select"]>["from"]>[0]) => {
    const [row] = await db.select({ n: count() }).from(table);
    return row?.n ?? 0;
  };
  return {
    users: await of(tables.users),
    products: await of(tables.products),
    transactions: await of(tables.transactions),
    ledgerEntries: await of(tables.ledgerEntries),
    withdrawals: await of(tables.withdrawals),
    media: await of(tables.media),
  };
}
