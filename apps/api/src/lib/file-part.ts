/** The one file of a multipart upload request, shared by the upload routes. */
import type { MultipartFile } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { AppError, fieldError } from "./app-error";

/** The `file` part of a multipart request; 415 when the body is not multipart, 422 without a file. */
export async function filePart(request: FastifyRequest, fileSize: number): Promise<MultipartFile> {
  if (!request.isMultipart()) {
    throw new AppError("unsupported_media_type", "Kirim berkas sebagai multipart/form-data dengan kolom 'file'");
  }
  const part = await request.file({ limits: { fileSize } });
  if (part?.fieldname !== "file") {
    part?.file.resume();
    throw fieldError("file", "Pilih berkas untuk diunggah");
  }
  return part;
}
