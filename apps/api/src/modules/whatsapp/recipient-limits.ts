/**
 * How many messages one number may get from the platform (ADR 0021 "Limits on what is sent and to
 * whom"): anyone can type any number at checkout, and a seller any number on their profile, so a
 * number typed by a person gets at most 3 messages in 24 hours and 5 in 7 days, across every store
 * and instance. Counted in `whatsapp_messages` by `recipient`; the count and the row that claims a
 * place are made under a transaction-scoped advisory lock on the number, so concurrent jobs to one
 * number (on any instance) never send a 4th. The seller's new-sale alert goes only to a number its
 * seller verified, and is neither limited nor counted: a busy seller gets every alert.
 */
import { type Db, newId, tables } from "@lapak/db";
import type { WhatsappMessageKind } from "@lapak/shared/schemas/whatsapp";
import { and, eq, inArray, ne, sql } from "drizzle-orm";

/** Messages a number may get in any 24 hours (ADR 0021). */
export const DAILY_MESSAGES_PER_NUMBER = 3;
/** Messages a number may get in any 7 days (ADR 0021). */
export const WEEKLY_MESSAGES_PER_NUMBER = 5;

/** The kinds that go to a number a person typed, and so count toward its limits. */
export const LIMITED_KINDS: readonly WhatsappMessageKind[] = [
  "payment_reminder",
  "receipt",
  "phone_verification",
  "schedule_reminder_day",
  "schedule_reminder_hour",
];

/** Why a message was held back, as the seller reads it on the sale's detail. */
export const LIMIT_REASON = `Nomor ini sudah menerima ${DAILY_MESSAGES_PER_NUMBER} pesan dalam 24 jam atau ${WEEKLY_MESSAGES_PER_NUMBER} pesan dalam 7 hari`;

export interface MessageToReserve {
  kind: WhatsappMessageKind;
  /** `628…`. */
  recipient: string;
  /** The sale it is about (unique with `kind`); absent for a phone verification code. */
  transactionId?: string;
  /** The seller whose number a phone verification code goes to. */
  userId?: string;
}

/** The outcome of {@link reserveMessage}. */
export type Reservation =
  /** Counted and recorded as `sending`: send it, then record Meta's answer on row `id`. */
  | { outcome: "reserved"; id: string }
  /** Over the number's limits: recorded as `skipped` with {@link LIMIT_REASON}; send nothing, do not retry. */
  | { outcome: "skipped" }
  /** The sale already has this message (a retried or duplicated job): send nothing. */
  | { outcome: "recorded" };

/**
 * Claims a place for one message to `recipient` in one DB transaction: for a limited kind, under
 * the number's advisory lock, counts the number's messages of the last 24 hours and 7 days (all but
 * `skipped` ones, by the database clock) and records the message as `skipped` when either limit is
 * reached, else as `sending`; `new_sale` is recorded as `sending` without a count.
 */
export async function reserveMessage(db: Db, message: MessageToReserve): Promise<Reservation> {
  const w = tables.whatsappMessages;
  const limited = LIMITED_KINDS.includes(message.kind);
  return db.transaction(async (tx) => {
    if (limited) await lockNumber(tx, message.recipient);
    if (message.transactionId) {
      const [already] = await tx
        .select({ id: w.id })
        .from(w)
        .where(and(eq(w.transactionId, message.transactionId), eq(w.kind, message.kind)));
      if (already) return { outcome: "recorded" as const };
    }
    const over = limited && (await isOverLimits(tx, message.recipient));
    const id = newId();
    const [row] = await tx
      .insert(w)
      .values({
        id,
        transactionId: message.transactionId ?? null,
        userId: message.userId ?? null,
        kind: message.kind,
        recipient: message.recipient,
        status: over ? "skipped" : "sending",
        error: over ? LIMIT_REASON : null,
      })
      .onConflictDoNothing()
      .returning({ id: w.id });
    if (!row) return { outcome: "recorded" as const };
    return over ? { outcome: "skipped" as const } : { outcome: "reserved" as const, id };
  });
}

/** Holds `recipient`'s lock until the surrounding transaction ends (PostgreSQL and PGlite). */
async function lockNumber(tx: Db, recipient: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`whatsapp-recipient:${recipient}`}))`);
}

async function isOverLimits(tx: Db, recipient: string): Promise<boolean> {
  const w = tables.whatsappMessages;
  const [counts] = await tx
    .select({
      day: sql<number>`count(*) filter (where ${w.createdAt} > now() - interval '24 hours')`.mapWith(Number),
      week: sql<number>`count(*)`.mapWith(Number),
    })
    .from(w)
    .where(
      and(
        eq(w.recipient, recipient),
        inArray(w.kind, [...LIMITED_KINDS]),
        ne(w.status, "skipped"),
        sql`${w.createdAt} > now() - interval '7 days'`,
      ),
    );
  return (counts?.day ?? 0) >= DAILY_MESSAGES_PER_NUMBER || (counts?.week ?? 0) >= WEEKLY_MESSAGES_PER_NUMBER;
}
