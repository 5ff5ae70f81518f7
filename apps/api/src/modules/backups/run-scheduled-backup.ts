/** `runScheduledBackup` (ADR 0018): the `backup` job's tick. */
import type { FastifyBaseLogger } from "fastify";
import { type BackupDeps, type CreatedBackup, createBackup } from "./create-backup";
import { listBackups } from "./list-backups";

/**
 * Makes a backup when the newest archive in `BACKUP_DIR` is `BACKUP_INTERVAL_HOURS` old or more (or
 * there is none), on the embedded database only (PostgreSQL has `pg_dump` and point-in-time
 * recovery, docs/backups.md). Run every minute by the `backup` job, so a restart or a failure only
 * delays the next archive by a minute: a failure is logged and thrown (the job retries it, and the
 * next tick tries again). Returns the new archive, or null when none was due.
 */
export async function runScheduledBackup(
  deps: BackupDeps & { log: FastifyBaseLogger; config: BackupDeps["config"] & { appSecret: string } },
  now = new Date(),
): Promise<CreatedBackup | null> {
  const { intervalHours } = deps.config.backups;
  if (deps.database.kind !== "pglite" || intervalHours <= 0) return null;
  const { lastGoodAt } = await listBackups(deps, { database: deps.database.kind, now });
  if (lastGoodAt && now.getTime() - Date.parse(lastGoodAt) < intervalHours * 3_600_000) return null;
  try {
    const backup = await createBackup(deps, now);
    deps.log.info({ backup: backup.file, bytes: backup.bytes, heldMs: backup.heldMs }, "scheduled backup written");
    return backup;
  } catch (error) {
    deps.log.error({ err: error }, "scheduled backup failed");
    throw error;
  }
}
