import { type Db, tables } from "@lapak/db";
import { isCertificateCode } from "@lapak/shared/certificate-code";
import type { PublicCertificate } from "@lapak/shared/schemas/library";
import { eq } from "drizzle-orm";
import { AppError } from "../../lib/app-error";

/**
 * `GET /v1/certificates/{code}` (public): what the certificate says — holder, course, seller,
 * completion date — for anyone who scans its QR (DESIGN §4 "Certificates"); nothing about the
 * order or the email. Throws 404 `not_found` for an unknown or malformed code alike.
 */
export async function getPublicCertificate(db: Db, code: string): Promise<PublicCertificate> {
  if (!isCertificateCode(code)) throw notFound();
  const [row] = await db.select().from(tables.certificates).where(eq(tables.certificates.code, code)).limit(1);
  if (!row) throw notFound();
  return {
    code: row.code,
    holderName: row.holderName,
    courseTitle: row.courseTitle,
    sellerName: row.sellerName,
    completedAt: row.completedAt.toISOString(),
    issuedAt: row.issuedAt.toISOString(),
  };
}

function notFound(): AppError {
  return new AppError("not_found", "Sertifikat tidak ditemukan. Periksa kembali kodenya.");
}
