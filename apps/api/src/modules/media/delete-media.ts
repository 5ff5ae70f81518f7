import { tables } from "@lapak/db";
import type { MediaUse } from "@lapak/shared/schemas/media";
import { and, eq, not } from "drizzle-orm";
import { AppError, notFound } from "../../lib/app-error";
import { isForeignKeyViolation } from "../../lib/postgres-errors";
import { isUuid } from "../../lib/uuid";
import { IMAGE_WIDTHS, type MediaDeps } from "./media-deps";
import { mediaInUse, mediaUseColumns, usesOf } from "./media-uses";

const m = tables.media;

const USE_WORDS: Record<MediaUse, string> = {
  product: "produk",
  deleted_product: "produk yang sudah dihapus",
  order: "pesanan pembeli",
  avatar: "foto profil",
  blog: "artikel blog",
};

/** The 409 for an upload something still uses, naming what uses it. */
function inUseError(uses: MediaUse[]): AppError {
  const words = uses.map((use) => USE_WORDS[use]).join(", ");
  return new AppError("conflict", `Berkas ini masih dipakai oleh ${words}, jadi tidak dapat dihapus.`);
}

/**
 * `DELETE /v1/media/{id}`: deletes an upload of `ownerId` that nothing uses (`media-uses.ts`: a
 * product's file or cover, live or deleted — past orders still deliver — a file in a past order,
 * the avatar, a blog post), then its stored object and, for an image, its narrower copies. The
 * row goes in one guarded `DELETE … WHERE NOT (in use)`; a product attaching the file at that very
 * moment is stopped by the foreign key. Frees its bytes from the storage quota.
 * Throws 404 for another user's upload or an unknown id, 409 naming what uses it.
 */
export async function deleteMedia(
  { db, storage }: Pick<MediaDeps, "db" | "storage">,
  { ownerId, id }: { ownerId: string; id: string },
) {
  const missing = () => notFound("Berkas tidak ditemukan");
  if (!isUuid(id)) throw missing();
  const mine = and(eq(m.id, id), eq(m.ownerId, ownerId));
  let deleted: { storageKey: string; kind: "image" | "file" } | undefined;
  try {
    [deleted] = await db
      .delete(m)
      .where(and(mine, not(mediaInUse)))
      .returning({ storageKey: m.storageKey, kind: m.kind });
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
  }
  if (!deleted) {
    const [row] = await db.select(mediaUseColumns).from(m).where(mine);
    if (!row) throw missing();
    const uses = usesOf(row);
    throw inUseError(uses.length > 0 ? uses : ["product"]);
  }
  const { storageKey, kind } = deleted;
  const keys = [storageKey, ...(kind === "image" ? IMAGE_WIDTHS.map((width) => `${storageKey}-w${width}`) : [])];
  await Promise.all(keys.map((key) => storage.delete(key)));
}
