/** `listBackups` (ADR 0018): `GET /v1/admin/backups`. */
import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import type { BackupList } from "@lapak/shared/schemas/backup";
import type { Config } from "../../env";
import { parseBackupFileName } from "./archive-format";
import { signedBackupPath } from "./backup-links";

/**
 * The archives in `BACKUP_DIR`, newest first, each with a signed download link (15 minutes), the
 * time of the newest one (`lastGoodAt`: an archive only gets its name once complete) and the
 * settings. `database` is the engine the app runs on.
 */
export async function listBackups(
  { config }: { config: Pick<Config, "backups" | "s3" | "appSecret"> },
  { database, now = new Date() }: { database: "pglite" | "postgres"; now?: Date },
): Promise<BackupList> {
  const names = await readdir(config.backups.dir).catch(() => [] as string[]);
  const backups = [];
  for (const file of names.sort().reverse()) {
    const parsed = parseBackupFileName(file);
    if (!parsed) continue;
    const info = await stat(join(config.backups.dir, file)).catch(() => null);
    if (!info?.isFile()) continue;
    backups.push({
      id: parsed.id,
      file,
      bytes: info.size,
      createdAt: parsed.createdAt.toISOString(),
      encrypted: parsed.encrypted,
      downloadUrl: signedBackupPath(config.appSecret, parsed.id, now),
    });
  }
  return {
    backups,
    lastGoodAt: backups[0]?.createdAt ?? null,
    settings: {
      intervalHours: database === "pglite" ? config.backups.intervalHours : 0,
      keep: config.backups.keep,
      encrypted: Boolean(config.backups.passphrase),
      s3Copy: Boolean(config.s3),
      database,
    },
  };
}

/** The archive file of `id` in `BACKUP_DIR` (its path and size), or null. */
export async function findBackup(config: Pick<Config, "backups">, id: string) {
  for (const file of [`${id}.tar`, `${id}.tar.enc`]) {
    const path = join(config.backups.dir, file);
    const info = await stat(path).catch(() => null);
    if (info?.isFile()) return { file, path, bytes: info.size };
  }
  return null;
}
