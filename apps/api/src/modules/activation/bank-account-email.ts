/** The seller's notice that the payout bank account of their account was changed. */
import { bankName, maskAccountNumber } from "@lapak/shared/banks";
import { formatWhenWib } from "@lapak/shared/date";
import { SUPPORT_EMAIL } from "@lapak/shared/site";
import type { MailMessage } from "../../integrations/mail/mailer";
import { simpleEmail } from "../../integrations/mail/simple-email";

/**
 * "Rekening pencairan akun Lapak Anda diubah": when (`at`, in WIB), the new bank and the account
 * number masked to its last 4 digits ("•••• 7890") — the whole number never goes into an email. A
 * seller who did not make the change is told to reset the password (`/forgot-password`) and to
 * write to support before the data is approved, so withdrawals never reach the intruder's account.
 */
export function bankAccountChangedEmail(
  seller: { email: string; name: string },
  account: { bankCode: string; bankAccountNumber: string },
  at: Date,
  appUrl: string,
): MailMessage {
  return simpleEmail({
    kind: "payout_account_changed",
    to: seller.email,
    subject: "Rekening pencairan akun Lapak Anda diubah",
    greeting: `Halo ${seller.name},`,
    paragraphs: [
      `Rekening pencairan akun Lapak Anda (${seller.email}) diubah pada ${formatWhenWib(at)}.`,
      `Rekening baru: ${bankName(account.bankCode)} ${maskAccountNumber(account.bankAccountNumber)}. Penarikan saldo dikirim ke rekening ini setelah data aktivasi disetujui.`,
      "Jika itu Anda, abaikan email ini.",
      `Jika bukan Anda, segera atur ulang kata sandi lewat halaman Lupa kata sandi (${appUrl}/forgot-password, atau "Lupa kata sandi?" di ${appUrl}/login), lalu hubungi kami di ${SUPPORT_EMAIL} agar perubahan ini tidak kami setujui.`,
    ],
    action: { label: "Atur Ulang Kata Sandi", url: `${appUrl}/forgot-password` },
  });
}
