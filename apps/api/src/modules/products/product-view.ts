import type { tables } from "@lapak/db";
import type { CourseModule } from "@lapak/shared/schemas/course";
import {
  type BundleItem,
  DEFAULT_CTA_LABEL,
  isSoldProductType,
  type Product,
  type PublicProduct,
} from "@lapak/shared/schemas/product";
import type { ProductReviews } from "@lapak/shared/schemas/review";
import { coachingView, publicCoachingView } from "../coaching/coaching-view";
import { eventView, publicEventView } from "../events/event-seats";
import { imageUrl } from "../media/media-deps";
import { type MembershipShowcase, membershipView, publicMembershipView } from "../memberships/membership-view";
import { NO_REVIEWS } from "../reviews/product-reviews";
import { publicCurriculum } from "./course-curriculum";

export type ProductRow = typeof tables.products.$inferSelect;
export interface ProductFileView {
  id: string;
  name: string;
  /** Bytes. */
  size: number;
}

/**
 * What the owner's and the public view share: the card a product shows, its checkout rules, and a
 * bundle's live products (`bundleContents`).
 */
function cardOf(row: ProductRow, bundle: BundleItem[]) {
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
    requirePhone: isSoldProductType(row.type) && settings.requirePhone === true,
    compareAtPrice: settings.compareAtPrice ?? null,
    pricing: settings.pricing ?? "fixed",
    minimumPrice: settings.minimumPrice ?? 0,
    suggestedPrice: settings.suggestedPrice ?? null,
    orderBump: settings.orderBump ?? null,
    bundleProducts: row.type === "bundle" ? bundle : [],
    affiliate: { enabled: row.affiliateEnabled, commissionPercent: row.affiliateCommissionPercent },
    certificate: (row.type === "course" || row.type === "event") && settings.certificate === true,
  };
}

/** Downloads and bundles deliver files (PDF stamping). */
function sellsFiles(row: ProductRow): boolean {
  return row.type === "digital_download" || row.type === "bundle";
}

/**
 * The owner's view of a product (`productSchema`, DESIGN §3) from its row, its files in order and,
 * for a bundle, its products; for a course, its curriculum (`courseCurricula`); for an event, the
 * seats held now (`eventSeats`).
 */
export function toProductView(
  row: ProductRow,
  files: ProductFileView[],
  bundle: BundleItem[] = [],
  modules: CourseModule[] = [],
  seatsTaken = 0,
): Product {
  const settings = row.settings ?? {};
  return {
    ...cardOf(row, bundle),
    event: row.type === "event" && settings.event ? eventView(settings.event, seatsTaken) : null,
    coaching: row.type === "coaching" && settings.coaching ? coachingView(settings.coaching) : null,
    membership: row.type === "membership" && settings.membership ? membershipView(settings.membership) : null,
    modules: row.type === "course" ? modules : [],
    productIds: row.type === "bundle" ? (settings.bundleProductIds ?? []) : [],
    coverImageId: row.coverMediaId,
    status: row.status,
    position: row.position,
    url: row.type === "external_url" ? (settings.url ?? null) : null,
    files,
    thankYouMessage: settings.thankYouMessage ?? null,
    stampPdf: sellsFiles(row) && settings.stampPdf !== false,
    rewardUrl: settings.rewardUrl ?? null,
    certificateBackgroundId: row.type === "course" ? (settings.certificateBackgroundId ?? null) : null,
    certificateBackgroundUrl:
      row.type === "course" && settings.certificateBackgroundId ? imageUrl(settings.certificateBackgroundId) : null,
    clicks: row.clicks,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * What anyone sees of a published product (`publicProductSchema`): no file ids, no storage keys, no
 * target URL of an external link (its card goes through the click counter). A bundle's `fileCount`
 * is the files of all its products (it has none of its own). A course shows its curriculum, with
 * only preview lessons' videos (`publicCurriculum`). An event shows its time and place without its
 * online link, and its seats left when few (`publicEventView`, from `seatsTaken`). A membership
 * shows its periods, benefits, included products and posts' teasers (`showcase`, ADR 0049). Every
 * product shows its visible reviews (`reviews`, DESIGN §4 "Reviews").
 */
export function toPublicProductView(
  row: ProductRow,
  seller: { username: string; name: string },
  fileCount: number,
  { bundle = [], modules = [], seatsTaken = 0, showcase, reviews = NO_REVIEWS }: PublicProductParts = {},
): PublicProduct {
  const files = row.type === "bundle" ? bundle.reduce((sum, item) => sum + item.fileCount, 0) : fileCount;
  const curriculum = row.type === "course" ? publicCurriculum(row.id, modules) : [];
  const settings = row.settings ?? {};
  const event = row.type === "event" && settings.event ? publicEventView(settings.event, seatsTaken) : null;
  const coaching = row.type === "coaching" && settings.coaching ? publicCoachingView(settings.coaching) : null;
  const membership =
    row.type === "membership" && settings.membership ? publicMembershipView(settings.membership, showcase) : null;
  return {
    ...cardOf(row, bundle),
    fileCount: files,
    seller,
    modules: curriculum,
    event,
    coaching,
    membership,
    reviews,
  };
}

/** What a public product shows beyond its own row, each looked up for a list of products at once. */
export interface PublicProductParts {
  bundle?: BundleItem[];
  modules?: CourseModule[];
  seatsTaken?: number;
  showcase?: MembershipShowcase;
  reviews?: ProductReviews;
}
