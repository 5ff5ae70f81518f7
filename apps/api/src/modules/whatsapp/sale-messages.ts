import { tables } from "@lapak/db";
import type { SaleWhatsappMessage } from "@lapak/shared/schemas/whatsapp";
import { asc, eq } from "drizzle-orm";
import type { Deps } from "../../lib/deps";

/** The WhatsApp messages of transaction `transactionId`, oldest first, for its seller's sale detail (ADR 0021). */
export async function whatsappMessagesOf(
  { db }: Pick<Deps, "db">,
  transactionId: string,
): Promise<SaleWhatsappMessage[]> {
  const w = tables.whatsappMessages;
  const rows = await db.select().from(w).where(eq(w.transactionId, transactionId)).orderBy(asc(w.createdAt), asc(w.id));
  return rows.map((row) => ({
    kind: row.kind,
    status: row.status,
    error: row.error,
    sentAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}
