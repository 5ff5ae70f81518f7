/**
 * Leaving Lapak's own newsletter in one click (UU PDP No. 27/2022: consent can be withdrawn as
 * easily as it was given): every issue carries a link signed for its address; opening it asks
 * for one confirming click (or a mail app's RFC 8058 POST), which removes the address from
 * `subscribers`. No account, no email to support.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { tables } from "@lapak/db";
import { eq } from "drizzle-orm";
import type { Config } from "../../env";
import type { MailMessage } from "../../integrations/mail/mailer";
import type { Deps } from "../../lib/deps";

/** The link's token for `email`: HMAC-SHA256 keyed by `APP_SECRET`, base64url (43 characters). */
export function unsubscribeToken(email: string, appSecret: string): string {
  return createHmac("sha256", appSecret).update(`newsletter-unsubscribe:${email}`).digest("base64url");
}

/** `{APP_URL}/v1/unsubscribe?email=…&token=…`, the one-click link of `email`'s issues. */
export function unsubscribeUrl(email: string, config: Pick<Config, "appUrl" | "appSecret">): string {
  const query = new URLSearchParams({ email, token: unsubscribeToken(email, config.appSecret) });
  return `${config.appUrl}/v1/unsubscribe?${query}`;
}

/**
 * `message`, an issue of the newsletter to `email`, with the one-click link as its last paragraph
 * (text and HTML) and as its `List-Unsubscribe` header (RFC 2369) with `List-Unsubscribe-Post`
 * (RFC 8058), which mail apps show as a button that POSTs to the link.
 */
export function withUnsubscribeLink(
  message: MailMessage,
  email: string,
  config: Pick<Config, "appUrl" | "appSecret">,
): MailMessage {
  const url = unsubscribeUrl(email, config);
  const escaped = url.replace(/&/g, "&amp;");
  return {
    ...message,
    text: `${message.text}\n\nTidak ingin menerima kabar Lapak lagi? Berhenti berlangganan dengan satu klik: ${url}\n`,
    html: message.html.replace(
      "</body>",
      `<p style="font-size:12px;color:#4b5563">Tidak ingin menerima kabar Lapak lagi? <a href="${escaped}">Berhenti Berlangganan</a> dengan satu klik.</p>\n</body>`,
    ),
    // RFC 8058: with List-Unsubscribe-Post, mail apps unsubscribe by a POST to the same URL.
    headers: {
      ...message.headers,
      "List-Unsubscribe": `<${url}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/** True when `token` is `email`'s own link token (compared in constant time). */
export function isUnsubscribeToken(email: string, token: string, appSecret: string): boolean {
  const expected = Buffer.from(unsubscribeToken(email, appSecret));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * `POST /v1/unsubscribe?email&token`: removes `email` from the newsletter when `token` is its own.
 * True when the link is genuine — also when the address had already left, so a second click reads
 * the same; false for a forged or mangled link (nothing changes). Opening the link (GET) only asks
 * for the confirming click: a mail scanner that follows links unsubscribes nobody.
 */
export async function unsubscribe(
  { db, config }: Pick<Deps, "db" | "config">,
  { email, token }: { email: string; token: string },
): Promise<boolean> {
  if (!isUnsubscribeToken(email, token, config.appSecret)) return false;
  await db.delete(tables.subscribers).where(eq(tables.subscribers.email, email));
  return true;
}
