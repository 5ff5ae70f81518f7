/** The seller's emails when an admin suspends their store and when the store is opened again. */
import { SUPPORT_EMAIL } from "@lapak/shared/site";
import type { Config } from "../../env";
import type { MailMessage } from "../../integrations/mail/mailer";
import { simpleEmail } from "../../integrations/mail/simple-email";

type Seller = { email: string; name: string; username: string | null };

const storeUrl = (seller: Seller, appUrl: string) => `${appUrl}/${seller.username ?? ""}`;

/**
 * "Toko Lapak Anda ditangguhkan" (DESIGN §4 "Suspended stores"): the admin's `reason`, what stops
 * (the store's pages, new orders, withdrawals held) and what stays (paid buyers' orders, the
 * balance), and the way to answer (reply to support).
 */
export function storeSuspendedEmail(seller: Seller, reason: string, config: Pick<Config, "appUrl">): MailMessage {
  return simpleEmail({
    kind: "store-suspended",
    to: seller.email,
    subject: "Toko Lapak Anda ditangguhkan",
    greeting: `Halo ${seller.name},`,
    paragraphs: [
      `Toko Anda (${storeUrl(seller, config.appUrl)}) kami tangguhkan. Alasannya: ${reason}`,
      "Selama ditangguhkan, halaman toko dan produk tidak bisa dibuka, pembeli tidak bisa memesan, dan penarikan saldo ditahan. Pembeli yang sudah membayar tetap bisa mengunduh pesanannya, dan saldo Anda tetap aman.",
      `Jika menurut Anda ini keliru, atau masalahnya sudah Anda perbaiki, tulis ke ${SUPPORT_EMAIL}.`,
    ],
    action: { label: "Buka Dasbor", url: `${config.appUrl}/dashboard` },
  });
}

/**
 * "Toko Lapak Anda dibuka kembali": the store is public again, orders and withdrawals resume (a
 * held withdrawal is sent now); names the reason of the suspension that was lifted.
 */
export function storeReopenedEmail(seller: Seller, liftedReason: string, config: Pick<Config, "appUrl">): MailMessage {
  return simpleEmail({
    kind: "store-reopened",
    to: seller.email,
    subject: "Toko Lapak Anda dibuka kembali",
    greeting: `Halo ${seller.name},`,
    paragraphs: [
      `Penangguhan toko Anda (alasan: ${liftedReason}) sudah dicabut. Toko Anda (${storeUrl(seller, config.appUrl)}) bisa dibuka dan menerima pesanan lagi.`,
      "Penarikan saldo kembali berjalan: penarikan yang tertunda selama penangguhan kini diproses.",
    ],
    action: { label: "Buka Dasbor", url: `${config.appUrl}/dashboard` },
  });
}
