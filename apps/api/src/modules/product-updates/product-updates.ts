/**
 * Kirim Pembaruan (DESIGN §4 "Product updates"): `POST /v1/products/{id}/updates` adds new files
 * to a seller's digital download — to the product, for buyers to come, and to every past order of
 * it (`update-files.ts`) — and queues the one email to its buyers (`update-emails.ts`);
 * `GET /v1/products/{id}/updates` lists them, newest first.
 */
import { type Db, newId, tables } from "@lapak/db";
import {
  MAX_UPDATES_PER_DAY,
  PRODUCT_UPDATE_MESSAGES,
  type ProductUpdate,
  type ProductUpdateBody,
} from "@lapak/shared/schemas/product-update";
import { and, count, desc, eq, gt, inArray, isNull, max } from "drizzle-orm";
import { AppError, fieldError, notFound } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";
import { isUuid } from "../../lib/uuid";
import { requireOwnedMedia } from "../media/owned-media";
import { PRODUCT_UPDATE_EMAILS, type ProductUpdateEmailsJob } from "./update-emails";

const DAY_MS = 86_400_000;
const u = tables.productUpdates;
type UpdateRow = typeof u.$inferSelect;

const productNotFound = () => notFound("Produk tidak ditemukan");

/** The seller's live product `productId` (404 otherwise, another seller's alike). */
export async function requireOwnProduct(db: Db, { sellerId, productId }: { sellerId: string; productId: string }) {
  const p = tables.products;
  const [row] = isUuid(productId)
    ? await db
        .select({ id: p.id, type: p.type })
        .from(p)
        .where(and(eq(p.id, productId), eq(p.sellerId, sellerId), isNull(p.deletedAt)))
    : [];
  if (!row) throw productNotFound();
  return row;
}

async function toViews(db: Db, rows: UpdateRow[]): Promise<ProductUpdate[]> {
  const ids = [...new Set(rows.flatMap((row) => row.fileIds))];
  const files = ids.length
    ? await db
        .select({ id: tables.media.id, name: tables.media.name, size: tables.media.size })
        .from(tables.media)
        .where(inArray(tables.media.id, ids))
    : [];
  const byId = new Map(files.map((file) => [file.id, file]));
  return rows.map((row) => ({
    id: row.id,
    productId: row.productId,
    files: row.fileIds.flatMap((id) => byId.get(id) ?? []),
    message: row.message,
    recipients: row.recipients,
    notifiedAt: row.notifiedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** The product's updates, newest first. Throws 404 unless it is the seller's live product. */
export async function listProductUpdates(
  db: Db,
  input: { sellerId: string; productId: string },
): Promise<ProductUpdate[]> {
  await requireOwnProduct(db, input);
  const rows = await db.select().from(u).where(eq(u.productId, input.productId)).orderBy(desc(u.createdAt), desc(u.id));
  return toViews(db, rows);
}

/**
 * Adds `body.fileIds` to the product after its files and records the update, in one DB transaction
 * with the job that mails its buyers. Throws 404 unless it is the seller's live product; 422 when
 * it is not a digital download, a file is not the seller's upload or is in the product already;
 * 429 after `MAX_UPDATES_PER_DAY` updates of the product in 24 hours (two at once count both:
 * the product's row is locked first).
 */
export async function createProductUpdate(
  { db, jobs }: Pick<Deps, "db" | "jobs">,
  {
    sellerId,
    productId,
    body,
    now = new Date(),
  }: { sellerId: string; productId: string; body: ProductUpdateBody; now?: Date },
): Promise<ProductUpdate> {
  const product = await requireOwnProduct(db, { sellerId, productId });
  if (product.type !== "digital_download") throw fieldError("productId", PRODUCT_UPDATE_MESSAGES.notDownload);
  await requireOwnedMedia({ db }, { ownerId: sellerId, ids: body.fileIds, kind: "file", field: "fileIds" });
  const row = await db.transaction(async (tx) => {
    await tx
      .select({ id: tables.products.id })
      .from(tables.products)
      .where(eq(tables.products.id, productId))
      .for("update");
    const [recent] = await tx
      .select({ n: count() })
      .from(u)
      .where(and(eq(u.productId, productId), gt(u.createdAt, new Date(now.getTime() - DAY_MS))));
    if (Number(recent?.n ?? 0) >= MAX_UPDATES_PER_DAY)
      throw new AppError("rate_limited", PRODUCT_UPDATE_MESSAGES.tooMany, { retryAfter: 3600 });
    const pf = tables.productFiles;
    const present = await tx
      .select({ mediaId: pf.mediaId })
      .from(pf)
      .where(and(eq(pf.productId, productId), inArray(pf.mediaId, body.fileIds)));
    if (present.length > 0) throw fieldError("fileIds", PRODUCT_UPDATE_MESSAGES.alreadyInProduct);
    const [last] = await tx
      .select({ position: max(pf.position) })
      .from(pf)
      .where(eq(pf.productId, productId));
    const start = (last?.position ?? -1) + 1;
    await tx.insert(pf).values(body.fileIds.map((mediaId, i) => ({ productId, mediaId, position: start + i })));
    await tx.update(tables.products).set({ updatedAt: now }).where(eq(tables.products.id, productId));
    const [created] = await tx
      .insert(u)
      .values({ id: newId(), productId, sellerId, fileIds: body.fileIds, message: body.message, createdAt: now })
      .returning();
    if (!created) throw new Error("createProductUpdate: the insert returned no row");
    await jobs.send<ProductUpdateEmailsJob>(PRODUCT_UPDATE_EMAILS, { updateId: created.id }, { tx });
    return created;
  });
  const [view] = await toViews(db, [row]);
  return view as ProductUpdate;
}
