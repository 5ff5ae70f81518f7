/**
 * Uploads (DESIGN §3): images are public once used, files stay private and reach buyers only
 * through signed delivery URLs.
 */
import { z } from "../zod";

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
