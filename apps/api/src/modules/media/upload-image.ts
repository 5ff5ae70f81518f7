import { Readable } from "node:stream";
import { newId } from "@lapak/db";
import type { UploadedImage } from "@lapak/shared/schemas/media";
import sharp from "sharp";
import { newStorageKey } from "../../integrations/storage/storage";
import { AppError } from "../../lib/app-error";
import { imageUrl, MAX_IMAGE_SIDE, type MediaDeps } from "./media-deps";
import { recordWithinQuota, roomLeft } from "./storage-quota";

const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif"]);
/** Decompression-bomb guard: a 5 MB PNG can claim gigapixels; 40 MP covers any phone camera. */
export const MAX_INPUT_PIXELS = 40_000_000;

export const NOT_AN_IMAGE = "Berkas harus berupa gambar JPEG, PNG, WebP atau GIF";

/**
 * `POST /v1/gallery-media/upload-image` (DESIGN §3): checks the type from the bytes (sharp reads the
 * header, the name and declared type are ignored), re-encodes to WebP with every metadata block
 * (EXIF, GPS, ICC) dropped after applying the EXIF rotation, caps the longest side at 1600 px, and
 * stores it as the owner's `image` media. `bytes` is at most 5 MB (the route enforces it). The
 * stored WebP counts toward the owner's storage quota (`storage-quota.ts`).
 * Throws 415 when the bytes are not a JPEG, PNG, WebP or GIF image; 413 when the quota is used up
 * (checked first) or the image does not fit in what is left.
 */
export async function uploadImage({
  db,
  storage,
  config,
  ownerId,
  bytes,
  fileName,
}: MediaDeps & { ownerId: string; bytes: Buffer; fileName: string }): Promise<UploadedImage> {
  await roomLeft({ db, config }, ownerId);
  const format = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .metadata()
    .then((metadata) => metadata.format as string | undefined)
    .catch(() => undefined);
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new AppError("unsupported_media_type", NOT_AN_IMAGE);

  let encoded: { data: Buffer; info: sharp.OutputInfo };
  try {
    // sharp keeps no metadata unless asked (`keepMetadata`), so the output carries no EXIF/GPS.
    encoded = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new AppError("unsupported_media_type", "Gambar rusak atau terlalu besar resolusinya");
  }

  const id = newId();
  const storageKey = newStorageKey("images");
  const { size } = await storage.put(storageKey, bufferStream(encoded.data));
  try {
    await recordWithinQuota(
      { db, config },
      {
        id,
        ownerId,
        kind: "image",
        storageKey,
        name: `${fileName.replace(/\.[^.]*$/, "")}.webp`,
        mime: "image/webp",
        size,
        width: encoded.info.width,
        height: encoded.info.height,
      },
    );
  } catch (error) {
    await storage.delete(storageKey);
    throw error;
  }
  return { id, url: imageUrl(id), width: encoded.info.width, height: encoded.info.height };
}

function bufferStream(data: Buffer) {
  // Readable.from on a Buffer would iterate bytes; wrap it in an array to emit one chunk.
  return Readable.from([data]);
}
