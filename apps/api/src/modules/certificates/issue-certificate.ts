import { type Db, newId, tables } from "@lapak/db";
import { eq } from "drizzle-orm";
import { isUniqueViolation } from "../../lib/postgres-errors";
import { newCertificateCode } from "./certificate-code";

export type CertificateRow = typeof tables.certificates.$inferSelect;

/**
 * Issues the certificate of a paid course order (DESIGN §4 "Certificates"): what it shows is frozen
 * here — the holder's name, the course title and the seller's name as they are now. One per order:
 * asked again, it returns the one already issued. Draws a new code on the rare collision.
 */
export async function issueCertificate(
  db: Db,
  input: { transactionId: string; holderName: string; courseTitle: string; sellerName: string; completedAt: Date },
): Promise<CertificateRow> {
  for (let attempt = 0; ; attempt++) {
    const [issued] = await db
      .insert(tables.certificates)
      .values({ id: newId(), code: newCertificateCode(), ...input })
      .onConflictDoNothing({ target: tables.certificates.transactionId })
      .returning()
      .catch((error: unknown) => {
        if (attempt < 5 && isUniqueViolation(error)) return [];
        throw error;
      });
    if (issued) return issued;
    const [existing] = await db
      .select()
      .from(tables.certificates)
      .where(eq(tables.certificates.transactionId, input.transactionId));
    if (existing) return existing;
  }
}
