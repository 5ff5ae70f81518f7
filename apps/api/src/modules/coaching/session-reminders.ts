/**
 * Scheduled job `session-reminders` (every minute, ADR 0014, ADR 0047): the buyer's and the
 * seller's email 24 hours and 1 hour before each booked 1:1 session, once each per start time —
 * also with several instances — and again after the buyer moves it; and, to a buyer who ticked
 * WhatsApp at checkout, the same reminder on WhatsApp (once per order and kind, ADR 0021).
 * Transactional (about a session they booked or sell), so no marketing consent is asked (DESIGN §5).
 */
import { type Db, tables } from "@lapak/db";
import { formatEventTimeWib } from "@lapak/shared/date";
import type { StoredCoaching } from "@lapak/shared/schemas/product";
import { and, eq, gt, inArray, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { MailMessage } from "../../integrations/mail/mailer";
import { simpleEmail } from "../../integrations/mail/simple-email";
import type { Deps } from "../../lib/deps";
import { queuedMailer } from "../../lib/jobs/send-email";
import { locationLine } from "../events/ticket";
import { enqueueScheduleWhatsapp } from "../whatsapp/schedule-reminders";

const HOUR_MS = 3_600_000;

const REMINDERS = [
  { kind: "day", label: "besok", from: HOUR_MS, to: 24 * HOUR_MS },
  { kind: "hour", label: "1 jam lagi", from: 0, to: HOUR_MS },
] as const;

/**
 * Claims and enqueues the reminders due at `now`: per standing session (paid, not refunded in
 * full) starting within 24 hours, the day one from 24 hours to 1 hour before and the hour one in
 * the last hour. Its column (`day_reminder_for` / `hour_reminder_for`) is set to the session's
 * start in the same DB transaction as the emails' jobs, only where it holds another start or none
 * — so each goes once per start time. Returns how many sessions it reminded.
 */
export async function remindSessions(
  { db, jobs, config }: Pick<Deps, "db" | "jobs" | "config">,
  { now = new Date() }: { now?: Date } = {},
): Promise<{ reminded: number }> {
  const mailer = queuedMailer(jobs);
  let reminded = 0;
  for (const reminder of REMINDERS) {
    reminded += await db.transaction(async (tx) => {
      const claimed = await claimSessions(tx, reminder.kind, {
        after: new Date(now.getTime() + reminder.from),
        until: new Date(now.getTime() + reminder.to),
      });
      for (const session of claimed) {
        for (const message of sessionReminderEmails({
          ...session,
          label: reminder.label,
          kind: reminder.kind,
          appUrl: config.appUrl,
        })) {
          await mailer.send(message, { tx });
        }
        if (session.whatsapp) await enqueueScheduleWhatsapp({ jobs, config }, tx, session.transactionId, reminder.kind);
      }
      return claimed.length;
    });
  }
  return { reminded };
}

/** Marks the `kind` reminder of every standing session starting in `(after, until]` as sent; returns them. */
async function claimSessions(tx: Db, kind: "day" | "hour", { after, until }: { after: Date; until: Date }) {
  const s = tables.coachingSessions;
  const t = tables.transactions;
  const column = kind === "day" ? s.dayReminderFor : s.hourReminderFor;
  const notYet: SQL | undefined = or(isNull(column), sql`${column} <> ${s.startsAt}`);
  const standing = sql`exists (select 1 from ${t} where ${t.id} = ${s.transactionId} and ${t.status} = 'paid'
    and (${t.amount} = 0 or ${t.refundedAmount} < ${t.amount}))`;
  const claimed = await tx
    .update(s)
    .set(kind === "day" ? { dayReminderFor: sql`${s.startsAt}` } : { hourReminderFor: sql`${s.startsAt}` })
    .where(and(gt(s.startsAt, after), lte(s.startsAt, until), notYet, standing))
    .returning({
      transactionId: s.transactionId,
      productId: s.productId,
      sellerId: s.sellerId,
      startsAt: s.startsAt,
      endsAt: s.endsAt,
    });
  if (claimed.length === 0) return [];
  const p = tables.products;
  const u = tables.users;
  const rows = await tx
    .select({
      id: t.id,
      code: t.code,
      buyerName: t.buyerName,
      buyerEmail: t.buyerEmail,
      whatsapp: sql<boolean>`${t.whatsappConsentAt} is not null and ${t.buyerPhone} is not null`,
      title: p.title,
      settings: p.settings,
      sellerName: u.name,
      sellerEmail: u.email,
    })
    .from(t)
    .innerJoin(p, eq(p.id, t.productId))
    .innerJoin(u, eq(u.id, t.sellerId))
    .where(
      inArray(
        t.id,
        claimed.map((row) => row.transactionId),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return claimed.flatMap((session) => {
    const row = byId.get(session.transactionId);
    const coaching = row?.settings.coaching;
    return row && coaching ? [{ ...session, ...row, coaching }] : [];
  });
}

/**
 * "Pengingat: sesi {produk} besok" / "… 1 jam lagi" to the buyer (with the order page) and to the
 * seller (with Jadwal): when (WIB) and where — the meeting link, which only they get.
 */
export function sessionReminderEmails({
  transactionId,
  code,
  buyerName,
  buyerEmail,
  sellerName,
  sellerEmail,
  title,
  startsAt,
  endsAt,
  coaching,
  label,
  kind,
  appUrl,
}: {
  transactionId: string;
  code: string;
  buyerName: string;
  buyerEmail: string;
  sellerName: string;
  sellerEmail: string;
  title: string;
  startsAt: Date;
  endsAt: Date;
  coaching: StoredCoaching;
  label: string;
  kind: "day" | "hour";
  appUrl: string;
}): MailMessage[] {
  const when = `Waktu: ${formatEventTimeWib(startsAt, endsAt)}`;
  const where = `${coaching.location.kind === "online" ? "Tautan sesi" : "Tempat"}: ${locationLine(coaching)}`;
  return [
    simpleEmail({
      kind: `session-reminder-${kind}`,
      to: buyerEmail,
      subject: `Pengingat: sesi ${title} dimulai ${label}`,
      greeting: `Halo ${buyerName},`,
      paragraphs: [
        `Pengingat: sesi "${title}" bersama ${sellerName} dimulai ${label}.`,
        when,
        where,
        `Kode pesanan: ${code}`,
      ],
      action: { label: "Pesanan dan file kalender", url: `${appUrl}/my-order/${transactionId}` },
    }),
    simpleEmail({
      kind: `session-reminder-seller-${kind}`,
      to: sellerEmail,
      subject: `Pengingat: sesi dengan ${buyerName} dimulai ${label}`,
      greeting: `Halo ${sellerName},`,
      paragraphs: [`Sesi "${title}" dengan ${buyerName} (${code}) dimulai ${label}.`, when, where],
      action: { label: "Buka Jadwal", url: `${appUrl}/dashboard/schedule` },
    }),
  ];
}
