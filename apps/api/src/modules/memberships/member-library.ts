/**
 * A membership in its member's library (`/my-library`, ADR 0049): the memberships of the library
 * session's email, and — while active — their posts and the posts' files. After the end every read
 * answers 403 `membership_ended` "Keanggotaan Anda berakhir pada {WIB date}" with `renewUrl`, the
 * checkout of the last period bought; an email that never held a pass gets 404, as for
 * any product it did not buy. Access is decided at `now` to the millisecond (`isMemberAt`).
 */
import { type Db, tables } from "@lapak/db";
import { formatDateWib } from "@lapak/shared/date";
import { isMemberAt } from "@lapak/shared/membership-period";
import { type LibraryMembership, type LibraryPost, MEMBERSHIP_MESSAGES } from "@lapak/shared/schemas/membership";
import { and, desc, eq, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { Storage } from "../../integrations/storage/storage";
import { AppError, notFound } from "../../lib/app-error";
import { isUuid } from "../../lib/uuid";
import type { StoredFile } from "../downloads/send-stored";
import { orderProgress } from "../learning/progress";
import { includedProducts } from "./included-products";
import { postFiles } from "./member-posts";
import { firstPassOf, type MemberSpan, memberSpanOf, memberSpans } from "./standing-passes";

const p = tables.products;
const u = tables.users;
const mp = tables.memberPosts;

/** The library path of an included course's lessons. */
export function memberCoursePath(productId: string, courseId: string): string {
  return `/v1/library/memberships/${productId}/courses/${courseId}`;
}

/** `{APP_URL}/checkout/{productId}?periode={months}`: the checkout of that period, to fill in and pay. */
export function renewUrlOf(appUrl: string, product: { id: string }, months: number) {
  return `${appUrl}/checkout/${product.id}?periode=${months}`;
}

/**
 * The memberships (with their sellers) of `ids`, deleted ones too: a member keeps seeing what they
 * paid for, and a reminder still names it. Keyed by product id.
 */
export async function membershipProducts(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, never>();
  const rows = await db
    .select({
      id: p.id,
      title: p.title,
      slug: p.slug,
      settings: p.settings,
      sellerId: p.sellerId,
      sellerName: u.name,
      username: u.username,
    })
    .from(p)
    .innerJoin(u, eq(u.id, p.sellerId))
    .where(inArray(p.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** `GET /v1/library/memberships`: the email's memberships, active first, each with its renewal link. */
export async function listLibraryMemberships(
  { db, appUrl }: { db: Db; appUrl: string },
  email: string,
  now = new Date(),
): Promise<LibraryMembership[]> {
  const spans = await memberSpans(db, eq(tables.membershipPasses.buyerEmail, email));
  const products = await membershipProducts(
    db,
    spans.map((span) => span.productId),
  );
  const off = new Set(
    spans.length === 0
      ? []
      : (
          await db
            .select({ productId: tables.memberPostEmailsOff.productId })
            .from(tables.memberPostEmailsOff)
            .where(eq(tables.memberPostEmailsOff.buyerEmail, email))
        ).map((row) => row.productId),
  );
  const result: LibraryMembership[] = [];
  for (const span of spans) {
    const product = products.get(span.productId);
    if (!product) continue;
    const active = isMemberAt(span.expiresAt, now);
    result.push({
      productId: span.productId,
      title: product.title,
      seller: { name: product.sellerName, username: product.username },
      since: span.since.toISOString(),
      expiresAt: span.expiresAt.toISOString(),
      active,
      renewUrl: renewUrlOf(appUrl, product, span.lastMonths),
      included: active ? await includedWithFiles(db, span, product.settings?.membership?.includedProductIds ?? []) : [],
      postEmails: !off.has(span.productId),
    });
  }
  return result.sort((a, b) => Number(b.active) - Number(a.active) || b.expiresAt.localeCompare(a.expiresAt));
}

/**
 * The live included products of the member's membership (`ids`, in its order): each download with
 * its files in the product's order and the library URL that serves each to an active member; each
 * course with the member's progress and the library path of its lessons.
 */
async function includedWithFiles(db: Db, span: MemberSpan, ids: string[]) {
  const { productId } = span;
  const products = await includedProducts(db, ids);
  const downloads = products.filter((item) => item.type === "digital_download").map((item) => item.id);
  const pf = tables.productFiles;
  const m = tables.media;
  const files =
    downloads.length === 0
      ? []
      : await db
          .select({ productId: pf.productId, id: m.id, name: m.name, size: m.size })
          .from(pf)
          .innerJoin(m, eq(m.id, pf.mediaId))
          .where(inArray(pf.productId, downloads))
          .orderBy(pf.position);
  const first = products.some((item) => item.type === "course") ? await firstPassOf(db, productId, span.email) : null;
  const progress = await Promise.all(
    products.map(async (item) =>
      item.type === "course" && first
        ? (await orderProgress(db, { transactionId: first.id, productId: item.id })).progress
        : null,
    ),
  );
  return products.map((item, index) => ({
    ...item,
    course:
      item.type === "course"
        ? {
            url: memberCoursePath(productId, item.id),
            progress: {
              completed: progress[index]?.completed ?? 0,
              total: progress[index]?.total ?? 0,
              percent: progress[index]?.percent ?? 0,
            },
          }
        : null,
    files: files
      .filter((file) => file.productId === item.id)
      .map(({ id, name, size }) => ({
        id,
        name,
        size,
        url: `/v1/library/memberships/${productId}/included/${item.id}/files/${id}`,
      })),
  }));
}

/**
 * A file of a download membership `productId` includes, for an active member (ADR 0049): the
 * download must be one the membership includes now, live, of the same seller, and the file one of
 * its own; anything else is 404, an ended membership 403 (`requireActiveMember`).
 */
export async function findIncludedFile(
  deps: { db: Db; appUrl: string; storage: Storage },
  input: { email: string; productId: string; includedId: string; fileId: string; now?: Date },
): Promise<StoredFile & { name: string }> {
  const now = input.now ?? new Date();
  await requireActiveMember(deps, { ...input, now });
  const missing = () => notFound("Berkas tidak ditemukan");
  if (!isUuid(input.includedId) || !isUuid(input.fileId)) throw missing();
  const membership = (await membershipProducts(deps.db, [input.productId])).get(input.productId);
  if (!membership?.settings?.membership?.includedProductIds.includes(input.includedId)) throw missing();
  const pf = tables.productFiles;
  const m = tables.media;
  const [media] = await deps.db
    .select({ storageKey: m.storageKey, name: m.name, mime: m.mime })
    .from(pf)
    .innerJoin(m, eq(m.id, pf.mediaId))
    .innerJoin(p, eq(p.id, pf.productId))
    .where(
      and(
        eq(pf.productId, input.includedId),
        eq(pf.mediaId, input.fileId),
        eq(p.type, "digital_download"),
        isNull(p.deletedAt),
        eq(p.sellerId, membership.sellerId),
      ),
    )
    .limit(1);
  if (!media) throw missing();
  const stored = await deps.storage.stat(media.storageKey);
  if (!stored) throw missing();
  return { ...media, size: stored.size };
}

/**
 * The active membership of `email` in `productId`, or: 404 "Anda belum menjadi anggota" for an email
 * that never held a standing pass (a refunded one included), 403 `membership_ended` after its end.
 */
export async function requireActiveMember(
  { db, appUrl }: { db: Db; appUrl: string },
  { email, productId, now = new Date() }: { email: string; productId: string; now?: Date },
): Promise<MemberSpan> {
  const span = isUuid(productId) ? await memberSpanOf(db, productId, email) : null;
  if (!span) throw notFound(MEMBERSHIP_MESSAGES.notMember);
  if (!isMemberAt(span.expiresAt, now)) {
    const product = (await membershipProducts(db, [productId])).get(productId);
    throw new AppError("membership_ended", MEMBERSHIP_MESSAGES.ended(formatDateWib(span.expiresAt)), {
      renewUrl: product ? renewUrlOf(appUrl, product, span.lastMonths) : undefined,
    });
  }
  return span;
}

/** The published posts (up to `now`) of `productId`, newest first, with their files' URLs. */
async function readablePosts(db: Db, productId: string, now: Date, postId?: string): Promise<LibraryPost[]> {
  const rows = await db
    .select()
    .from(mp)
    .where(
      and(
        eq(mp.productId, productId),
        isNotNull(mp.publishedAt),
        lte(mp.publishedAt, now),
        postId ? eq(mp.id, postId) : undefined,
      ),
    )
    .orderBy(desc(mp.publishedAt), desc(mp.id))
    .limit(postId ? 1 : 200);
  const files = await postFiles(db, rows);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    content: row.content,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    files: row.fileIds.flatMap((id) => {
      const file = files.get(id);
      return file ? [{ ...file, url: `/v1/library/memberships/${productId}/posts/${row.id}/files/${id}` }] : [];
    }),
  }));
}

/** `GET /v1/library/memberships/{productId}/posts`: for an active member only (`requireActiveMember`). */
export async function listLibraryPosts(
  deps: { db: Db; appUrl: string },
  input: { email: string; productId: string; now?: Date },
): Promise<LibraryPost[]> {
  const now = input.now ?? new Date();
  await requireActiveMember(deps, { ...input, now });
  return readablePosts(deps.db, input.productId, now);
}

/** `GET /v1/library/memberships/{productId}/posts/{postId}`: one published post, for an active member. */
export async function getLibraryPost(
  deps: { db: Db; appUrl: string },
  input: { email: string; productId: string; postId: string; now?: Date },
): Promise<LibraryPost> {
  const now = input.now ?? new Date();
  await requireActiveMember(deps, { ...input, now });
  const [post] = isUuid(input.postId) ? await readablePosts(deps.db, input.productId, now, input.postId) : [];
  if (!post) throw notFound(MEMBERSHIP_MESSAGES.postNotFound);
  return post;
}

/** A post's stored file for an active member: the seller's own upload that the post attaches; else 404. */
export async function findPostFile(
  deps: { db: Db; appUrl: string; storage: Storage },
  input: { email: string; productId: string; postId: string; fileId: string; now?: Date },
): Promise<StoredFile & { name: string }> {
  const post = await getLibraryPost(deps, input);
  const missing = () => notFound("Berkas tidak ditemukan");
  if (!isUuid(input.fileId) || !post.files.some((file) => file.id === input.fileId)) throw missing();
  const m = tables.media;
  const [media] = await deps.db
    .select({ storageKey: m.storageKey, name: m.name, mime: m.mime })
    .from(m)
    .innerJoin(p, and(eq(p.id, sql`${input.productId}::uuid`), eq(p.sellerId, m.ownerId)))
    .where(and(eq(m.id, sql`${input.fileId}::uuid`), eq(m.kind, "file")))
    .limit(1);
  if (!media) throw missing();
  const stored = await deps.storage.stat(media.storageKey);
  if (!stored) throw missing();
  return { ...media, size: stored.size };
}

/**
 * `PUT /v1/library/memberships/{productId}/post-emails`: turns the new-post emails of one
 * membership on or off for the session's email (a member past or present; 404 otherwise).
 */
export async function setPostEmails(
  db: Db,
  { email, productId, enabled }: { email: string; productId: string; enabled: boolean },
): Promise<void> {
  const span = isUuid(productId) ? await memberSpanOf(db, productId, email) : null;
  if (!span) throw notFound(MEMBERSHIP_MESSAGES.notMember);
  const off = tables.memberPostEmailsOff;
  if (enabled) await db.delete(off).where(and(eq(off.productId, productId), eq(off.buyerEmail, email)));
  else await db.insert(off).values({ productId, buyerEmail: email }).onConflictDoNothing();
}
