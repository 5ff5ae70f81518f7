import type { tables } from "@lapak/db";
import { DEFAULT_CTA_LABEL, type Product, type PublicProduct } from "@lapak/shared/schemas/product";
import { imageUrl } from "../media/media-deps";

export type ProductRow = typeof tables.products.$inferSelect;
export interface ProductFileView {
  id: string;
  name: string;
  /** Bytes. */
  size: number;
}

/** What the owner's and the public view share: the card a product shows, and its checkout rules. */
function cardOf(row: ProductRow) {
  const settings = row.settings ?? {};
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    slug: row.slug,
    description: row.description,
    price: row.price,
    coverImageUrl: row.coverMediaId ? imageUrl(row.coverMediaId) : null,
    ctaLabel: settings.ctaLabel || DEFAULT_CTA_LABEL[row.type],
    requirePhone: row.type === "digital_download" && settings.requirePhone === true,
    compareAtPrice: settings.compareAtPrice ?? null,
    pricing: settings.pricing ?? "fixed",
    minimumPrice: settings.minimumPrice ?? 0,
    suggestedPrice: settings.suggestedPrice ?? null,
    orderBump: settings.orderBump ?? null,
  };
}

/** The owner's view of a product (`productSchema`, DESIGN §3) from its row and its files in order. */
export function toProductView(row: ProductRow, files: ProductFileView[]): Product {
  const settings = row.settings ?? {};
  return {
    ...cardOf(row),
    coverImageId: row.coverMediaId,
    status: row.status,
    position: row.position,
    url: row.type === "external_url" ? (settings.url ?? null) : null,
    files,
    thankYouMessage: settings.thankYouMessage ?? null,
    stampPdf: row.type === "digital_download" && settings.stampPdf !== false,
    rewardUrl: settings.rewardUrl ?? null,
    clicks: row.clicks,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * What anyone sees of a published product (`publicProductSchema`): no file ids, no storage keys, no
 * target URL of an external link (its card goes through the click counter).
 */
export function toPublicProductView(
  row: ProductRow,
  seller: { username: string; name: string },
  fileCount: number,
): PublicProduct {
  return { ...cardOf(row), fileCount, seller };
}
