/**
 * A membership's emails (ADR 0049), each a scheduled job's work:
 * - `membership-reminders`: 7, 3 and 1 days before the end and on the day it ends, once each per
 *   end — also with several instances (a `membership_reminders` row is claimed before its email is
 *   queued, in one DB transaction) — each with the renewal link. Only the latest kind due is sent:
 *   a pass bought 2 days before its end gets the 3-day one, not the 7-day one too. A member who
 *   ticked "Kirim info pesanan ke WhatsApp saya" on their latest pass gets it on WhatsApp too
 *   (`lapak_pengingat_langganan`, once per pass and kind, ADR 0021). Transactional (about a pass
 *   they hold), so no marketing consent is asked (DESIGN §5).
 * - `member-post-emails`: a post whose publication time has come, once (`notified_at` claimed
 *   first), to every active member of its membership who did not turn its emails off; its store's
 *   cached pages are told of it (`announce`), since a scheduled post's teaser shows only from then.
 */
import { tables } from "@lapak/db";
import { formatDateWib } from "@lapak/shared/date";
import { isMemberAt } from "@lapak/shared/membership-period";
import { MEMBERSHIP_REMINDER_DAYS } from "@lapak/shared/schemas/membership";
import { and, eq, isNotNull, isNull, lte } from "drizzle-orm";
import type { MailMessage } from "../../integrations/mail/mailer";
import { simpleEmail } from "../../integrations/mail/simple-email";
import type { Deps } from "../../lib/deps";
import { queuedMailer } from "../../lib/jobs/send-email";
import { SEND_WHATSAPP, type SendWhatsappJob } from "../whatsapp/send-whatsapp";
import { membershipProducts, renewUrlOf } from "./member-library";
import { renewLabel } from "./members";
import { teaserOf } from "./membership-view";
import { memberSpans } from "./standing-passes";

const DAY_MS = 86_400_000;

type ReminderKind = "7d" | "3d" | "1d" | "ended";

/**
 * The reminder due at `now` for a membership ending at `expiresAt`: `7d` within 7 days, `3d` within
 * 3, `1d` within 1, `ended` from the end to a day after it; null otherwise.
 */
export function reminderDue(expiresAt: Date, now: Date): ReminderKind | null {
  const left = expiresAt.getTime() - now.getTime();
  if (left <= 0) return left > -DAY_MS ? "ended" : null;
  const [week, few, one] = MEMBERSHIP_REMINDER_DAYS;
  if (left <= one * DAY_MS) return "1d";
  if (left <= few * DAY_MS) return "3d";
  if (left <= week * DAY_MS) return "7d";
  return null;
}

/**
 * Sends the reminders due at `now` (see the module's note); returns how many went out. The spans
 * are folded from every standing pass — a read that grows with the passes sold, fine at a job
 * every 15 minutes (ADR 0049).
 */
export async function remindMembers(
  { db, jobs, config }: Pick<Deps, "db" | "jobs" | "config">,
  { now = new Date() }: { now?: Date } = {},
): Promise<{ reminded: number }> {
  const due = (await memberSpans(db, undefined)).flatMap((span) => {
    const kind = reminderDue(span.expiresAt, now);
    return kind ? [{ span, kind }] : [];
  });
  if (due.length === 0) return { reminded: 0 };
  const products = await membershipProducts(
    db,
    due.map(({ span }) => span.productId),
  );
  const mailer = queuedMailer(jobs);
  let reminded = 0;
  for (const { span, kind } of due) {
    const product = products.get(span.productId);
    if (!product) continue;
    const sent = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(tables.membershipReminders)
        .values({ productId: span.productId, buyerEmail: span.email, expiresAt: span.expiresAt, kind })
        .onConflictDoNothing()
        .returning({ kind: tables.membershipReminders.kind });
      if (!claimed) return false;
      // The same reminder on WhatsApp, about the latest pass, to a member who ticked it at checkout.
      const latest = span.transactionIds.at(-1);
      if (config.whatsapp && latest) {
        const t = tables.transactions;
        const [consent] = await tx
          .select({ at: t.whatsappConsentAt, phone: t.buyerPhone })
          .from(t)
          .where(eq(t.id, latest));
        if (consent?.at && consent.phone) {
          await jobs.send<SendWhatsappJob>(
            SEND_WHATSAPP,
            { transactionId: latest, kind: `membership_reminder_${kind}` },
            { tx },
          );
        }
      }
      await mailer.send(
        reminderEmail({
          kind,
          to: span.email,
          name: span.name,
          title: product.title,
          sellerName: product.sellerName,
          expiresAt: span.expiresAt,
          renewUrl: renewUrlOf(config.appUrl, product, span.lastMonths),
          months: span.lastMonths,
        }),
        { tx },
      );
      return true;
    });
    if (sent) reminded++;
  }
  return { reminded };
}

