/**
 * WhatsApp messages (issue 23, ADR 0021): what is sent, to whom, and what Meta's webhook reported
 * of it; and the seller's opt-in to a new-sale alert on their own number. Times ISO 8601 UTC.
 */
import { z } from "../zod";

/** Why a message went: a pending payment's reminder and the receipt (buyer, with consent), the seller's alert. */
export const WHATSAPP_MESSAGE_KINDS = ["payment_reminder", "receipt", "new_sale"] as const;
export type WhatsappMessageKind = (typeof WHATSAPP_MESSAGE_KINDS)[number];

/**
 * `accepted`: Meta answered the send with a message id; then what its webhook reported
 * (developers.facebook.com/docs/whatsapp/cloud-api/webhooks/components — `statuses[].status`).
 */
export const WHATSAPP_MESSAGE_STATUSES = ["accepted", "sent", "delivered", "read", "failed"] as const;
export type WhatsappMessageStatus = (typeof WHATSAPP_MESSAGE_STATUSES)[number];

/** Indonesian labels for the seller's sale detail. */
export const WHATSAPP_KIND_LABELS: Record<WhatsappMessageKind, string> = {
  payment_reminder: "Pengingat pembayaran",
  receipt: "Info pesanan dibayar",
  new_sale: "Notifikasi penjualan ke Anda",
};
export const WHATSAPP_STATUS_LABELS: Record<WhatsappMessageStatus, string> = {
  accepted: "Dikirim ke WhatsApp",
  sent: "Terkirim",
  delivered: "Diterima",
  read: "Dibaca",
  failed: "Gagal",
};

/** One message of a sale, as its seller sees it (`GET /v1/transactions/{id}/detail` → `whatsapp`). */
export const saleWhatsappMessageSchema = z.object({
  kind: z.enum(WHATSAPP_MESSAGE_KINDS),
  status: z.enum(WHATSAPP_MESSAGE_STATUSES),
  /** Meta's error title or code when `failed`. */
  error: z.string().nullable(),
  sentAt: z.string(),
  updatedAt: z.string(),
});
export type SaleWhatsappMessage = z.infer<typeof saleWhatsappMessageSchema>;

/** `GET|PUT /v1/account/notifications`: the seller's WhatsApp alert for each new sale, on their profile number. */
export const notificationSettingsSchema = z.object({
  newSaleWhatsapp: z.boolean({ error: "Pilihan notifikasi tidak valid" }),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** `GET /v1/account/notifications` answer: the settings, and what the toggle needs to be useful. */
export const notificationSettingsViewSchema = notificationSettingsSchema.extend({
  /** The platform has WhatsApp configured (`WHATSAPP_PROVIDER` is not `none`). */
  whatsappAvailable: z.boolean(),
  /** The seller's profile number (`628…`), where the alert goes; null when none is set. */
  phone: z.string().nullable(),
});
export type NotificationSettingsView = z.infer<typeof notificationSettingsViewSchema>;
