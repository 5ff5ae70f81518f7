import { newId, tables } from "@lapak/db";
import { and, eq, isNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../env";
import { simpleEmail } from "../../integrations/mail/simple-email";
import type { Deps } from "../../lib/deps";
import { withUnsubscribeLink } from "./unsubscribe";

/** The `message` every subscribe answers with, new email or not (no answer tells them apart). */
export const SUBSCRIBED_MESSAGE = "Terima kasih, Anda sudah berlangganan";

/**
 * `POST /v1/subscribe {email}` (SPEC §7, the platform newsletter): stores the email once (unique,
 * `ON CONFLICT DO NOTHING`) and mails one confirmation. The send is claimed by setting
 * `confirmation_sent_at` where it is still null, so a second subscribe — or two at once — mails
 * nothing more, and typing someone else's address repeatedly cannot flood their inbox. The email is
 * a `send-email` job enqueued in the claim's DB transaction (ADR 0014): an SMTP outage delays it;
 * a failure to enqueue rolls the claim back (the next subscribe tries again) and never fails the call.
 * `email` is already trimmed and lower-cased by `subscribeBodySchema`.
 */
export async function subscribe(
  { db, mailer, config, log }: Pick<Deps, "db" | "mailer" | "config"> & { log: FastifyBaseLogger },
  { email }: { email: string },
): Promise<{ email: string; subscribed: true }> {
  const s = tables.subscribers;
  await db.insert(s).values({ id: newId(), email }).onConflictDoNothing({ target: s.email });
  try {
    // The claim and the email's job commit together: a confirmation is claimed only if it is queued.
    await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(s)
        .set({ confirmationSentAt: new Date() })
        .where(and(eq(s.email, email), isNull(s.confirmationSentAt)))
        .returning({ id: s.id });
      if (claimed) await mailer.send(subscribedEmail(email, config), { tx });
    });
  } catch (err) {
    log.error({ err, mail: "newsletter_confirmation" }, "newsletter confirmation email could not be queued");
  }
  return { email, subscribed: true };
}

/**
 * "Anda berlangganan kabar Lapak": what was signed up for and how often, with the one-click
 * "Berhenti Berlangganan" link every issue carries (`unsubscribe.ts`).
 */
export function subscribedEmail(email: string, config: Pick<Config, "appUrl" | "appSecret">) {
  const appUrl = config.appUrl;
  const message = simpleEmail({
    kind: "newsletter_confirmation",
    to: email,
    subject: "Anda berlangganan kabar Lapak",
    greeting: "Halo,",
    paragraphs: [
      `Alamat ${email} baru saja didaftarkan untuk menerima kabar Lapak: tips berjualan produk digital, cerita kreator, dan fitur baru — paling banyak dua kali sebulan.`,
      "Bukan Anda yang mendaftar, atau ingin berhenti kapan saja? Tautan Berhenti Berlangganan di bawah setiap email kabar Lapak menghapus alamat Anda dari daftar dengan satu klik.",
    ],
    action: { label: "Kunjungi Lapak", url: appUrl },
  });
  return withUnsubscribeLink(message, email, config);
}
