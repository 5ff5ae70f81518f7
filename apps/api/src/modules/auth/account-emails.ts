/**
 * Emails that tell an account's owner about something done with their address (DESIGN §6):
 * Indonesian, plain text + simple HTML, no code in them.
 */
import type { MailMessage } from "../../integrations/mail/mailer";

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
