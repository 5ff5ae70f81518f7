/**
 * Hostile uploads (DESIGN §6 "Security": uploads): an image with a script appended
 * (polyglot), a PNG whose header claims 900 million pixels (a decompression bomb), a ZIP that
 * would expand a thousandfold, file names that try to climb out of the storage folder, and a body
 * far over the size cap — each refused or defused without a 5xx and without the memory to match.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { crc32, deflateSync } from "node:zlib";
import { tables } from "@lapak/db";
import { eq } from "drizzle-orm";
import { zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signUp } from "../helpers/accounts";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { jpegImage, multipartBody, streamingMultipart, uploadFile } from "../helpers/uploads";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ env: { MAX_UPLOAD_MB: "8" } });
  token = (await signUp(t)).token;
});
afterAll(() => t.close());

const upload = (kind: "upload-image" | "upload-file", body: ReturnType<typeof multipartBody>) =>
  t.app.inject({
    method: "POST",
    url: `/v1/gallery-media/${kind}`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });

/** A PNG chunk: length, type, data, CRC-32 of type and data (PNG spec §5.3). */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  const typed = Buffer.concat([Buffer.from(type, "latin1"), data]);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A valid-looking PNG header claiming `width`×`height` RGB pixels, with a few rows of data. */
function pixelBomb(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, RGB, deflate, no filter, no interlace
  const rows = deflateSync(Buffer.alloc((width * 3 + 1) * 4));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", rows),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function storedFiles(): string[] {
  const root = join(t.dataDir, "files");
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

describe("hostile uploads", () => {
  it("re-encodes an image with a script appended: what is served is a WebP with no trace of it", async () => {
    const polyglot = Buffer.concat([
      await jpegImage(320, 200),
      Buffer.from("<html><script>alert(document.cookie)</script></html>"),
    ]);
    const response = await upload(
      "upload-image",
      multipartBody(polyglot, { filename: "foto.jpg", contentType: "image/jpeg" }),
    );
    expect(response.statusCode).toBe(200);
    const served = await t.app.inject({ method: "GET", url: response.json().data.url, headers: bearer(token) });
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.rawPayload.includes(Buffer.from("<script"))).toBe(false);
  });

  it("refuses a PNG that claims 900 million pixels before decoding it", async () => {
    const bomb = pixelBomb(30_000, 30_000);
    expect(bomb.length).toBeLessThan(200_000);
    const rssBefore = process.memoryUsage().rss;
    const response = await upload(
      "upload-image",
      multipartBody(bomb, { filename: "bom.png", contentType: "image/png" }),
    );
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().message).toMatch(/gambar|foto|ukuran/i);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(200 * 1024 * 1024);
  });

  it("stores a ZIP bomb as the bytes it is, never expanding it", async () => {
    const bomb = Buffer.from(zipSync({ "nol.bin": new Uint8Array(64 * 1024 * 1024) }, { level: 9 }));
    expect(bomb.length).toBeLessThan(512 * 1024);
    const file = await uploadFile(t, token, { name: "bonus.zip", bytes: bomb, mime: "application/zip" });
    expect(file.size).toBe(bomb.length);
    const [row] = await t.db.select().from(tables.media).where(eq(tables.media.id, file.id));
    const stored = storedFiles().find((path) => path.endsWith(row.storageKey));
    expect(stored && statSync(stored).size).toBe(bomb.length);
  });

  it("keeps names that climb out of the folder as harmless names, under random keys inside it", async () => {
    const names = [
      "../../../../tmp/lapak-escape.pdf",
      "..\\..\\..\\boot.ini",
      "/etc/passwd",
      "%2e%2e%2fkunci.pdf",
      "....//x.pdf",
    ];
    const before = storedFiles().length;
    for (const name of names) {
      const response = await upload(
        "upload-file",
        multipartBody(Buffer.from("%PDF-1.4\n"), { filename: name, contentType: "application/pdf" }),
      );
      expect(response.statusCode, name).toBeLessThan(500);
      if (response.statusCode !== 200) continue;
      const saved = response.json().data.name as string;
      expect(saved, name).not.toMatch(/[/\\]/);
      expect(saved.startsWith(".."), name).toBe(false);
    }
    const files = storedFiles();
    expect(files.length).toBeGreaterThan(before);
    const root = resolve(t.dataDir, "files");
    for (const path of files) expect(resolve(path).startsWith(root)).toBe(true);
    expect(existsSync("/tmp/lapak-escape.pdf")).toBe(false);
  });

  it("cuts off a 300 MB body at the 8 MB cap without holding it in memory", { timeout: 120_000 }, async () => {
    const body = streamingMultipart(300 * 1024 * 1024, "besar.zip");
    const before = storedFiles();
    const rssBefore = process.memoryUsage().rss;
    const response = await t.app.inject({
      method: "POST",
      url: "/v1/gallery-media/upload-file",
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(413);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(96 * 1024 * 1024);
    expect(storedFiles()).toEqual(before);
  });
});
