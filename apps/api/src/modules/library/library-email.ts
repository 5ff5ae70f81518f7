import type { MailMessage } from "../../integrations/mail/mailer";
import { simpleEmail } from "../../integrations/mail/simple-email";

/**
 * The library sign-in email (DESIGN §4 "Buyer library"): the 6-digit code, in the subject too, and
 * the one-time link `{APP_URL}/my-library/sign-in?token=…` that signs in directly. The same email
 * goes to every address asked for, bought or not, so neither the answer nor the mail flow tells
 * whether an email has bought (the library of an email without purchases is simply empty).
 */
export function libraryCodeEmail(to: string, { code, link, minutes }: { code: string; link: string; minutes: number }) {
  return simpleEmail({
    kind: "library_code",
    to,
    subject: `${code} adalah kode masuk Pustaka Saya di Lapak`,
    greeting: "Halo,",
    paragraphs: [
      `Kode masuk Pustaka Saya: ${code}`,
      `Kode dan tautan di bawah berlaku ${minutes} menit dan hanya bisa dipakai sekali. Di Pustaka Saya ada semua pembelian dengan email ini.`,
      "Jangan berikan kode ini kepada siapa pun, termasuk yang mengaku dari Lapak. Jika Anda tidak memintanya, abaikan email ini.",
    ],
    action: { label: "Masuk ke Pustaka Saya", url: link },
  }) satisfies MailMessage;
}
