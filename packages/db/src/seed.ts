/**
 * The demo store seeded on first start of an empty database, so a newcomer sees a real storefront
 * at `/demo` (DESIGN §5): the seller, an avatar, and the products of `seed-products.ts` with
 * covers and real files generated here (PDF e-book, ZIP of templates, PDF checklist), and the
 * course's modules and text lessons.
 */
import { sql } from "drizzle-orm";
import type { Db } from "./client";
import { newId } from "./ids";
import { courseLessons, courseModules, media, memberPosts, productFiles, products, users } from "./schema";
import { CHECKLIST, EBOOK } from "./seed-ebook";
import { renderAvatar, renderCover } from "./seed-images";
import { renderPdf } from "./seed-pdf";
import { DEMO_PRODUCTS, type SeedFile } from "./seed-products";
import { renderTemplatePack } from "./seed-templates";

export const DEMO_USERNAME = "demo";
const DEMO_COLOR = "#DB2777";

/**
 * Where the seed writes its images and files: the API's storage (DATA_DIR/files or S3), so they
 * are served exactly like uploads.
 */
export interface SeedStorage {
  /** Stores `bytes` as a new private object under a fresh key of `kind` and returns the key. */
  save(kind: "images" | "files", bytes: Uint8Array): Promise<string>;
}

type MediaRow = typeof media.$inferInsert;

async function renderFile(file: SeedFile): Promise<Uint8Array> {
  if (file.render === "ebook") return renderPdf(EBOOK, DEMO_COLOR);
  if (file.render === "checklist") return renderPdf(CHECKLIST, "#0D9488");
  return renderTemplatePack(DEMO_COLOR);
}

/**
 * Seeds the demo store when the users table is empty; does nothing otherwise. Returns whether it
 * seeded. Without `storage` (some tests), only what needs no stored file is seeded: the seller and
 * every product but the downloads, without covers. Objects are written first and the rows in one transaction, so a crash
 * leaves either no demo store (and a few orphan objects) or the whole one.
 */
export async function seedDemoStore(db: Db, { storage }: { storage?: SeedStorage } = {}): Promise<boolean> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return false;
  const sellerId = newId();
  const mediaRows: MediaRow[] = [];

  const saveImage = async (name: string, image: { bytes: Uint8Array; width: number; height: number }) => {
    if (!storage) return null;
    const id = newId();
    const storageKey = await storage.save("images", image.bytes);
    const size = image.bytes.byteLength;
    mediaRows.push({ id, ownerId: sellerId, kind: "image", storageKey, name, mime: "image/webp", size, ...image });
    return id;
  };

  const avatarId = await saveImage("nadia-putri.webp", await renderAvatar("NP", "#F472B6", "#BE185D"));
  const productRows: (typeof products.$inferInsert)[] = [];
  const fileRows: (typeof productFiles.$inferInsert)[] = [];
  const moduleRows: (typeof courseModules.$inferInsert)[] = [];
  const lessonRows: (typeof courseLessons.$inferInsert)[] = [];
  const postRows: (typeof memberPosts.$inferInsert)[] = [];
  for (const product of DEMO_PRODUCTS) {
    if (product.file && !storage) continue;
    const id = newId();
    const coverMediaId = product.cover
      ? await saveImage(
          `${product.slug}.webp`,
          await renderCover({ ...product.cover, title: product.cover.title ?? product.title }),
        )
      : null;
    if (product.file && storage) {
      const bytes = await renderFile(product.file);
      const fileId = newId();
      const storageKey = await storage.save("files", bytes);
      mediaRows.push({
        id: fileId,
        ownerId: sellerId,
        kind: "file",
        storageKey,
        name: product.file.name,
        mime: product.file.mime,
        size: bytes.byteLength,
      });
      fileRows.push({ productId: id, mediaId: fileId, position: 0 });
    }
    for (const post of product.posts ?? []) {
      postRows.push({ id: newId(), productId: id, sellerId, ...post, publishedAt: new Date(), notifiedAt: new Date() });
    }
    for (const [modulePosition, module] of (product.modules ?? []).entries()) {
      const moduleId = newId();
      moduleRows.push({ id: moduleId, productId: id, title: module.title, position: modulePosition });
      for (const [position, lesson] of module.lessons.entries()) {
        lessonRows.push({
          id: newId(),
          productId: id,
          moduleId,
          title: lesson.title,
          kind: "text",
          body: lesson.body,
          durationMinutes: lesson.durationMinutes,
          preview: lesson.preview ?? false,
          position,
        });
      }
    }
    productRows.push({
      id,
      sellerId,
      type: product.type,
      slug: product.slug,
      title: product.title,
      description: product.description,
      price: product.price,
      status: "published",
      position: productRows.length,
      coverMediaId,
      settings: product.settings,
    });
  }
  // A membership names what it includes by slug here; the seeded rows by id.
  const idOfSlug = new Map(productRows.map((row) => [row.slug, row.id]));
  for (const product of DEMO_PRODUCTS) {
    const row = productRows.find((candidate) => candidate.slug === product.slug);
    const membership = row?.settings?.membership;
    if (!row || !membership || !product.includedSlugs) continue;
    row.settings = {
      ...row.settings,
      membership: {
        ...membership,
        includedProductIds: product.includedSlugs.flatMap((slug) => idOfSlug.get(slug) ?? []),
      },
    };
  }

  await db.transaction(async (tx) => {
    await tx.insert(users).values({
      id: sellerId,
      email: "demo@example.com",
      name: "Nadia Putri",
      username: DEMO_USERNAME,
      phone: "6281234567890",
      bio: "Desainer grafis & kreator konten di Yogyakarta. Template, e-book dan kelas singkat untuk UMKM yang ingin tampil rapi di media sosial.",
      avatarUrl: avatarId ? `/v1/images/${avatarId}` : null,
      emailVerifiedAt: new Date(),
      onboardedAt: new Date(),
      socialLinks: { instagram: "nadiaputri.design", tiktok: "nadiaputri.design", website: "" },
      theme: { color: DEMO_COLOR, buttonStyle: "pill", font: "sans", background: "soft" },
    });
    if (mediaRows.length) await tx.insert(media).values(mediaRows);
    if (productRows.length) await tx.insert(products).values(productRows);
    if (fileRows.length) await tx.insert(productFiles).values(fileRows);
    if (moduleRows.length) await tx.insert(courseModules).values(moduleRows);
    if (lessonRows.length) await tx.insert(courseLessons).values(lessonRows);
    if (postRows.length) await tx.insert(memberPosts).values(postRows);
  });
  return true;
}
