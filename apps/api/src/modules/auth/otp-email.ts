import type { MailMessage } from "../../integrations/mail/mailer";

/** The OTP email: Indonesian, plain text + simple HTML, code in the subject too (DESIGN §5). */
export function otpEmail(to: string, code: string, minutes: number): MailMessage {
  const text = [
    "Halo,",
    "",
    `Kode verifikasi Lapak Anda: ${code}`,
    "",
    `Kode ini berlaku ${minutes} menit. Jangan berikan kode ini kepada siapa pun, termasuk yang mengaku dari Lapak.`,
    "",
    "Jika Anda tidak meminta kode ini, abaikan email ini.",
    "",
    "Salam,",
    "Tim Lapak",
  ].join("\n");
  const html = `<!doctype html><html lang="id"><body style="font-family:Arial,sans-serif;color:#111827">
<p>Halo,</p>
<p>Kode verifikasi Lapak Anda:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${code}</p>
<p>Kode ini berlaku ${minutes} menit. Jangan berikan kode ini kepada siapa pun, termasuk yang mengaku dari Lapak.</p>
<p style="color:#6b7280">Jika Anda tidak meminta kode ini, abaikan email ini.</p>
<p>Salam,<br>Tim Lapak</p>
</body></html>`;
  return { to, subject: `${code} adalah kode verifikasi Lapak Anda`, text, html, kind: "otp" };
}
