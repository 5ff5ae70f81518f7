/**
 * Email broadcasts (DESIGN §4 "Broadcasts"): a seller writes once to the customers who agreed to
 * hear from them — buyers, and lead-magnet sign-ups when asked — each email with a one-click
 * unsubscribe (RFC 8058).
 */
import { multilineText, text, z } from "../zod";

export const BROADCAST_MESSAGES = {
  subjectRequired: "Subjek wajib diisi",
  bodyRequired: "Isi email wajib diisi",
  noRecipients: "Belum ada pelanggan yang setuju menerima email untuk pilihan ini",
  unknownProduct: "Produk tidak ditemukan di toko Anda",
  tooMany: (perDay: number) => `Maksimal ${perDay.toLocaleString("id-ID")} broadcast dalam 24 jam. Coba lagi besok.`,
} as const;

/** `POST /v1/broadcasts` body. */
export const broadcastBodySchema = z.object({
  subject: text().trim().min(1, BROADCAST_MESSAGES.subjectRequired).max(150, "Subjek maksimal 150 karakter"),
  /** Rich text (the product description's editor), sanitised by the API. */
  body: multilineText().trim().min(1, BROADCAST_MESSAGES.bodyRequired).max(50_000, "Isi email terlalu panjang"),
  audience: z.object({
    /** Buyers of these products only; null = buyers of any product. */
    productIds: z
      .array(z.uuid("Produk tidak valid"))
      .min(1, "Pilih minimal satu produk")
      .max(100, "Maksimal 100 produk")
      .nullable()
      .default(null),
    /** Also the collect-email sign-ups (leads) who agreed to offers. */
    includeLeads: z.boolean().default(false),
  }),
});
export type BroadcastBody = z.infer<typeof broadcastBodySchema>;

/** A broadcast as its seller sees it, with how its sending goes. */
export const broadcastSchema = z.object({
  id: z.string(),
  subject: z.string(),
  audience: z.object({ productIds: z.array(z.string()).nullable(), includeLeads: z.boolean() }),
  /** Addresses it is for, frozen when it was created. */
  recipients: z.number().int(),
  /** Waiting their turn (the rate and the daily cap). */
  queued: z.number().int(),
  /** Handed to the mail server. */
  sent: z.number().int(),
  /** Refused by the mail server, or lost mid-send: never sent again. */
  failed: z.number().int(),
  /** Opens are not tracked (no tracking pixel): always null, "tidak dilacak". */
  opened: z.null(),
  /** Addresses that left through this broadcast's link. */
  unsubscribed: z.number().int(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type Broadcast = z.infer<typeof broadcastSchema>;
