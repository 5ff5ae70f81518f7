/**
 * Emails that tell an account's owner about something done with their address (DESIGN §6):
 * Indonesian, plain text + simple HTML, no code in them.
 */
import { formatWhenWib } from "@lapak/shared/date";
import { SUPPORT_EMAIL } from "@lapak/shared/site";
import type { MailMessage } from "../../integrations/mail/mailer";
import { simpleEmail } from "../../integrations/mail/simple-email";

function html(paragraphs: string[]): string {
  return `<!doctype html><html lang="id"><body style="font-family:Arial,sans-serif;color:#111827">
${paragraphs.map((p) => `<p>${p}</p>`).join("\n")}
</body></html>`;
}

/**
 * To the owner of a verified account when someone registers with its email: register answers as it
 * would for a new email (no account enumeration), so the owner hears of it here, with the way in
 * ("Masuk dengan kode OTP", `${appUrl}/login?mode=otp`) in case it was them and they forgot.
 */
export function registrationNoticeEmail(to: string, appUrl: string): MailMessage {
  const link = `${appUrl}/login?mode=otp`;
  const text = [
    "Halo,",
    "",
    "Seseorang mencoba mendaftar dengan email Anda di Lapak, padahal email ini sudah memiliki akun. Akun Anda tidak berubah: nama dan kata sandi tetap sama.",
    "",
    `Jika itu Anda, Anda tidak perlu mendaftar lagi. Lupa kata sandi? Masuk dengan kode OTP: ${link}`,
    "",
    "Jika bukan Anda, abaikan email ini. Jangan berikan kode OTP kepada siapa pun.",
    "",
    "Salam,",
    "Tim Lapak",
  ].join("\n");
  const body = html([
    "Halo,",
    "Seseorang mencoba mendaftar dengan email Anda di Lapak, padahal email ini sudah memiliki akun. Akun Anda tidak berubah: nama dan kata sandi tetap sama.",
    `Jika itu Anda, Anda tidak perlu mendaftar lagi. Lupa kata sandi? <a href="${link}">Masuk dengan kode OTP</a>.`,
    '<span style="color:#6b7280">Jika bukan Anda, abaikan email ini. Jangan berikan kode OTP kepada siapa pun.</span>',
    "Salam,<br>Tim Lapak",
  ]);
  return { to, subject: "Ada yang mencoba mendaftar dengan email Anda", text, html: body, kind: "registration_notice" };
}

/**
 * To the owner when wrong codes locked sign-in by code (DESIGN §6: 10 wrong codes lock it for 15
 * minutes), sent once per lock. `minutes` is the lock's length.
 */
export function otpLockedEmail(to: string, minutes: number): MailMessage {
  const lines = [
    `Ada 10 percobaan kode yang salah untuk masuk ke akun Lapak Anda. Demi keamanan, masuk dengan kode OTP kami kunci selama ${minutes} menit.`,
    `Jika itu Anda, tunggu ${minutes} menit lalu minta kode baru. Masuk dengan email dan kata sandi tetap bisa.`,
    "Jika bukan Anda, akun Anda tetap aman selama kode tidak diketahui orang lain. Jangan berikan kode OTP kepada siapa pun, termasuk yang mengaku dari Lapak.",
  ];
  const text = ["Halo,", "", ...lines.flatMap((line) => [line, ""]), "Salam,", "Tim Lapak"].join("\n");
  return {
    to,
    subject: "Masuk dengan kode OTP dikunci sementara",
    text,
    html: html(["Halo,", ...lines, "Salam,<br>Tim Lapak"]),
    kind: "otp_locked",
  };
}

/**
 * To the owner after the account's password was changed or reset (`PUT /v1/auth/password`), `at`
 * shown in WIB ("26 November 2026 pukul 22.40 WIB"), so someone who did not do it hears at once
 * and knows the way back: reset the password through "Lupa kata sandi" (`/forgot-password`, a code
 * to the inbox the intruder does not hold) and write to support. No link that signs in.
 */
export function passwordChangedEmail(user: { email: string; name: string }, at: Date, appUrl: string): MailMessage {
  return simpleEmail({
    kind: "password_changed",
    to: user.email,
    subject: "Kata sandi akun Lapak Anda diubah",
    greeting: `Halo ${user.name},`,
    paragraphs: [
      `Kata sandi akun Lapak Anda (${user.email}) diubah pada ${formatWhenWib(at)}. Semua perangkat lain yang masuk ke akun ini sudah dikeluarkan.`,
      "Jika itu Anda, abaikan email ini.",
      `Jika bukan Anda, segera atur ulang kata sandi lewat halaman Lupa kata sandi (${appUrl}/forgot-password, atau "Lupa kata sandi?" di ${appUrl}/login): kode akan dikirim ke email ini. Lalu hubungi kami di ${SUPPORT_EMAIL}. Jangan berikan kode OTP kepada siapa pun, termasuk yang mengaku dari Lapak.`,
    ],
    action: { label: "Atur Ulang Kata Sandi", url: `${appUrl}/forgot-password` },
  });
}
