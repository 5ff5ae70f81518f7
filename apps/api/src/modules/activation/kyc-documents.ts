/**
 * The KTP photos and selfies of account activations (DESIGN §4 "KYC data"), stored apart from the
 * media library in `kyc_documents`: the library, products, the blog and `DELETE /v1/media/{id}`
 * never see them. What a seller keeps: the two photos of their activation on record, and at most
 * the newest unsubmitted upload of each kind (the photo the form holds). Everything else — an
 * earlier attempt's photos, uploads that were replaced before submitting — is deleted, row and bytes.
 */
import type { Readable } from "node:stream";
import { type Db, newId, tables } from "@lapak/db";
import { type KycPhotoKind, MAX_KYC_PHOTO_BYTES, type UploadedKycPhoto } from "@lapak/shared/schemas/account";
import { and, eq, notInArray } from "drizzle-orm";
import { newStorageKey, type Storage, TooLargeError } from "../../integrations/storage/storage";
import { AppError, fieldError } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";

const k = tables.kycDocuments;
const a = tables.activations;

/** JPEG, PNG, WebP or HEIC, read from the first bytes (a phone camera's photo; never the name). */
export function isPhoto(head: Buffer): boolean {
  const ascii = head.toString("latin1");
  return (
    (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) ||
    ascii.startsWith("\x89PNG\r\n\x1a\n") ||
    (ascii.startsWith("RIFF") && ascii.slice(8, 12) === "WEBP") ||
    (ascii.slice(4, 8) === "ftyp" && /^(heic|heix|mif1|heif)/.test(ascii.slice(8, 12)))
  );
}

async function readHead(storage: Storage, key: string): Promise<Buffer> {
  const stream = await storage.get(key, { start: 0, end: 15 });
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The MIME type of a photo `isPhoto` accepted, from its first bytes. */
function photoMime(head: Buffer): string {
  if (head[0] === 0xff) return "image/jpeg";
  if (head[0] === 0x89) return "image/png";
  if (head.toString("latin1").startsWith("RIFF")) return "image/webp";
  return "image/heic";
}

/**
 * `POST /v1/account/activation/photos/{which}`: streams one KYC photo to private storage (key
 * `kyc/…`, at most `MAX_KYC_PHOTO_BYTES`), checks by its first bytes that it is a JPEG, PNG, WebP or
 * HEIC photo, and records it for `ownerId`. Earlier unsubmitted uploads of the same kind are deleted
 * (a retake replaces the photo the form held), so an account holds at most one pending photo of each
 * kind. KYC photos do not count against the storage quota of the media library.
 * Throws 413 when too large, 422 on `file` when it is not a photo (the object is deleted either way).
 */
export async function uploadKycPhoto(
  { db, storage }: Pick<Deps, "db"> & { storage: Storage },
  { ownerId, which, stream }: { ownerId: string; which: KycPhotoKind; stream: Readable },
): Promise<UploadedKycPhoto> {
  const storageKey = newStorageKey("kyc");
  let size: number;
  try {
    ({ size } = await storage.put(storageKey, stream, { maxBytes: MAX_KYC_PHOTO_BYTES }));
  } catch (error) {
    await storage.delete(storageKey).catch(() => {});
    if (error instanceof TooLargeError) throw new AppError("payload_too_large", "Ukuran foto maksimal 15 MB");
    throw error;
  }
  const head = await readHead(storage, storageKey);
  if (!isPhoto(head)) {
    await storage.delete(storageKey);
    throw fieldError("file", "Unggah foto (JPG, PNG, WebP atau HEIC)");
  }
  const id = newId();
  const stale = await db.transaction(async (tx) => {
    const kept = await lockOwnerAndKeptIds(tx, ownerId);
    const replaced = await tx
      .delete(k)
      .where(and(eq(k.ownerId, ownerId), eq(k.kind, which), notInArray(k.id, kept)))
      .returning({ storageKey: k.storageKey });
    await tx.insert(k).values({ id, ownerId, kind: which, storageKey, mime: photoMime(head), size });
    return replaced;
  });
  await deleteObjects(storage, stale);
  return { id, kind: which };
}

/**
 * Locks `ownerId`'s user row (`FOR UPDATE`, so uploads and a submission of one seller take turns)
 * and returns the ids of the photos of their activation on record (none before the first submission).
 */
export async function lockOwnerAndKeptIds(tx: Db, ownerId: string): Promise<string[]> {
  await tx.select({ id: tables.users.id }).from(tables.users).where(eq(tables.users.id, ownerId)).for("update");
  const [row] = await tx
    .select({ idCard: a.idCardMediaId, selfie: a.selfieMediaId })
    .from(a)
    .where(eq(a.sellerId, ownerId));
  return row ? [row.idCard, row.selfie] : [];
}

/**
 * Deletes every KYC document of `ownerId` but `keep` (rows, in `tx`), returning their storage keys
 * for `deleteObjects` once the transaction has committed.
 */
export async function deleteKycDocumentsExcept(tx: Db, ownerId: string, keep: string[]) {
  return tx
    .delete(k)
    .where(and(eq(k.ownerId, ownerId), notInArray(k.id, keep)))
    .returning({ storageKey: k.storageKey });
}

/** Deletes the stored bytes of deleted documents (a missing object is no error). */
export async function deleteObjects(storage: Storage, rows: { storageKey: string }[]): Promise<void> {
  await Promise.all(rows.map((row) => storage.delete(row.storageKey)));
}

/**
 * The KYC photo `id` of `ownerId` of kind `kind`, or a 422 on `field` (unknown, another seller's, or
 * the other kind of photo).
 */
export async function requireKycPhoto(
  db: Db,
  { ownerId, id, kind, field }: { ownerId: string; id: string; kind: KycPhotoKind; field: string },
) {
  const [row] = await db
    .select({ id: k.id })
    .from(k)
    .where(and(eq(k.id, id), eq(k.ownerId, ownerId), eq(k.kind, kind)));
  if (!row) {
    throw fieldError(
      field,
      kind === "id-card" ? "Foto KTP tidak ditemukan, unggah lagi" : "Swafoto tidak ditemukan, unggah lagi",
    );
  }
  return row;
}
