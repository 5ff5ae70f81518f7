import { tables } from "@lapak/db";
import { and, eq, gt, isNull, lte } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Deps } from "../../lib/deps";
import { notifySale } from "./notify-sale";

/**
 * Scheduled job `notify-unnotified-sales` (every 5 minutes, ADR 0014): a paid transaction whose emails were never claimed (the process
 * stopped between the payment's commit and `notifySale`) more than a minute and less than a day
 * after it was paid gets them now, through `notifySale`'s claim (once). Returns how many.
 */
export async function notifyUnnotifiedSales(
  deps: Pick<Deps, "db" | "jobs" | "config"> & { log: FastifyBaseLogger },
  { now = new Date() }: { now?: Date } = {},
): Promise<{ notified: number }> {
  const t = tables.transactions;
  const rows = await deps.db
    .select({ id: t.id })
    .from(t)
    .where(
      and(
        eq(t.status, "paid"),
        isNull(t.notifiedAt),
        lte(t.paidAt, new Date(now.getTime() - 60_000)),
        gt(t.paidAt, new Date(now.getTime() - 24 * 60 * 60_000)),
      ),
    )
    .limit(500);
  for (const { id } of rows) await notifySale(deps, id, deps.log);
  return { notified: rows.length };
}
