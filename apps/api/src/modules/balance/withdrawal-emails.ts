/** The seller's emails about a withdrawal: sent to the bank account, or failed and returned. */
import type { tables } from "@lapak/db";
import { bankName, maskAccountNumber } from "@lapak/shared/banks";
import { formatRupiah } from "@lapak/shared/money";
import type { Config } from "../../env";
import type { MailMessage } from "../../integrations/mail/mailer";
import { simpleEmail } from "../../integrations/mail/simple-email";
import type { WithdrawalRow } from "./withdrawal-view";

type Seller = Pick<typeof tables.users.$inferSelect, "email" | "name">;

const account = (row: WithdrawalRow) =>
  `${bankName(row.bankCode)} ${maskAccountNumber(row.bankAccountNumber)} a.n. ${row.bankAccountName}`;

/**
 * "Penarikan Rp… berhasil dikirim" with the transfer reference; for a simulated withdrawal (ADR
 * 0023) "[Simulasi] …", saying plainly that no money was sent.
 */
export function withdrawalPaidEmail(row: WithdrawalRow, seller: Seller, config: Pick<Config, "appUrl">): MailMessage {
  if (row.simulated) {
    return simpleEmail({
      kind: "withdrawal-simulated",
      to: seller.email,
      subject: `[Simulasi] Penarikan ${formatRupiah(row.amount)} berhasil disimulasikan`,
      greeting: `Halo ${seller.name},`,
      paragraphs: [
        `Ini simulasi: penarikan ${formatRupiah(row.amount)} dari uang uji coba (sandbox) ke ${account(row)} berhasil disimulasikan.`,
        `Tidak ada uang yang dikirim ke rekening Anda. Nomor referensi simulasi: ${row.reference}.`,
        "Setelah toko memakai pembayaran sungguhan, penarikan saldo asli berjalan dengan cara yang sama dan dana masuk ke rekening ini.",
      ],
      action: { label: "Lihat Saldo", url: `${config.appUrl}/dashboard/balance` },
    });
  }
  return simpleEmail({
    kind: "withdrawal-paid",
    to: seller.email,
    subject: `Penarikan ${formatRupiah(row.amount)} berhasil dikirim`,
    greeting: `Halo ${seller.name},`,
    paragraphs: [
      `Penarikan saldo sebesar ${formatRupiah(row.amount)} sudah kami kirim ke ${account(row)}.`,
      `Nomor referensi transfer: ${row.reference}.`,
      "Dana biasanya sudah masuk dalam beberapa menit, paling lambat 1 hari kerja, tergantung bank Anda.",
    ],
    action: { label: "Lihat Saldo", url: `${config.appUrl}/dashboard/balance` },
  });
}

/** "Penarikan Rp… gagal" with the reason and the note that the money is back. */
export function withdrawalFailedEmail(row: WithdrawalRow, seller: Seller, config: Pick<Config, "appUrl">): MailMessage {
  return simpleEmail({
    kind: "withdrawal-failed",
    to: seller.email,
    subject: `Penarikan ${formatRupiah(row.amount)} gagal diproses`,
    greeting: `Halo ${seller.name},`,
    paragraphs: [
      `Penarikan saldo sebesar ${formatRupiah(row.amount)} ke ${account(row)} gagal diproses.`,
      `Alasan: ${row.reason}`,
      `Saldo ${formatRupiah(row.amount)} sudah dikembalikan ke saldo Bisa ditarik. Anda bisa mengajukan penarikan lagi.`,
    ],
    action: { label: "Lihat Saldo", url: `${config.appUrl}/dashboard/balance` },
  });
}
