/**
 * The WhatsApp side of a paid sale (ADR 0021): called inside `notifySale`'s claim, so the messages
 * are enqueued once per sale, in the same DB transaction that claims it.
 */
import { type Db, tables } from "@lapak/db";
import { eq } from "drizzle-orm";
import type { Deps } from "../../lib/deps";
import { SEND_WHATSAPP, type SendWhatsappJob } from "./send-whatsapp";

/**
 * Enqueues (on `tx`) the buyer's receipt when they consented at checkout and gave a number, and
 * the seller's new-sale alert when they opted in and verified their number (ADR 0021). Nothing when
 * WhatsApp is off.
 */
export async function enqueueSaleWhatsapp(
  { config, jobs }: Pick<Deps, "config" | "jobs">,
  tx: Db,
  row: { id: string; sellerId: string; buyerPhone: string | null; whatsappConsentAt: Date | null },
): Promise<void> {
  if (!config.whatsapp) return;
  if (row.whatsappConsentAt && row.buyerPhone) {
    await jobs.send<SendWhatsappJob>(SEND_WHATSAPP, { transactionId: row.id, kind: "receipt" }, { tx });
  }
  const u = tables.users;
  const [seller] = await tx
    .select({ phone: u.phone, optedIn: u.newSaleWhatsapp, verifiedAt: u.phoneVerifiedAt })
    .from(u)
    .where(eq(u.id, row.sellerId));
  if (seller?.optedIn && seller.phone && seller.verifiedAt) {
    await jobs.send<SendWhatsappJob>(SEND_WHATSAPP, { transactionId: row.id, kind: "new_sale" }, { tx });
  }
}
