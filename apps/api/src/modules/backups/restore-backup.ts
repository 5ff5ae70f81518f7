/**
 * `restoreBackup` (ADR 0018): `npm run restore -- <archive>`, with the app stopped.
 */
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { gunzipSync } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { lockDataDir, openDatabase, PGLITE_EXTENSIONS } from "@lapak/db";
import pg from "pg";
import type { Manifest } from "./archive-format";
import { PARTS } from "./archive-format";
import { countRows, runPgTool } from "./dump-database";
import { ArchiveError, readArchive } from "./read-archive";

export interface RestoreInput {
  /** Path of the archive (`.tar` or `.tar.enc`). */
  archive: string;
  /** The `DATA_DIR` to restore into: empty or missing, unless `force`. */
  dataDir: string;
  /** Set for an archive of PostgreSQL: the (empty) database `pg_restore` fills. */
  databaseUrl?: string;
  passphrase: string | null;
  /** Restore into a non-empty `DATA_DIR`/database; what was there is moved aside (PostgreSQL: dropped). */
  force: boolean;
}

export interface RestoreReport {
  manifest: Manifest;
  /** Rows in the restored database (same keys as `manifest.counts`). */
  counts: Record<string, number>;
  /** Where the previous content of `DATA_DIR` went, with `force`. */
  movedAside: string | null;
}

/**
 * Restores `archive` into `dataDir`: everything is unpacked and verified (`readArchive`) and the
 * database rebuilt in a staging folder beside `dataDir` first; only then are the database folder,
 * `files/` and `secrets.json` moved in with renames, so a damaged archive leaves `dataDir` as it was.
 * PostgreSQL archives go through `pg_restore --single-transaction` (all or nothing). Refuses a
 * non-empty target without `force`, and a `dataDir` a running app holds (`lockDataDir`). Throws
 * `ArchiveError` (Indonesian, for the operator) on a bad archive or target.
 */
export async function restoreBackup(input: RestoreInput): Promise<RestoreReport> {
  const { dataDir, force } = input;
  const existing = await readdir(dataDir).catch(() => [] as string[]);
  if (existing.length > 0 && !force) {
    throw new ArchiveError(
      `DATA_DIR ${dataDir} tidak kosong. Pulihkan ke folder kosong, atau tambahkan --force (isi lama dipindahkan ke samping).`,
    );
  }
  let release: () => void;
  try {
    release = lockDataDir(dataDir);
  } catch (error) {
    throw new ArchiveError(`Hentikan Lapak dulu: ${(error as Error).message}`);
  }
  const staging = join(dirname(dataDir), `.${basename(dataDir)}.restoring-${randomBytes(4).toString("hex")}`);
  try {
    const unpacked = join(staging, "archive");
    const out = join(staging, "out");
    await mkdir(unpacked, { recursive: true });
    await mkdir(out, { recursive: true });
    const manifest = await readArchive(input.archive, unpacked, input.passphrase);
    let counts: Record<string, number>;
    if (manifest.database === "pglite") {
      if (input.databaseUrl) {
        throw new ArchiveError(
          "Arsip ini berisi basis data bawaan (PGlite): kosongkan DATABASE_URL untuk memulihkannya.",
        );
      }
      counts = await rebuildPglite(join(unpacked, PARTS.pglite), join(out, "db"));
    } else {
      if (!input.databaseUrl) {
        throw new ArchiveError(
          "Arsip ini berisi basis data PostgreSQL: set DATABASE_URL ke basis data tujuan (kosong).",
        );
      }
      counts = await restorePostgres(join(unpacked, PARTS.postgres), input.databaseUrl, force);
    }
    const moves: [string, string][] = [];
    if (manifest.database === "pglite") moves.push([join(out, "db"), "db"]);
    if (existsSync(join(unpacked, PARTS.filesDir))) moves.push([join(unpacked, PARTS.filesDir), "files"]);
    if (existsSync(join(unpacked, PARTS.secrets))) moves.push([join(unpacked, PARTS.secrets), "secrets.json"]);

    let movedAside: string | null = null;
    const previous = (await readdir(dataDir)).filter((name) => name !== ".lock");
    if (previous.length > 0) {
      movedAside = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
      await mkdir(movedAside);
      for (const name of previous) await rename(join(dataDir, name), join(movedAside, name));
    }
    for (const [from, name] of moves) await rename(from, join(dataDir, name));
    return { manifest, counts, movedAside };
  } finally {
    await rm(staging, { recursive: true, force: true });
    release();
  }
}

/** Loads PGlite's data folder tarball into a new folder `into`; returns the row counts it then holds. */
async function rebuildPglite(tarball: string, into: string): Promise<Record<string, number>> {
  let bytes: Buffer;
  try {
    bytes = gunzipSync(await readFile(tarball));
  } catch {
    throw new ArchiveError("Arsip cadangan rusak: basis data di dalamnya tidak bisa dibuka (gzip).");
  }
  await mkdir(into, { recursive: true });
  const client = new PGlite(into, { extensions: PGLITE_EXTENSIONS, loadDataDir: new Blob([new Uint8Array(bytes)]) });
  const database = await openDatabase({ pglite: client });
  try {
    return await countRows(database.db);
  } finally {
    await database.close();
  }
}

/**
 * `pg_restore` of `dump` into the database of `url` in one transaction. Refuses a database that
 * already has tables unless `force` (then `--clean --if-exists` drops what the dump recreates).
 */
async function restorePostgres(dump: string, url: string, force: boolean): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog','information_schema')",
    );
    if (rows[0].n > 0 && !force) {
      throw new ArchiveError("Basis data tujuan tidak kosong. Pulihkan ke basis data baru, atau tambahkan --force.");
    }
  } finally {
    await client.end();
  }
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const args = ["--no-owner", "--no-privileges", "--single-transaction", "--exit-on-error", "--dbname", name];
  if (force) args.push("--clean", "--if-exists");
  await runPgTool("pg_restore", [...args, dump], url);
  const database = await openDatabase({ url, poolSize: 1 });
  try {
    return await countRows(database.db);
  } finally {
    await database.close();
  }
}
