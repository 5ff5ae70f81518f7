/**
 * Signed, expiring download links of backup archives (ADR 0018), like the buyers' delivery links
 * (`downloads/download-links.ts`): `/v1/admin/backups/{id}/download?expires=…&signature=…`, where
 * `signature` = hex HMAC-SHA256(APP_SECRET, `backup:<id>:<expires>`), `expires` in Unix seconds. The
 * route also requires an admin session: a leaked link alone opens nothing.
 */
import { hexEquals, hmacSha256Hex } from "../../integrations/payments/sign";

/** How long a backup download link works, in seconds. */
export const BACKUP_LINK_TTL_SECONDS = 15 * 60;

const signature = (appSecret: string, id: string, expires: number) =>
  hmacSha256Hex(appSecret, `backup:${id}:${expires}`);

/** The download path of archive `id`, valid for `BACKUP_LINK_TTL_SECONDS` from `now`. */
export function signedBackupPath(appSecret: string, id: string, now = new Date()): string {
  const expires = Math.floor(now.getTime() / 1000) + BACKUP_LINK_TTL_SECONDS;
  return `/v1/admin/backups/${id}/download?expires=${expires}&signature=${signature(appSecret, id, expires)}`;
}

/** Whether `expires`/`signature` are ours for `id` and unexpired at `now` (constant-time comparison). */
export function isValidBackupSignature(
  appSecret: string,
  input: { id: string; expires: string; signature: string; now?: Date },
): boolean {
  if (!/^\d{1,12}$/.test(input.expires)) return false;
  const expires = Number(input.expires);
  const nowSeconds = Math.floor((input.now ?? new Date()).getTime() / 1000);
  if (expires < nowSeconds || expires > nowSeconds + BACKUP_LINK_TTL_SECONDS + 60) return false;
  return hexEquals(input.signature, signature(appSecret, input.id, expires));
}
