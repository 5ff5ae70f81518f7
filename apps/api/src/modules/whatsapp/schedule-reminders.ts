/**
 * An event's or a 1:1 session's WhatsApp reminder (ADR 0021): enqueued beside its email by the
 * `event-reminders` and `session-reminders` jobs, in their DB transaction, for a buyer who ticked
 * "Kirim info pesanan ke WhatsApp saya" and gave a number. `send-whatsapp` builds it when it runs
 * (template `WHATSAPP_TEMPLATE_SCHEDULE_REMINDER`) and sends it once per order and kind.
 */
import type { Db } from "@lapak/db";
import type { Deps } from "../../lib/deps";
import { SEND_WHATSAPP, type SendWhatsappJob } from "./send-whatsapp";

/** Enqueues the `day` (24 hours before) or `hour` reminder of order `transactionId` in `tx`; nothing when WhatsApp is off. */
export async function enqueueScheduleWhatsapp(
  { jobs, config }: Pick<Deps, "jobs" | "config">,
  tx: Db,
  transactionId: string,
  kind: "day" | "hour",
): Promise<void> {
  if (!config.whatsapp) return;
  await jobs.send<SendWhatsappJob>(
    SEND_WHATSAPP,
    { transactionId, kind: kind === "day" ? "schedule_reminder_day" : "schedule_reminder_hour" },
    { tx },
  );
}
