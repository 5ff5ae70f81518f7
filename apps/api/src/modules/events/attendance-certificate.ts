/**
 * The certificate of attendance (DESIGN §4 "Event / Webinar", "Certificates"): an event that gives
 * one gives it to each ticket holder once checked in, from the library, with the course
 * certificate's code and public page. Issued once, with the checkout name and the check-in day.
 */
import { type Db, tables } from "@lapak/db";
import { and, eq } from "drizzle-orm";
import { AppError, notFound } from "../../lib/app-error";
import { isUuid } from "../../lib/uuid";
import { renderCertificatePdf } from "../certificates/certificate-pdf";
import { issueCertificate } from "../certificates/issue-certificate";

const noCertificate = () => notFound("Sertifikat tidak ditemukan");

/**
 * `GET /v1/library/events/{transactionId}/certificate.pdf` for the library session of `email`:
 * issues the certificate if need be and renders it. Throws 404 for an order that is not a paid,
 * standing event order of `email`, or an event without certificates; 409 `conflict` before the
 * ticket was checked in.
 */
export async function attendanceCertificatePdf(
  { db, appUrl }: { db: Db; appUrl: string },
  { transactionId, email }: { transactionId: string; email: string },
): Promise<{ code: string; pdf: Uint8Array }> {
  if (!isUuid(transactionId)) throw noCertificate();
  const t = tables.transactions;
  const p = tables.products;
  const u = tables.users;
  const k = tables.eventTickets;
  const [order] = await db
    .select({
      buyerName: t.buyerName,
      productId: t.productId,
      amount: t.amount,
      refundedAmount: t.refundedAmount,
      title: p.title,
      settings: p.settings,
      sellerName: u.name,
      checkedInAt: k.checkedInAt,
    })
    .from(t)
    .innerJoin(p, eq(p.id, t.productId))
    .innerJoin(u, eq(u.id, t.sellerId))
    .innerJoin(k, eq(k.transactionId, t.id))
    .where(and(eq(t.id, transactionId), eq(t.buyerEmail, email), eq(t.status, "paid"), eq(p.type, "event")))
    .limit(1);
  if (!order || (order.amount > 0 && order.refundedAmount >= order.amount)) throw noCertificate();
  if (order.settings.certificate !== true) throw notFound("Acara ini tidak memberi sertifikat");
  if (!order.checkedInAt) throw new AppError("conflict", "Sertifikat tersedia setelah Anda check-in di acara.");
  const certificate = await issueCertificate(db, {
    transactionId,
    productId: order.productId,
    holderName: order.buyerName,
    courseTitle: order.title,
    sellerName: order.sellerName,
    completedAt: order.checkedInAt,
  });
  const pdf = await renderCertificatePdf({ ...certificate, appUrl, kind: "event" });
  return { code: certificate.code, pdf };
}
