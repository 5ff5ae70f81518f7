import { tables } from "@lapak/db";
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Storage } from "../../integrations/storage/storage";
import { notFound } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";
import { isUuid } from "../../lib/uuid";

/** An uploaded video as stored: where it is, its type and its size in bytes. */
export interface PreviewVideo {
  storageKey: string;
  mime: string;
  /** Bytes, as stored. */
  size: number;
}

const videoNotFound = () => notFound("Video tidak ditemukan");

/**
 * `GET /v1/courses/{productId}/lessons/{lessonId}/video` (DESIGN §3 "Kelas Online"): the uploaded
 * MP4 of a preview lesson, public like the product page. Only a preview video lesson of a
 * published, live course of a verified, unsuspended seller answers; any other lesson (a paid one is
 * the buyer's library's), an unknown id or a file missing from storage throws 404 — nothing tells a
 * paid lesson apart from one that does not exist.
 */
export async function findPreviewVideo(
  { db, storage }: Pick<Deps, "db"> & { storage: Storage },
  { productId, lessonId }: { productId: string; lessonId: string },
): Promise<PreviewVideo> {
  if (!isUuid(productId) || !isUuid(lessonId)) throw videoNotFound();
  const l = tables.courseLessons;
  const p = tables.products;
  const u = tables.users;
  const m = tables.media;
  const [row] = await db
    .select({ storageKey: m.storageKey, mime: m.mime })
    .from(l)
    .innerJoin(p, eq(p.id, l.productId))
    .innerJoin(u, eq(u.id, p.sellerId))
    // `video_ref` is text (a YouTube id elsewhere), the media id a uuid.
    .innerJoin(m, and(sql`${m.id}::text = ${l.videoRef}`, eq(m.ownerId, p.sellerId), eq(m.kind, "file")))
    .where(
      and(
        eq(l.id, lessonId),
        eq(l.productId, productId),
        eq(l.preview, true),
        eq(l.kind, "video"),
        eq(l.videoProvider, "file"),
        eq(p.type, "course"),
        eq(p.status, "published"),
        isNull(p.deletedAt),
        isNotNull(u.emailVerifiedAt),
        isNull(u.suspendedAt),
      ),
    )
    .limit(1);
  if (!row) throw videoNotFound();
  const stored = await storage.stat(row.storageKey);
  if (!stored) throw videoNotFound();
  return { ...row, size: stored.size };
}
