/** Multipart bodies and uploads for the media and product tests. */
import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import sharp from "sharp";
import { bearer } from "./accounts";
import type { TestApp } from "./test-app";

const BOUNDARY = "----lapak-test-boundary";

/** A multipart/form-data body with one file part named `field` (default `file`). */
export function multipartBody(
  content: Buffer,
  { filename = "berkas.bin", contentType = "application/octet-stream", field = "file" } = {},
) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

/**
 * A multipart body streamed in 64 KiB chunks, `bytes` long, generated as it is read: the test never
 * holds it whole either.
 */
export function streamingMultipart(bytes: number, filename = "besar.zip") {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      "Content-Type: application/zip\r\n\r\n",
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  async function* generate() {
    yield head;
    for (let sent = 0; sent < bytes; sent += chunk.length)
      yield chunk.subarray(0, Math.min(chunk.length, bytes - sent));
    yield tail;
  }
  return {
    payload: Readable.from(generate()),
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

/** A JPEG of `width`×`height` with EXIF data (camera make and a comment). */
export function jpegImage(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Make: "KameraRahasia", ImageDescription: "lokasi rumah" } })
    .toBuffer();
}

/** Uploads an image as `token`'s user and returns `{ id, url, width, height }`. */
export async function uploadImage(t: TestApp, token: string, image?: Buffer) {
  const body = multipartBody(image ?? (await jpegImage()), { filename: "sampul.jpg", contentType: "image/jpeg" });
  const response = await t.app.inject({
    method: "POST",
    url: "/v1/gallery-media/upload-image",
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
  if (response.statusCode !== 200) throw new Error(`upload-image failed: ${response.body}`);
  return response.json().data as { id: string; url: string; width: number; height: number };
}

export interface UploadedTestFile {
  id: string;
  name: string;
  size: number;
  mime: string;
  /** The exact bytes uploaded. */
  bytes: Buffer;
}

/**
 * Uploads a private file as `token`'s user: `name` (default `ebook.pdf`), `bytes` (default 2 KiB of
 * random data), `mime`. Returns `{ id, name, size, mime }` and the bytes sent, to compare with a
 * download.
 */
export async function uploadFile(
  t: TestApp,
  token: string,
  {
    name = "ebook.pdf",
    bytes = randomBytes(2048) as Buffer,
    mime = "application/pdf",
  }: { name?: string; bytes?: Buffer; mime?: string } = {},
): Promise<UploadedTestFile> {
  const body = multipartBody(bytes, { filename: name, contentType: mime });
  const response = await t.app.inject({
    method: "POST",
    url: "/v1/gallery-media/upload-file",
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
  if (response.statusCode !== 200) throw new Error(`upload-file failed: ${response.body}`);
  return { ...response.json().data, bytes };
}
