/**
 * Members-only posts, as their seller writes them (ADR 0049): `POST|PUT|GET|DELETE
 * /v1/memberships/{productId}/posts[/{postId}]`. A post belongs to a live membership of the seller
 * (any other product, or another seller's, is the same 404); its rich text is sanitized like a blog
 * post's, its files are the seller's own uploads (422 on `fileIds`), and `publishedAt` null keeps
 * it a draft. Publishing — now or at a time to come — is what the `member-post-emails` job mails.
 */
import { type Db, newId, tables } from "@lapak/db";
import { MEMBERSHIP_MESSAGES, type MemberPost, type MemberPostBody } from "@lapak/shared/schemas/membership";
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { notFound } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";
import { sanitizeRichText } from "../../lib/rich-text";
import { isUuid } from "../../lib/uuid";
import { requireOwnedMedia } from "../media/owned-media";

const mp = tables.memberPosts;
type PostRow = typeof mp.$inferSelect;

/** 404 "Langganan tidak ditemukan" unless `productId` is a live membership of `sellerId`. */
export async function requireOwnMembership(db: Db, { sellerId, productId }: { sellerId: string; productId: string }) {
  const p = tables.products;
  const [row] = isUuid(productId)
    ? await db
        .select({ id: p.id, title: p.title, slug: p.slug, settings: p.settings })
        .from(p)
        .where(and(eq(p.id, productId), eq(p.sellerId, sellerId), eq(p.type, "membership"), isNull(p.deletedAt)))
        .limit(1)
    : [];
  if (!row) throw notFound(MEMBERSHIP_MESSAGES.membershipNotFound);
  return row;
}

/** The files of each post among `rows`: id → name and size (bytes), in the post's order. */
export async function postFiles(db: Db, rows: Pick<PostRow, "fileIds">[]) {
  const ids = [...new Set(rows.flatMap((row) => row.fileIds))];
  if (ids.length === 0) return new Map<string, { id: string; name: string; size: number }>();
  const found = await db
    .select({ id: tables.media.id, name: tables.media.name, size: tables.media.size })
    .from(tables.media)
    .where(inArray(tables.media.id, ids));
  return new Map(found.map((file) => [file.id, file]));
}

function toView(row: PostRow, files: Map<string, { id: string; name: string; size: number }>): MemberPost {
  return {
    id: row.id,
    productId: row.productId,
    title: row.title,
    content: row.content,
    files: row.fileIds.flatMap((id) => files.get(id) ?? []),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    notifiedAt: row.notifiedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The membership's posts, newest first (drafts, which have no publication time, first of all). */
export async function listMemberPosts(db: Db, input: { sellerId: string; productId: string }): Promise<MemberPost[]> {
  await requireOwnMembership(db, input);
  const rows = await db
    .select()
    .from(mp)
    .where(eq(mp.productId, input.productId))
    .orderBy(sql`${mp.publishedAt} desc nulls first`, desc(mp.createdAt));
  const files = await postFiles(db, rows);
  return rows.map((row) => toView(row, files));
}

/** One post of the seller's membership, or 404 "Postingan tidak ditemukan". */
export async function getMemberPost(
  db: Db,
  input: { sellerId: string; productId: string; postId: string },
): Promise<MemberPost> {
  const row = await findPostRow(db, input);
  return toView(row, await postFiles(db, [row]));
}

async function findPostRow(db: Db, input: { sellerId: string; productId: string; postId: string }) {
  await requireOwnMembership(db, input);
  const [row] = isUuid(input.postId)
    ? await db
        .select()
        .from(mp)
        .where(and(eq(mp.id, input.postId), eq(mp.productId, input.productId)))
        .limit(1)
    : [];
  if (!row) throw notFound(MEMBERSHIP_MESSAGES.postNotFound);
  return row;
}

/** The columns a body writes: sanitized content, owned files (422 on `fileIds`), the publication time. */
async function columnsOf(deps: Pick<Deps, "db">, sellerId: string, body: MemberPostBody) {
  await requireOwnedMedia(deps, { ownerId: sellerId, ids: body.fileIds, kind: "file", field: "fileIds" });
  return {
    title: body.title,
    content: sanitizeRichText(body.content, "post"),
    fileIds: body.fileIds,
    publishedAt: body.publishedAt ? new Date(body.publishedAt) : null,
  };
}

/** Creates a post; 404 for a product that is not the seller's membership, 422 for a file not theirs. */
export async function createMemberPost(
  deps: Pick<Deps, "db">,
  input: { sellerId: string; productId: string; body: MemberPostBody },
): Promise<MemberPost> {
  await requireOwnMembership(deps.db, input);
  const columns = await columnsOf(deps, input.sellerId, input.body);
  const [row] = await deps.db
    .insert(mp)
    .values({ id: newId(), productId: input.productId, sellerId: input.sellerId, ...columns })
    .returning();
  if (!row) throw new Error("createMemberPost: the insert returned no row");
  return toView(row, await postFiles(deps.db, [row]));
}

/** Replaces a post's fields; its new-post email, once sent, is never sent again. */
export async function updateMemberPost(
  deps: Pick<Deps, "db">,
  input: { sellerId: string; productId: string; postId: string; body: MemberPostBody },
): Promise<MemberPost> {
  await findPostRow(deps.db, input);
  const columns = await columnsOf(deps, input.sellerId, input.body);
  const [row] = await deps.db
    .update(mp)
    .set({ ...columns, updatedAt: new Date() })
    .where(eq(mp.id, input.postId))
    .returning();
  if (!row) throw notFound(MEMBERSHIP_MESSAGES.postNotFound);
  return toView(row, await postFiles(deps.db, [row]));
}

/** Deletes a post for good (its members no longer see it). */
export async function deleteMemberPost(db: Db, input: { sellerId: string; productId: string; postId: string }) {
  await findPostRow(db, input);
  await db.delete(mp).where(eq(mp.id, input.postId));
}
