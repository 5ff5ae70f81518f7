/**
 * Backups (ADR 0018, docs/backups.md): `POST /v1/admin/backups` makes one now, `GET /v1/admin/backups`
 * lists the archives kept in `BACKUP_DIR` with the schedule, and each carries a signed, expiring
 * download link (admin only).
 */
import { z } from "../zod";

/** One archive. `id` is its file name without the extension; `bytes` its size; `createdAt` ISO 8601. */
export const backupSchema = z.object({
  id: z.string(),
  file: z.string(),
  bytes: z.number().int(),
  createdAt: z.string(),
  encrypted: z.boolean(),
  /** `/v1/admin/backups/{id}/download?expires&signature`, valid for 15 minutes, admin session required too. */
  downloadUrl: z.string(),
});
export type Backup = z.infer<typeof backupSchema>;

export const backupListSchema = z.object({
  backups: z.array(backupSchema),
  /** When the newest archive was made (ISO 8601), or null when there is none. */
  lastGoodAt: z.string().nullable(),
  settings: z.object({
    /** Hours between scheduled backups; 0 when only on demand (or on PostgreSQL, where `pg_dump` is the tool). */
    intervalHours: z.number(),
    keep: z.number().int(),
    encrypted: z.boolean(),
    /** Each archive is also copied to the S3 bucket under `backups/`. */
    s3Copy: z.boolean(),
    database: z.enum(["pglite", "postgres"]),
  }),
});
export type BackupList = z.infer<typeof backupListSchema>;
