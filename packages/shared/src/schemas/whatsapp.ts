/**
 * WhatsApp messages (ADR 0021): what is sent, to whom, and what Meta's webhook reported
 * of it; and the seller's opt-in to a new-sale alert on their own number. Times ISO 8601 UTC.
 */
import { text, z } from "../zod";

/**
 * Why a message went: a pending payment's reminder, the receipt and an event's or a 1:1 session's
 * reminders 24 hours and 1 hour before and a membership's renewal reminders (buyer, with consent),
 * the seller's alert, and the code that verifies the seller's number.
 */
export const WHATSAPP_MESSAGE_KINDS = [
  "payment_reminder",
  "receipt",
  "new_sale",
  "phone_verification",
  "schedule_reminder_day",
  "schedule_reminder_hour",
  "membership_reminder_7d",
  "membership_reminder_3d",
  "membership_reminder_1d",
  "membership_reminder_ended",
] as const;
export type WhatsappMessageKind = (typeof WHATSAPP_MESSAGE_KINDS)[number];

/**
 * `sending`: counted against the number's limit and on its way to Meta; `accepted`: Meta answered
 * the send with a message id; then what its webhook reported
 * (developers.facebook.com/docs/whatsapp/cloud-api/webhooks/components — `statuses[].status`);
 * `skipped`: not sent because the number had its messages for the day or week (ADR 0021).
 */
export const WHATSAPP_MESSAGE_STATUSES = [
  "sending",
  "accepted",
  "sent",
  "delivered",
  "read",
  "failed",
  "skipped",
] as const;
export type WhatsappMessageStatus = (typeof WHATSAPP_MESSAGE_STATUSES)[number];

/** Indonesian labels for the seller's sale detail. */
export const WHATSAPP_KIND_LABELS: Record<WhatsappMessageKind, string> = {
  payment_reminder: "Pengingat pembayaran",
  receipt: "Info pesanan dibayar",
  new_sale: "Notifikasi penjualan ke Anda",
  phone_verification: "Kode verifikasi nomor",
  schedule_reminder_day: "Pengingat jadwal H-1",
  schedule_reminder_hour: "Pengingat jadwal 1 jam sebelum",
  membership_reminder_7d: "Pengingat langganan H-7",
  membership_reminder_3d: "Pengingat langganan H-3",
  membership_reminder_1d: "Pengingat langganan H-1",
  membership_reminder_ended: "Pengingat langganan berakhir",
};
export const WHATSAPP_STATUS_LABELS: Record<WhatsappMessageStatus, string> = {
  sending: "Sedang dikirim",
  accepted: "Dikirim ke WhatsApp",
  sent: "Terkirim",
  delivered: "Diterima",
  read: "Dibaca",
  failed: "Gagal",
  skipped: "Tidak dikirim (batas pesan ke nomor ini)",
};

/** One message of a sale, as its seller sees it (`GET /v1/transactions/{id}/detail` → `whatsapp`). */
export const saleWhatsappMessageSchema = z.object({
  kind: z.enum(WHATSAPP_MESSAGE_KINDS),
  status: z.enum(WHATSAPP_MESSAGE_STATUSES),
  /** Meta's error title or code when `failed`; why when `skipped`. */
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
  /**
   * The seller proved `phone` is theirs with a code (`POST /v1/account/phone-verification`); the
   * alert goes only to a verified number, and changing the number clears it (ADR 0021).
   */
  phoneVerified: z.boolean(),
});
export type NotificationSettingsView = z.infer<typeof notificationSettingsViewSchema>;

/** Where a phone verification code went: the number itself on WhatsApp, or the account's email when WhatsApp is off. */
export const PHONE_CODE_CHANNELS = ["whatsapp", "email"] as const;
export type PhoneCodeChannel = (typeof PHONE_CODE_CHANNELS)[number];

/** `POST /v1/account/phone-verification` answer: where the code went and when a new one may be asked for. */
export const phoneCodeSentSchema = z.object({
  channel: z.enum(PHONE_CODE_CHANNELS),
  /** The number the code verifies (`628…`). */
  phone: z.string(),
  /** Seconds before another code may be asked for. */
  retryAfter: z.number().int(),
  /** Minutes the code stays valid. */
  expiresInMinutes: z.number().int(),
});
export type PhoneCodeSent = z.infer<typeof phoneCodeSentSchema>;

/** `POST /v1/account/phone-verification/confirm` body: the 6-digit code. */
export const phoneCodeConfirmSchema = z.object({
  code: text({ error: "Kode verifikasi wajib diisi" })
    .trim()
    .regex(/^\d{6}$/, "Kode verifikasi terdiri dari 6 angka"),
});
export type PhoneCodeConfirm = z.infer<typeof phoneCodeConfirmSchema>;
