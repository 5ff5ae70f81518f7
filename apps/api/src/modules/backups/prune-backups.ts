/** `pruneBackups` (ADR 0018): retention, after each new archive. */
import { readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import type { Config } from "../../env";
import type { Storage } from "../../integrations/storage/storage";
import { parseBackupFileName } from "./archive-format";

/**
 * Keeps the newest `BACKUP_KEEP` archives in `BACKUP_DIR` and deletes the rest; with S3, the same
 * under `backups/` in the bucket. Leftovers of a backup that died mid-way (`.staging-…` folders and
 * `.partial` files older than a day) go too. Files that are not ours are never touched. Returns the
 * deleted file names.
 */
export async function pruneBackups({
  storage,
  config,
}: {
  storage: Storage;
  config: Pick<Config, "backups" | "s3">;
}): Promise<string[]> {
  const { dir, keep } = config.backups;
  const names = await readdir(dir).catch(() => [] as string[]);
  const archives = names
    .filter((name) => parseBackupFileName(name))
    .sort()
    .reverse();
  const deleted = archives.slice(keep);
  for (const name of deleted) await rm(join(dir, name), { force: true });
  const dayAgo = Date.now() - 24 * 3_600_000;
  for (const name of names) {
    const match = /^\.(?:staging-|)(lapak-backup-[^.]+)/.exec(name);
    const made = match ? parseBackupFileName(`${match[1]}.tar`)?.createdAt : undefined;
    if (made && made.getTime() < dayAgo) await rm(join(dir, name), { recursive: true, force: true });
  }
  if (config.s3) {
    const remote: string[] = [];
    for await (const { key } of storage.list("backups/")) {
      const name = key.slice("backups/".length);
      if (parseBackupFileName(name)) remote.push(name);
    }
    for (const name of remote.sort().reverse().slice(keep)) await storage.delete(`backups/${name}`);
  }
  return deleted;
}
