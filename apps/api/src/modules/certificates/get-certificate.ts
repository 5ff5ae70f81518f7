import { type Db, tables } from "@lapak/db";
import { isCertificateCode } from "@lapak/shared/certificate-code";
import type { PublicCertificate } from "@lapak/shared/schemas/library";
import { eq, sql } from "drizzle-orm";
import { AppError } from "../../lib/app-error";

/**
 * `GET /v1/certificates/{code}` (public): what the certificate says — holder, course or event
 * (`kind`), seller, completion or attendance date — for anyone who scans its QR (DESIGN §4 "Certificates"); nothing about the
 * order or the email. Throws 404 `not_found` for an unknown or malformed code alike.
 */
export async function getPublicCertificate(db: Db, code: string): Promise<PublicCertificate> {
  if (!isCertificateCode(code)) throw notFound();
  const c = tables.certificates;
  const t = tables.transactions;
  const [found] = await db
    .select({ row: c, type: sql<string>`${t.productSnapshot}->>'type'` })
    .from(c)
    .innerJoin(t, eq(t.id, c.transactionId))
    .where(eq(c.code, code))
    .limit(1);
  if (!found) throw notFound();
  const { row } = found;
  return {
    code: row.code,
    holderName: row.holderName,
    courseTitle: row.courseTitle,
    sellerName: row.sellerName,
    completedAt: row.completedAt.toISOString(),
    issuedAt: row.issuedAt.toISOString(),
    kind: found.type === "event" ? "event" : "course",
  };
}

function notFound(): AppError {
  return new AppError("not_found", "Sertifikat tidak ditemukan. Periksa kembali kodenya.");
}
