/**
 * A course order's certificate (DESIGN §4 "Certificates"): issued once every current lesson is
 * complete, to a course that gives one, with the name typed at checkout or the one the buyer
 * sets before it is issued; frozen from then on, whatever the course or the name becomes.
 */
import type { Db } from "@lapak/db";
import { tables } from "@lapak/db";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import type { Storage } from "../../integrations/storage/storage";
import { AppError, notFound } from "../../lib/app-error";
import { renderCertificatePdf } from "../certificates/certificate-pdf";
import { type CertificateRow, issueCertificate } from "../certificates/issue-certificate";
import type { CourseOrder } from "./course-order";
import { issuedCertificate } from "./get-course";
import { orderProgress } from "./progress";

/**
 * Issues (or returns the already issued) certificate of a learner's course (`order`, resolved by
 * the caller). `holderName`, when given, is printed instead of the checkout name — only before the
 * first issue. Throws 404 for a course without certificates, 409 `conflict` below 100 % or when a
 * certificate already carries another name.
 */
export async function issueCourseCertificate(db: Db, order: CourseOrder, holderName?: string): Promise<CertificateRow> {
  if (order.settings.certificate !== true) throw notFound("Kelas ini tidak memberi sertifikat");
  const existing = await issuedCertificate(db, order);
  if (existing) {
    if (holderName !== undefined && holderName !== existing.holderName) {
      throw new AppError("conflict", "Sertifikat sudah diterbitkan; nama di sertifikat tidak bisa diubah lagi.");
    }
    return existing;
  }
  const { progress } = await orderProgress(db, order);
  if (progress.percent < 100 || !progress.completedAt) {
    throw new AppError("conflict", "Selesaikan semua pelajaran dulu untuk mendapatkan sertifikat.");
  }
  return issueCertificate(db, {
    transactionId: order.transactionId,
    productId: order.productId,
    holderName: holderName ?? order.buyerName,
    courseTitle: order.title,
    sellerName: order.sellerName,
    completedAt: new Date(progress.completedAt),
  });
}

/**
 * `GET …/certificate.pdf` of a learner's course: issues the certificate if need be
 * (as `issueCourseCertificate`, with the checkout name) and renders it, on the seller's background
 * when the course has one (`settings.certificateBackgroundId`, an image they uploaded; stored as
 * WebP, so turned to PNG for the PDF). A background missing from storage is left out, not an error.
 */
export async function courseCertificatePdf(
  { db, storage, appUrl }: { db: Db; storage: Storage; appUrl: string },
  order: CourseOrder,
): Promise<{ code: string; pdf: Uint8Array }> {
  const certificate = await issueCourseCertificate(db, order);
  const background = await backgroundOf({ db, storage }, order);
  const pdf = await renderCertificatePdf({ ...certificate, appUrl, background });
  return { code: certificate.code, pdf };
}

async function backgroundOf({ db, storage }: { db: Db; storage: Storage }, order: CourseOrder) {
  const id = order.settings.certificateBackgroundId;
  if (!id) return null;
  const m = tables.media;
  const [media] = await db
    .select({ storageKey: m.storageKey })
    .from(m)
    .where(and(eq(m.id, id), eq(m.kind, "image")))
    .limit(1);
  if (!media || !(await storage.stat(media.storageKey))) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.get(media.storageKey)) chunks.push(chunk as Buffer);
  return new Uint8Array(await sharp(Buffer.concat(chunks)).png().toBuffer());
}
