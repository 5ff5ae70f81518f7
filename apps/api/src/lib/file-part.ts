/** The one file of a multipart upload request, shared by the upload routes. */
import type { MultipartFile } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { AppError, fieldError } from "./app-error";
import type { DocumentedBody } from "./openapi-document";

/**
 * The request body of an upload route as `/v1/openapi.json` states it: `multipart/form-data` whose
 * first part is `file` (one file, at most `maxBytes` bytes; `accepts` says which files), and at
 * most 10 other fields of 1 KB each, which are ignored (the limits `@fastify/multipart` is given).
 */
export function fileUploadBody(maxBytes: number, accepts: string): DocumentedBody {
  const mb = Math.round((maxBytes / 1024 / 1024) * 100) / 100;
  return {
    mediaType: "multipart/form-data",
    schema: {
      type: "object",
      description: `One file in the part named \`file\`, at most ${mb} MB (${maxBytes} bytes; larger: 413). ${accepts}`,
      required: ["file"],
      properties: { file: { type: "string", format: "binary", description: `${accepts} At most ${maxBytes} bytes.` } },
    },
  };
}

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
