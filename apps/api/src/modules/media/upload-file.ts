import type { Readable } from "node:stream";
import { newId } from "@lapak/db";
import type { UploadedFile } from "@lapak/shared/schemas/media";
import { newStorageKey, TooLargeError } from "../../integrations/storage/storage";
import { AppError } from "../../lib/app-error";
import type { MediaDeps } from "./media-deps";
import { quotaFullError, recordWithinQuota, roomLeft } from "./storage-quota";

/** A MIME type as the browser declared it; anything odd becomes `application/octet-stream`. */
function cleanMime(declared: string | undefined): string {
  const mime = (declared ?? "").trim().toLowerCase();
  return /^[a-z0-9][a-z0-9.+-]*\/[a-z0-9][a-z0-9.+-]*$/.test(mime) && mime.length <= 100
    ? mime
    : "application/octet-stream";
}

/** "200 MB", "1,5 MB", "51 KB" — the cap in words for the 413 message. */
export function formatMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb < 1) return `${Math.floor(bytes / 1024)} KB`;
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1).replace(".", ",")} MB`;
}

/**
 * `POST /v1/gallery-media/upload-file` (DESIGN §3): streams `stream` to private storage (never whole
 * in memory) and records it as the owner's `file` media with the sanitized original `fileName`.
 * The declared MIME type is kept only as a hint: deliveries are always sent as attachments.
 * The stream is cut at whichever is smaller: `config.maxUploadBytes` or what is left of the owner's
 * storage quota (`storage-quota.ts`).
 * Throws 413 before reading anything when the quota is used up, and once more bytes arrive than
 * either cap allows (the message names the cap that was hit); the partial object is deleted.
 */
export async function uploadFile({
  db,
  storage,
  config,
  ownerId,
  stream,
  fileName,
  mime,
}: MediaDeps & { ownerId: string; stream: Readable; fileName: string; mime?: string }): Promise<UploadedFile> {
  const left = await roomLeft({ db, config }, ownerId);
  const quotaIsSmaller = left < config.maxUploadBytes;
  const storageKey = newStorageKey("files");
  let size: number;
  try {
    ({ size } = await storage.put(storageKey, stream, { maxBytes: Math.min(left, config.maxUploadBytes) }));
  } catch (error) {
    if (error instanceof TooLargeError) {
      if (quotaIsSmaller) throw quotaFullError(config.storageQuotaBytes);
      throw new AppError("payload_too_large", `Ukuran berkas maksimal ${formatMegabytes(config.maxUploadBytes)}`);
    }
    throw error;
  }
  if (size === 0) {
    await storage.delete(storageKey);
    throw new AppError("validation", "Berkas kosong", { errors: { file: ["Berkas kosong"] } });
  }
  const id = newId();
  const row = { id, ownerId, kind: "file" as const, storageKey, name: fileName, mime: cleanMime(mime), size };
  try {
    await recordWithinQuota({ db, config }, row);
  } catch (error) {
    await storage.delete(storageKey);
    throw error;
  }
  return { id, name: row.name, size, mime: row.mime };
}