/** "Langganan {produk} berakhir dalam 7 hari" … "Langganan {produk} berakhir hari ini". */
export function reminderEmail({
  kind,
  to,
  name,
  title,
  sellerName,
  expiresAt,
  renewUrl,
  months,
}: {
  kind: ReminderKind;
  to: string;
  name: string;
  title: string;
  sellerName: string;
  expiresAt: Date;
  renewUrl: string;
  months: number;
}): MailMessage {
  const on = formatDateWib(expiresAt);
  const when = kind === "ended" ? "telah berakhir" : `berakhir dalam ${kind.slice(0, -1)} hari`;
  return simpleEmail({
    kind: `membership-reminder-${kind}`,
    to,
    subject: `Langganan ${title} ${kind === "ended" ? "berakhir hari ini" : when}`,
    greeting: `Halo ${name},`,
    paragraphs: [
      kind === "ended"
        ? `Keanggotaan Anda di "${title}" dari ${sellerName} berakhir pada ${on}. Postingan khusus anggota tidak bisa dibuka lagi sampai Anda memperpanjang.`
        : `Keanggotaan Anda di "${title}" dari ${sellerName} ${when}, pada ${on}.`,
      "Tidak ada tagihan otomatis: perpanjang kapan saja dengan QRIS, virtual account atau e-wallet. Perpanjangan lebih awal tidak menghilangkan sisa hari Anda.",
    ],
    action: { label: renewLabel(months), url: renewUrl },
  });
}

/**
 * Mails each post whose publication time has come (at `now`) and that was not mailed yet, to the
 * active members of its membership but those who turned its emails off; returns how many posts.
 */
export async function notifyMemberPosts(
  { db, jobs, config }: Pick<Deps, "db" | "jobs" | "config">,
  {
    now = new Date(),
    announce,
  }: {
    now?: Date;
    /** Told each mailed post's seller: its storefront's teasers changed (a scheduled post went live). */
    announce?: (seller: { id: string; username: string | null }) => void;
  } = {},
): Promise<{ posts: number; emails: number }> {
  const mp = tables.memberPosts;
  const mailer = queuedMailer(jobs);
  let posts = 0;
  let emails = 0;
  for (;;) {
    const sent = await db.transaction(async (tx) => {
      // One post at a time, claimed under its row lock: two instances never mail one post twice.
      const [post] = await tx
        .select({ id: mp.id, productId: mp.productId, title: mp.title, content: mp.content })
        .from(mp)
        .where(and(isNull(mp.notifiedAt), isNotNull(mp.publishedAt), lte(mp.publishedAt, now)))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!post) return null;
      await tx.update(mp).set({ notifiedAt: now }).where(eq(mp.id, post.id));
      const product = (await membershipProducts(tx, [post.productId])).get(post.productId);
      const off = tables.memberPostEmailsOff;
      const optedOut = new Set(
        (await tx.select({ email: off.buyerEmail }).from(off).where(eq(off.productId, post.productId))).map(
          (row) => row.email,
        ),
      );
      const members = (await memberSpans(tx, eq(tables.membershipPasses.productId, post.productId))).filter(
        (span) => isMemberAt(span.expiresAt, now) && !optedOut.has(span.email),
      );
      if (product) {
        for (const member of members) {
          await mailer.send(
            simpleEmail({
              kind: "member-post",
              to: member.email,
              subject: `Postingan baru di ${product.title}: ${post.title}`,
              greeting: `Halo ${member.name},`,
              paragraphs: [
                `${product.sellerName} menerbitkan postingan baru khusus anggota "${product.title}":`,
                post.title,
                teaserOf(post.content),
                "Tidak ingin email ini? Matikan pemberitahuan postingan untuk langganan ini di Pustaka Saya.",
              ],
              action: {
                label: "Baca di Pustaka Saya",
                url: `${config.appUrl}/my-library/memberships/${post.productId}`,
              },
            }),
            { tx },
          );
        }
      }
      if (product) announce?.({ id: product.sellerId, username: product.username });
      return members.length;
    });
    if (sent === null) break;
    posts++;
    emails += sent;
  }
  return { posts, emails };
}
