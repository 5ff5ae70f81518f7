/**
 * `createBackup` (ADR 0018): one archive of the database and the stored files in `BACKUP_DIR`, by
 * `POST /v1/admin/backups`, the scheduled `backup` job and `npm run backup`.
 */
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream, type WriteStream } from "node:fs";
import { copyFile, link, mkdir, open, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Database } from "@lapak/db";
import { create as createTar } from "tar";
import type { Config } from "../../env";
import { localFilesDir } from "../../integrations/storage/local-disk";
import type { Storage } from "../../integrations/storage/storage";
import { fileClosed } from "../../lib/file-closed";
import { encryptStream } from "./archive-crypto";
import {
  backupFileName,
  FORMAT,
  FORMAT_VERSION,
  MANIFEST,
  type Manifest,
  newBackupId,
  PARTS,
  schemaVersion,
} from "./archive-format";
import { countRows, dumpDatabase } from "./dump-database";
import { pruneBackups } from "./prune-backups";

export interface BackupDeps {
  database: Database;
  storage: Storage;
  config: Pick<Config, "dataDir" | "backups" | "s3">;
}

export interface CreatedBackup {
  id: string;
  file: string;
  /** Size of the archive, in bytes. */
  bytes: number;
  createdAt: string;
  encrypted: boolean;
  /** How long the database was held for its snapshot, in ms (PGlite; 0 on PostgreSQL). */
  heldMs: number;
}

/** Backups of one folder run one at a time: a second call waits for the first. */
const queues = new Map<string, Promise<unknown>>();

/**
 * Writes `BACKUP_DIR/<id>.tar[.enc]` (under a temporary name, renamed when complete and flushed to
 * disk, so no half-written archive ever carries an archive's name), copies it to S3 under
 * `backups/` when S3 is configured, then keeps the newest `BACKUP_KEEP` archives (`pruneBackups`).
 * The database is snapshotted first (PGlite: held for `heldMs`, no request waits longer), then the
 * stored files are hard-linked (copied across file systems) into the staging folder, so later
 * uploads and deletions do not change the archive. Returns the archive. Throws whatever the disk,
 * `pg_dump` or S3 throws; the staging folder and partial file are removed first.
 */
export function createBackup(deps: BackupDeps, at = new Date()): Promise<CreatedBackup> {
  // Whole seconds: the archive's name carries its time, and the list reads it back from there.
  const now = new Date(Math.floor(at.getTime() / 1000) * 1000);
  const key = deps.config.backups.dir;
  const run = (queues.get(key) ?? Promise.resolve()).catch(() => {}).then(() => writeBackup(deps, now));
  queues.set(key, run);
  return run;
}

async function writeBackup({ database, storage, config }: BackupDeps, now: Date): Promise<CreatedBackup> {
  const dir = config.backups.dir;
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const id = newBackupId(now);
  const encrypted = Boolean(config.backups.passphrase);
  const file = backupFileName(id, encrypted);
  const staging = join(dir, `.staging-${id}`);
  const partial = join(dir, `.${file}.partial`);
  let heldMs = 0;
  let out: WriteStream | undefined;
  try {
    await mkdir(join(staging, "database"), { recursive: true });
    const counts = await countRows(database.db);
    const dbPart = database.kind === "pglite" ? PARTS.pglite : PARTS.postgres;
    ({ heldMs } = await dumpDatabase(database, join(staging, dbPart)));
    const parts: string[] = [dbPart];
    if (await copyIfExists(join(config.dataDir, "secrets.json"), join(staging, PARTS.secrets)))
      parts.push(PARTS.secrets);
    const objects: { key: string; size: number }[] = [];
    for await (const object of storage.list("")) objects.push(object);
    counts.storedObjects = objects.length;
    if (config.s3) {
      // The bucket's own backups/ copies are not part of the store.
      const stored = objects.filter(({ key }) => !key.startsWith("backups/"));
      counts.storedObjects = stored.length;
      await mkdir(dirname(join(staging, PARTS.objects)), { recursive: true });
      await writeFile(join(staging, PARTS.objects), JSON.stringify(stored, null, 1));
      parts.push(PARTS.objects);
    } else {
      for (const { key } of objects) {
        const part = `${PARTS.filesDir}/${key}`;
        if (await snapshotFile(join(localFilesDir(config.dataDir), key), join(staging, part))) parts.push(part);
      }
    }
    parts.sort();
    const version = schemaVersion();
    const manifest: Manifest = {
      format: FORMAT,
      version: FORMAT_VERSION,
      appVersion: version.tag,
      schemaVersion: version.count,
      createdAt: now.toISOString(),
      database: database.kind,
      storage: config.s3 ? { kind: "s3", bucket: config.s3.bucket } : { kind: "local" },
      counts,
      parts: [],
    };
    for (const path of parts) manifest.parts.push({ path, ...(await hashFile(join(staging, path))) });
    await writeFile(join(staging, MANIFEST), JSON.stringify(manifest, null, 2));

    const tar = createTar({ cwd: staging, portable: true }, [MANIFEST, ...parts]) as unknown as Readable;
    out = createWriteStream(partial, { mode: 0o600 });
    if (encrypted) await pipeline(tar, await encryptStream(config.backups.passphrase as string), out);
    else await pipeline(tar, out);
    const handle = await open(partial, "r");
    await handle.sync();
    await handle.close();
    await rename(partial, join(dir, file));
  } finally {
    if (out) await fileClosed(out); // else an open still pending could make the file after the rm
    await rm(staging, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
  const { size } = await stat(join(dir, file));
  if (config.s3) await storage.put(`backups/${file}`, createReadStream(join(dir, file)));
  await pruneBackups({ storage, config });
  return { id, file, bytes: size, createdAt: now.toISOString(), encrypted, heldMs };
}

/** Hard-links `from` to `to` (a copy across file systems); false when `from` is gone (deleted meanwhile). */
async function snapshotFile(from: string, to: string): Promise<boolean> {
  await mkdir(dirname(to), { recursive: true });
  try {
    await link(from, to);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return false;
    if (code !== "EXDEV" && code !== "EPERM") throw error;
    return copyIfExists(from, to);
  }
  return true;
}

async function copyIfExists(from: string, to: string): Promise<boolean> {
  try {
    await copyFile(from, to);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
}

/** Size (bytes) and hex SHA-256 of a file, streamed. */
export async function hashFile(path: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash("sha256");
  let bytes = 0;
  for await (const chunk of createReadStream(path)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { bytes, sha256: hash.digest("hex") };
}
