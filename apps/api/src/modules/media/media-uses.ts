/**
 * What uses an upload (DESIGN §3, §4), as SQL over the `media` row in the query: a product's file
 * or cover (a course lesson's file or video counts as its product's) — live or deleted, since a
 * deleted product's orders still deliver — a file a past order
 * delivers or shows as its cover (the order's frozen `product_snapshot.fileIds` and `coverMediaId`; a
 * product edited since may have dropped it; or a product update's, which past orders deliver), the owner's avatar, or a blog post's cover or picture. (KYC photos are not media at all:
 * `kyc_documents`.) Only the uploader can attach media to anything, so each check looks among the owner's
 * rows only (indexed lookups) — but the blog's, which any admin may edit (a handful of posts).
 */
import { tables } from "@lapak/db";
import type { MediaUse } from "@lapak/shared/schemas/media";
import { type SQL, sql } from "drizzle-orm";
import { imageUrl } from "./media-deps";

// Written out in full: drizzle renders a column inside `sql` without its table, which a subquery
// would read as its own table's column ("id" of products).
const mediaId = sql.raw('"media"."id"');
const ownerId = sql.raw('"media"."owner_id"');

/**
 * A product of the owner (live: `deleted_at is null`, or deleted) has the media as a file, cover or
 * certificate background, or a lesson of its course has it as a file or video (ADR 0044).
 */
function inProduct(deleted: boolean): SQL<boolean> {
  const state = deleted ? sql`p.deleted_at is not null` : sql`p.deleted_at is null`;
  return sql<boolean>`(
    exists (select 1 from ${tables.products} p join ${tables.productFiles} pf on pf.product_id = p.id
            where p.seller_id = ${ownerId} and pf.media_id = ${mediaId} and ${state})
    or exists (select 1 from ${tables.products} p
               where p.seller_id = ${ownerId} and ${state}
                 and (p.cover_media_id = ${mediaId}
                      or p.settings ->> 'certificateBackgroundId' = ${mediaId}::text))
    or exists (select 1 from ${tables.products} p join ${tables.courseLessons} cl on cl.product_id = p.id
               where p.seller_id = ${ownerId} and ${state}
                 and (cl.file_ids @> jsonb_build_array(${mediaId}::text)
                      or (cl.video_provider = 'file' and cl.video_ref = ${mediaId}::text)))
  )`;
}

/** One boolean column per use, to spread into a `select` from `media`. */
export const mediaUseColumns = {
  product: inProduct(false),
  deleted_product: inProduct(true),
  order: sql<boolean>`exists (
    select 1 from ${tables.transactions} t
    where t.seller_id = ${ownerId} and (t.product_snapshot -> 'fileIds' @> jsonb_build_array(${mediaId}::text)
      or t.bump_file_ids @> jsonb_build_array(${mediaId}::text)
      or t.product_snapshot ->> 'coverMediaId' = ${mediaId}::text)
  ) or exists (
    select 1 from ${tables.productUpdates} pu
    where pu.seller_id = ${ownerId} and pu.file_ids @> jsonb_build_array(${mediaId}::text)
  )`,
  avatar: sql<boolean>`exists (
    select 1 from ${tables.users} u where u.id = ${ownerId} and u.avatar_url = ${imageUrl("")} || ${mediaId}::text
  )`,
  blog: sql<boolean>`exists (
    select 1 from ${tables.blogPosts} b
    where b.cover_media_id = ${mediaId} or b.image_ids @> jsonb_build_array(${mediaId}::text)
  )`,
} satisfies Record<MediaUse, SQL<boolean>>;

/** True when any use holds (for a `where`). */
export const mediaInUse = sql<boolean>`(${sql.join(Object.values(mediaUseColumns), sql` or `)})`;

/** The uses that hold, in a fixed order, from a row selected with `mediaUseColumns`. */
export function usesOf(row: Record<MediaUse, unknown>): MediaUse[] {
  return (Object.keys(mediaUseColumns) as MediaUse[]).filter((use) => Boolean(row[use]));
}
