/**
 * What Meta's webhook reports of our messages (ADR 0021): the latest status of each, for the
 * seller's sale detail. Statuses can arrive out of order (a `read` before its `delivered`), so a
 * status never replaces a later one: accepted < sent < delivered < read; `failed` always wins.
 */
import { tables } from "@lapak/db";
import type { WhatsappMessageStatus } from "@lapak/shared/schemas/whatsapp";
import { eq } from "drizzle-orm";
import type { MessageStatusReport } from "../../integrations/whatsapp/whatsapp";
import type { Deps } from "../../lib/deps";

// `sending` and `skipped` rows have no Meta message id, so no report names them.
const RANK: Record<WhatsappMessageStatus, number> = {
  sending: -1,
  accepted: 0,
  sent: 1,
  delivered: 2,
  read: 3,
  failed: 4,
  skipped: 5,
};

/**
 * Stores each report on the message it names (under a row lock, so two deliveries of the webhook
 * at once keep the later status). Reports of messages we do not know (another app on the same
 * number) are ignored. Returns how many messages changed.
 */
export async function recordMessageStatuses(
  { db }: Pick<Deps, "db">,
  reports: MessageStatusReport[],
): Promise<{ updated: number }> {
  let updated = 0;
  const w = tables.whatsappMessages;
  for (const report of reports) {
    await db.transaction(async (tx) => {
      const [message] = await tx
        .select({ id: w.id, status: w.status })
        .from(w)
        .where(eq(w.messageId, report.messageId))
        .for("update");
      if (!message || RANK[report.status] <= RANK[message.status]) return;
      await tx
        .update(w)
        .set({ status: report.status, error: report.error, updatedAt: report.at })
        .where(eq(w.id, message.id));
      updated++;
    });
  }
  return { updated };
}
