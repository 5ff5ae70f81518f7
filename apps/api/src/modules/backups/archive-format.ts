/**
 * The backup archive (ADR 0018): a tar whose first entry is `manifest.json`, then the parts it lists —
 * `database/pglite.tar.gz` (PGlite's data folder) or `database/postgres.pgdump` (`pg_dump -Fc`),
 * `secrets.json` when the app's generated secrets live in `DATA_DIR` (the NIK encryption key derives
 * from APP_SECRET), `files/…` (local disk) or `storage/objects.json` (S3: the object list; the
 * bucket's own versioning keeps the bytes). Encrypted as a whole with `BACKUP_PASSPHRASE`
 * (`archive-crypto.ts`). Restore checks every part's size and SHA-256 before it writes anything.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { migrationsFolder } from "@lapak/db";
import { z } from "zod";

export const MANIFEST = "manifest.json";
export const FORMAT = "lapak-backup";
export const FORMAT_VERSION = 1;

export const PARTS = {
  pglite: "database/pglite.tar.gz",
  postgres: "database/postgres.pgdump",
  secrets: "secrets.json",
  objects: "storage/objects.json",
  filesDir: "files",
} as const;

export const manifestSchema = z.object({
  format: z.literal(FORMAT),
  version: z.number().int(),
  /** The last database migration this app knew (`packages/db/migrations/meta/_journal.json`). */
  appVersion: z.string(),
  /** How many migrations that is: a restore refuses an archive from a newer schema than its own. */
  schemaVersion: z.number().int(),
  createdAt: z.string(),
  database: z.enum(["pglite", "postgres"]),
  storage: z.object({ kind: z.enum(["local", "s3"]), bucket: z.string().optional() }),
  /** Rows per table and stored objects when the backup was taken (for the operator; not checked). */
  counts: z.record(z.string(), z.number()),
  parts: z.array(z.object({ path: z.string(), bytes: z.number().int().min(0), sha256: z.string().length(64) })),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** `tag` and index+1 of the newest migration this build carries. */
export function schemaVersion(): { tag: string; count: number } {
  const journal = JSON.parse(readFileSync(join(migrationsFolder(), "meta", "_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  const last = journal.entries.at(-1);
  return { tag: last?.tag ?? "none", count: journal.entries.length };
}

const NAME = /^lapak-backup-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z-[0-9a-f]{6}$/;

/** A new archive id made at `now`: `lapak-backup-20260102T030405Z-a1b2c3` (UTC; sorts by time). */
export function newBackupId(now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z");
  return `lapak-backup-${stamp}-${randomBytes(3).toString("hex")}`;
}

/** The file name of archive `id`: `.tar`, or `.tar.enc` when encrypted. */
export const backupFileName = (id: string, encrypted: boolean) => `${id}${encrypted ? ".tar.enc" : ".tar"}`;

/** `{ id, createdAt, encrypted }` of an archive file name of ours, or null for any other name. */
export function parseBackupFileName(file: string): { id: string; createdAt: Date; encrypted: boolean } | null {
  const match = /^(.+)\.tar(\.enc)?$/.exec(file);
  const parts = match ? NAME.exec(match[1]) : null;
  if (!match || !parts) return null;
  const [, y, mo, d, h, mi, s] = parts.map(Number);
  return { id: match[1], createdAt: new Date(Date.UTC(y, mo - 1, d, h, mi, s)), encrypted: Boolean(match[2]) };
}

/** Whether `id` has the shape of one of our archive ids (route parameters are checked with it). */
export const isBackupId = (id: string) => NAME.test(id);
