import { Readable } from "node:stream";
import { tables } from "@lapak/db";
import { and, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import type { StoredObject } from "../../integrations/storage/storage";
import { notFound } from "../../lib/app-error";
import { isUuid } from "../../lib/uuid";
import { type ImageWidth, imageUrl, type MediaDeps } from "./media-deps";

export interface ImageToServe {
  stream: Readable;
  /** Bytes. */
  size: number;
  /** Whether anyone may see it (used as a live cover or an avatar) — decides the cache headers. */
  isPublic: boolean;
}

/**
 * `GET /v1/images/{id}?w=`: an image is served to anyone once it is used (the cover of a published,
 * live product, an avatar, the cover or a picture of a live blog post, or the cover an order shows —
 * `orderShowsCover`) and to its uploader always; anyone else gets 404 (DESIGN §3).
 * `width` asks for a narrower copy for `srcset`: made on first request and kept in storage beside
 * the original (an id never changes content, so a variant never goes stale).
 */
export async function getImage({
  db,
  storage,
  id,
  viewerId,
  width,
}: Pick<MediaDeps, "db" | "storage"> & { id: string; viewerId?: string; width?: ImageWidth }): Promise<ImageToServe> {
  if (!isUuid(id)) throw notFound("Gambar tidak ditemukan");
  const [image] = await db
    .select({
      ownerId: tables.media.ownerId,
      storageKey: tables.media.storageKey,
      width: tables.media.width,
      isPublic: sql<boolean>`(
        exists (select 1 from ${tables.products} p
                where p.cover_media_id = ${id} and p.status = 'published' and p.deleted_at is null)
        or exists (select 1 from ${tables.users} u where u.avatar_url = ${imageUrl(id)})
        or exists (select 1 from ${tables.blogPosts} b
                   where b.status = 'published' and b.published_at <= now()
                     and (b.cover_media_id = ${id} or b.image_ids @> jsonb_build_array(${id}::text)))
      )`,
    })
    .from(tables.media)
    .where(and(eq(tables.media.id, id), eq(tables.media.kind, "image")))
    .limit(1);
  if (!image) throw notFound("Gambar tidak ditemukan");
  const isPublic = image.isPublic || (image.ownerId !== viewerId && (await orderShowsCover(db, image.ownerId, id)));
  if (!(isPublic || image.ownerId === viewerId)) throw notFound("Gambar tidak ditemukan");

  let key = image.storageKey;
  // One stat per request (a round trip each on S3): the variant's, when it already exists.
  let stat: StoredObject | null = null;
  if (width && image.width && width < image.width) {
    key = `${image.storageKey}-w${width}`;
    stat = await storage.stat(key);
    if (!stat) {
      const original = await streamToBuffer(await storage.get(image.storageKey));
      const resized = await sharp(original).resize({ width }).webp({ quality: 80 }).toBuffer();
      stat = await storage.put(key, Readable.from([resized]));
    }
  }
  stat ??= await storage.stat(key);
  if (!stat) throw notFound("Gambar tidak ditemukan");
  return { stream: await storage.get(key), size: stat.size, isPublic: Boolean(isPublic) };
}

/**
 * True when an order of `sellerId` shows image `id` as its cover (DESIGN §3, upload-image): the
 * cover frozen at checkout, or the product's current cover for an order older than that snapshot. A
 * product is published when it is bought, so its cover was public then; hiding, editing or deleting
 * the product later must not break the order page. Asked only for an image not public otherwise.
 */
async function orderShowsCover(db: MediaDeps["db"], sellerId: string, id: string): Promise<boolean> {
  const t = tables.transactions;
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .innerJoin(tables.products, eq(tables.products.id, t.productId))
    .where(
      and(
        eq(t.sellerId, sellerId),
        sql`case when ${t.productSnapshot} ? 'coverMediaId' then ${t.productSnapshot}->>'coverMediaId'
                 else ${tables.products.coverMediaId}::text end = ${id}`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

async function streamToBuffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
