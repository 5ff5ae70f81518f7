/**
 * Scheduled job `event-reminders` (every minute, ADR 0014, ADR 0046): each ticket holder's email 24
 * hours and 1 hour before their event, once each per start time — also with several instances —
 * and again after the seller moves the event; and, to a buyer who ticked WhatsApp at checkout,
 * the same reminder on WhatsApp (once per order and kind, ADR 0021). Transactional (about a ticket
 * the buyer holds), so no marketing consent is asked (DESIGN §5).
 */
import { type Db, tables } from "@lapak/db";
import { formatEventTimeWib } from "@lapak/shared/date";
import type { StoredEvent } from "@lapak/shared/schemas/product";
import { and, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import type { MailMessage } from "../../integrations/mail/mailer";
import { simpleEmail } from "../../integrations/mail/simple-email";
import type { Deps } from "../../lib/deps";
import { queuedMailer } from "../../lib/jobs/send-email";
import { enqueueScheduleWhatsapp } from "../whatsapp/schedule-reminders";
import { locationLine } from "./ticket";

const HOUR_MS = 3_600_000;

/** The two reminders and the words their subject uses. */
const REMINDERS = [
  { kind: "day", label: "besok" },
  { kind: "hour", label: "1 jam lagi" },
] as const;
type ReminderKind = (typeof REMINDERS)[number]["kind"];

/**
 * The reminder due at `now` for an event starting at `startsAt`: the day one from 24 hours to 1
 * hour before, the hour one in the last hour; none once it started.
 */
export function dueReminder(startsAt: Date, now: Date): ReminderKind | null {
  const left = startsAt.getTime() - now.getTime();
  if (left <= 0) return null;
  if (left <= HOUR_MS) return "hour";
  if (left <= 24 * HOUR_MS) return "day";
  return null;
}

/**
 * Claims and enqueues the reminders due at `now` (`dueReminder`) of every live event starting
 * within 24 hours: per ticket of a paid order not refunded in full, its column
 * (`day_reminder_for` / `hour_reminder_for`) is set to the event's start in the same DB
 * transaction as the email's job, only where it holds another start or none — so each reminder
 * goes once per start time. Returns how many it enqueued.
 */
export async function remindTicketHolders(
  { db, jobs, config }: Pick<Deps, "db" | "jobs" | "config">,
  { now = new Date() }: { now?: Date } = {},
): Promise<{ reminded: number }> {
  const p = tables.products;
  const events = await db
    .select({ id: p.id, title: p.title, settings: p.settings })
    .from(p)
    .where(
      and(
        eq(p.type, "event"),
        isNull(p.deletedAt),
        sql`(${p.settings}->'event'->>'startsAt')::timestamptz > ${now.toISOString()}::timestamptz`,
        sql`(${p.settings}->'event'->>'startsAt')::timestamptz <= ${new Date(now.getTime() + 24 * HOUR_MS).toISOString()}::timestamptz`,
      ),
    );
  const mailer = queuedMailer(jobs);
  let reminded = 0;
  for (const product of events) {
    const event = product.settings.event;
    if (!event) continue;
    const startsAt = new Date(event.startsAt);
    const kind = dueReminder(startsAt, now);
    if (!kind) continue;
    reminded += await db.transaction(async (tx) => {
      const claimed = await claimTickets(tx, product.id, kind, startsAt);
      for (const ticket of claimed) {
        await mailer.send(
          ticketReminderEmail({ ...ticket, title: product.title, event, kind, appUrl: config.appUrl }),
          { tx },
        );
        if (ticket.whatsapp) await enqueueScheduleWhatsapp({ jobs, config }, tx, ticket.transactionId, kind);
      }
      return claimed.length;
    });
  }
  return { reminded };
}

/** Marks the `kind` reminder of every standing ticket of `productId` as sent for `startsAt`; returns them. */
async function claimTickets(tx: Db, productId: string, kind: ReminderKind, startsAt: Date) {
  const k = tables.eventTickets;
  const t = tables.transactions;
  const column = kind === "day" ? k.dayReminderFor : k.hourReminderFor;
  const notYet: SQL | undefined = or(isNull(column), sql`${column} <> ${startsAt.toISOString()}::timestamptz`);
  const standing = sql`exists (select 1 from ${t} where ${t.id} = ${k.transactionId} and ${t.status} = 'paid'
    and (${t.amount} = 0 or ${t.refundedAmount} < ${t.amount}))`;
  const claimed = await tx
    .update(k)
    .set(kind === "day" ? { dayReminderFor: startsAt } : { hourReminderFor: startsAt })
    .where(and(eq(k.productId, productId), notYet, standing))
    .returning({ transactionId: k.transactionId, code: k.code });
  if (claimed.length === 0) return [];
  const buyers = await tx
    .select({
      id: t.id,
      name: t.buyerName,
      email: t.buyerEmail,
      whatsapp: sql<boolean>`${t.whatsappConsentAt} is not null and ${t.buyerPhone} is not null`,
    })
    .from(t)
    .where(
      sql`${t.id} in (${sql.join(
        claimed.map((row) => sql`${row.transactionId}`),
        sql`, `,
      )})`,
    );
  const byId = new Map(buyers.map((buyer) => [buyer.id, buyer]));
  return claimed.flatMap((row) => {
    const buyer = byId.get(row.transactionId);
    return buyer
      ? [
          {
            transactionId: row.transactionId,
            code: row.code,
            name: buyer.name,
            email: buyer.email,
            whatsapp: buyer.whatsapp,
          },
        ]
      : [];
  });
}

/**
 * "Pengingat: {acara} besok" / "… 1 jam lagi": when (WIB), where — the online link, which only
 * ticket holders get —, the ticket code and the order page with the QR and the `.ics`.
 */
export function ticketReminderEmail({
  transactionId,
  code,
  name,
  email,
  title,
  event,
  kind,
  appUrl,
}: {
  transactionId: string;
  code: string;
  name: string;
  email: string;
  title: string;
  event: StoredEvent;
  kind: ReminderKind;
  appUrl: string;
}): MailMessage {
  const label = REMINDERS.find((reminder) => reminder.kind === kind)?.label ?? "";
  return simpleEmail({
    kind: `event-reminder-${kind}`,
    to: email,
    subject: `Pengingat: ${title} dimulai ${label}`,
    greeting: `Halo ${name},`,
    paragraphs: [
      `Pengingat: "${title}" dimulai ${label}.`,
      `Waktu: ${formatEventTimeWib(event.startsAt, event.endsAt)}`,
      `${event.location.kind === "online" ? "Tautan acara" : "Tempat"}: ${locationLine(event)}`,
      `Kode tiket: ${code}`,
    ],
    action: { label: "Tiket, QR dan file kalender", url: `${appUrl}/my-order/${transactionId}` },
  });
}
