/**
 * Uploads (DESIGN §3): images are public once used, files stay private and reach buyers only
 * through signed delivery URLs.
 */
import { z } from "../zod";
import { paginationQuerySchema } from "./common";

/** `media.kind`: an image (public once used) or a file (private, delivered by signed URL). */
export const MEDIA_KINDS = ["image", "file"] as const;

/** Largest image upload, in bytes (5 MB). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Default largest file upload, in bytes (200 MB; `MAX_UPLOAD_MB` changes it). */
export const DEFAULT_MAX_FILE_BYTES = 200 * 1024 * 1024;

export const uploadedImageSchema = z.object({
  id: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

export const uploadedFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Bytes. */
  size: z.number().int(),
  mime: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/**
 * What uses an upload, so it cannot be deleted (a deleted product's files still reach past orders).
 * KYC photos are not in the library at all (`kyc_documents`, DESIGN §4 "KYC data").
 */
export const MEDIA_USES = ["product", "deleted_product", "order", "avatar", "blog"] as const;
export type MediaUse = (typeof MEDIA_USES)[number];

/** One of the seller's uploads in `GET /v1/media`. */
export const mediaItemSchema = z.object({
  id: z.string(),
  kind: z.enum(MEDIA_KINDS),
  name: z.string(),
  mime: z.string(),
  /** Bytes. */
  size: z.number().int(),
  /** Images only: where the image is served (to its owner always, to anyone once used). */
  url: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  inUse: z.boolean(),
  usedBy: z.array(z.enum(MEDIA_USES)),
  createdAt: z.string(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

export const mediaListQuerySchema = paginationQuerySchema.extend({
  kind: z.enum(MEDIA_KINDS, { error: "Jenis harus image atau file" }).optional(),
});
export type MediaListQuery = z.infer<typeof mediaListQuerySchema>;

/** `GET /v1/media/usage`: bytes the seller's uploads take, and how many they may take. */
export const storageUsageSchema = z.object({
  usedBytes: z.number().int(),
  quotaBytes: z.number().int(),
});
export type StorageUsage = z.infer<typeof storageUsageSchema>;
