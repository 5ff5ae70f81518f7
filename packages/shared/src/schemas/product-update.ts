/**
 * Product updates (DESIGN §4 "Product updates"): new files a seller adds to a digital download with
 * **Kirim Pembaruan**, delivered to every past purchase beside the old files and announced to every
 * buyer by one email (transactional: sent whatever their marketing consent).
 */
import { multilineText, z } from "../zod";

/** Most files one update adds. */
export const MAX_UPDATE_FILES = 10;
/** Most updates one product sends in 24 hours (each mails every buyer). */
export const MAX_UPDATES_PER_DAY = 3;

export const PRODUCT_UPDATE_MESSAGES = {
  filesRequired: "Pilih minimal satu berkas baru",
  alreadyInProduct: "Berkas ini sudah ada di produk; unggah berkas barunya",
  notDownload: "Pembaruan hanya untuk produk digital (unduhan)",
  tooMany: `Maksimal ${MAX_UPDATES_PER_DAY} pembaruan per produk dalam 24 jam. Coba lagi besok.`,
} as const;

/** `POST /v1/products/{id}/updates` body. */
export const productUpdateBodySchema = z.object({
  fileIds: z
    .array(z.uuid("Berkas tidak valid"), { error: PRODUCT_UPDATE_MESSAGES.filesRequired })
    .min(1, PRODUCT_UPDATE_MESSAGES.filesRequired)
    .max(MAX_UPDATE_FILES, `Maksimal ${MAX_UPDATE_FILES} berkas`)
    .refine((ids) => new Set(ids).size === ids.length, "Setiap berkas hanya boleh dipilih sekali"),
  /** What changed, for the buyers' email; blank is none. */
  message: multilineText()
    .trim()
    .max(1000, "Pesan maksimal 1.000 karakter")
    .nullish()
    .transform((value) => value || null),
});
export type ProductUpdateBody = z.infer<typeof productUpdateBodySchema>;

/** An update as its seller sees it. */
export const productUpdateSchema = z.object({
  id: z.string(),
  productId: z.string(),
  files: z.array(z.object({ id: z.string(), name: z.string(), size: z.number().int() })),
  message: z.string().nullable(),
  /** Buyers (distinct emails) it is for: counted when sent, then the addresses the email went to. */
  recipients: z.number().int(),
  /** When the buyers' emails were queued; null until then (a moment after the post). */
  notifiedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ProductUpdate = z.infer<typeof productUpdateSchema>;
