import { type Db, newId, tables } from "@lapak/db";
import { and, eq } from "drizzle-orm";
import { isUniqueViolation } from "../../lib/postgres-errors";
import { newCertificateCode } from "./certificate-code";

export type CertificateRow = typeof tables.certificates.$inferSelect;

/**
 * Issues the certificate of a paid order for course or event `productId` (DESIGN §4
 * "Certificates"): what it shows is frozen here — the holder's name, the course title and the
 * seller's name as they are now. One per order and product: asked again, it returns the one already
 * issued. Draws a new code on the rare collision.
 */
export async function issueCertificate(
  db: Db,
  input: {
    transactionId: string;
    productId: string;
    holderName: string;
    courseTitle: string;
    sellerName: string;
    completedAt: Date;
  },
): Promise<CertificateRow> {
  const c = tables.certificates;
  for (let attempt = 0; ; attempt++) {
    const [issued] = await db
      .insert(c)
      .values({ id: newId(), code: newCertificateCode(), ...input })
      .onConflictDoNothing({ target: [c.transactionId, c.productId] })
      .returning()
      .catch((error: unknown) => {
        if (attempt < 5 && isUniqueViolation(error)) return [];
        throw error;
      });
    if (issued) return issued;
    const [existing] = await db
      .select()
      .from(c)
      .where(and(eq(c.transactionId, input.transactionId), eq(c.productId, input.productId)));
    if (existing) return existing;
  }
}
