import { tables } from "@lapak/db";
import { eq } from "drizzle-orm";
import type { Deps } from "../../lib/deps";
import { sanitizeRichText } from "../../lib/rich-text";
import { requireOwnedMedia } from "../media/owned-media";
import type { ProductInput } from "./product-input";

/**
 * Checks what create and update share: the cover and the files must be the seller's own uploads
 * (422 on `coverImageId` / `fileIds` otherwise: never attach another user's media), and the
 * description is sanitized. Returns the column values to write.
 */
export async function prepareProduct(deps: Pick<Deps, "db">, sellerId: string, input: ProductInput) {
  if (input.coverImageId) {
    await requireOwnedMedia(deps, {
      ownerId: sellerId,
      ids: [input.coverImageId],
      kind: "image",
      field: "coverImageId",
    });
  }
  const fileIds = [...new Set(input.fileIds)];
  await requireOwnedMedia(deps, { ownerId: sellerId, ids: fileIds, kind: "file", field: "fileIds" });
  return {
    columns: {
      type: input.type,
      title: input.title,
      description: sanitizeRichText(input.description, "product"),
      price: input.price,
      status: input.status,
      settings: input.settings,
      ...(input.coverImageId !== undefined && { coverMediaId: input.coverImageId }),
    },
    fileIds,
  };
}

/** Replaces the files of `productId` with `fileIds`, in that order (inside the caller's transaction). */
export async function replaceProductFiles(tx: Deps["db"], productId: string, fileIds: string[]) {
  await tx.delete(tables.productFiles).where(eq(tables.productFiles.productId, productId));
  if (fileIds.length === 0) return;
  await tx.insert(tables.productFiles).values(fileIds.map((mediaId, position) => ({ productId, mediaId, position })));
}
