import { tables } from "@lapak/db";
import { and, eq, isNull } from "drizzle-orm";
import { fieldError } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";
import { sanitizeRichText } from "../../lib/rich-text";
import { requireOwnedMedia } from "../media/owned-media";
import { checkIncludedProducts } from "../memberships/included-products";
import { checkBundleProducts } from "./bundle-contents";
import { checkCurriculum } from "./course-curriculum";
import type { ProductInput } from "./product-input";

/**
 * Checks what create and update share: the cover and the files must be the seller's own uploads
 * (422 on `coverImageId` / `fileIds` otherwise: never attach another user's media), a bundle's
 * products its own downloads (422 on `productIds`, `checkBundleProducts`), a course's lessons its
 * own files and ids (422 on `modules.…`, `checkCurriculum`), a certificate background its own image
 * (422 on `certificateBackgroundId`), a membership's included products its own live courses or
 * downloads (422 on `includedProductIds`), and the description and a membership's benefits are
 * sanitized. Returns the column values
 * to write.
 */
export async function prepareProduct(deps: Pick<Deps, "db">, sellerId: string, input: ProductInput & { id?: string }) {
  if (input.coverImageId) {
    await requireOwnedMedia(deps, {
      ownerId: sellerId,
      ids: [input.coverImageId],
      kind: "image",
      field: "coverImageId",
    });
  }
  if (input.settings.certificateBackgroundId) {
    await requireOwnedMedia(deps, {
      ownerId: sellerId,
      ids: [input.settings.certificateBackgroundId],
      kind: "image",
      field: "certificateBackgroundId",
    });
  }
  if (input.settings.orderBump) await checkOrderBump(deps, sellerId, input);
  if (input.type === "bundle") {
    await checkBundleProducts(deps.db, {
      sellerId,
      ids: input.settings.bundleProductIds ?? [],
      selfId: input.id,
      publishing: input.status === "published",
    });
  }
  if (input.settings.membership) {
    await checkIncludedProducts(deps.db, { sellerId, ids: input.settings.membership.includedProductIds });
    input.settings.membership.benefits = sanitizeRichText(input.settings.membership.benefits, "product");
  }
  if (input.modules) {
    await checkCurriculum(deps.db, { sellerId, productId: input.id, modules: input.modules });
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
      ...(input.affiliate && {
        affiliateEnabled: input.affiliate.enabled,
        affiliateCommissionPercent: input.affiliate.commissionPercent,
      }),
    },
    fileIds,
  };
}

/**
 * 422 on `orderBump` unless it offers another published, live download of `sellerId` at no more
 * than that product's own price (ADR 0019). `input.id` is the product being saved, when known.
 */
async function checkOrderBump(deps: Pick<Deps, "db">, sellerId: string, input: ProductInput & { id?: string }) {
  const bump = input.settings.orderBump;
  if (!bump) return;
  const p = tables.products;
  const [offered] = await deps.db
    .select({ id: p.id, price: p.price })
    .from(p)
    .where(
      and(
        eq(p.id, bump.productId),
        eq(p.sellerId, sellerId),
        eq(p.type, "digital_download"),
        eq(p.status, "published"),
        isNull(p.deletedAt),
      ),
    );
  if (!offered || offered.id === input.id)
    throw fieldError("orderBump", "Pilih produk lain yang sudah terbit di toko Anda");
  if (bump.price > offered.price)
    throw fieldError("orderBump", "Harga penawaran tidak boleh lebih tinggi dari harga produknya");
}

/** Replaces the files of `productId` with `fileIds`, in that order (inside the caller's transaction). */
export async function replaceProductFiles(tx: Deps["db"], productId: string, fileIds: string[]) {
  await tx.delete(tables.productFiles).where(eq(tables.productFiles.productId, productId));
  if (fileIds.length === 0) return;
  await tx.insert(tables.productFiles).values(fileIds.map((mediaId, position) => ({ productId, mediaId, position })));
}
