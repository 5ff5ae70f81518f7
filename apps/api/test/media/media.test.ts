import { readdirSync } from "node:fs";
import { join } from "node:path";
import { tables } from "@lapak/db";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signUp } from "../helpers/accounts";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { jpegImage, multipartBody, streamingMultipart, uploadFile, uploadImage } from "../helpers/uploads";

let t: TestApp;
beforeAll(async () => {
  // A tiny file cap (≈ 50 KB) so the oversize test streams only a few hundred KB.
  t = await createTestApp({ env: { MAX_UPLOAD_MB: "0.05" } });
});
afterAll(() => t.close());

const upload = (token: string, kind: "image" | "file", body: ReturnType<typeof multipartBody>) =>
  t.app.inject({
    method: "POST",
    url: `/v1/gallery-media/upload-${kind}`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });

/** Every file (not folder) under DATA_DIR/files. */
function storedFiles(): string[] {
  try {
    return readdirSync(join(t.dataDir, "files"), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

describe("POST /v1/gallery-media/upload-image", () => {
  it("re-encodes a JPEG to WebP, strips its EXIF and caps the longest side at 1600 px", async () => {
    const { token } = await signUp(t);
    const image = await uploadImage(t, token, await jpegImage(3200, 1000));

    expect(image).toMatchObject({ url: `/v1/images/${image.id}`, width: 1600, height: 500 });
    const served = await t.app.inject({ method: "GET", url: image.url, headers: bearer(token) });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: "webp", width: 1600, height: 500 });
    expect(metadata.exif).toBeUndefined();
    expect(served.rawPayload.includes("KameraRahasia")).toBe(false);
  });

  it("refuses a text file named .jpg with 415, whatever its declared type", async () => {
    const { token } = await signUp(t);
    const response = await upload(
      token,
      "image",
      multipartBody(Buffer.from("<svg onload=alert(1)>bukan gambar</svg>"), {
        filename: "foto.jpg",
        contentType: "image/jpeg",
      }),
    );

    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe("Berkas harus berupa gambar JPEG, PNG, WebP atau GIF");
  });

  it("refuses an SVG even though it is an image", async () => {
    const { token } = await signUp(t);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    const response = await upload(
      token,
      "image",
      multipartBody(svg, { filename: "logo.svg", contentType: "image/svg+xml" }),
    );
    expect(response.statusCode).toBe(415);
  });

  it("refuses an image over 5 MB with 413 in Indonesian", async () => {
    const { token } = await signUp(t);
    const response = await upload(token, "image", multipartBody(Buffer.alloc(5 * 1024 * 1024 + 10, 1)));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe("Ukuran gambar maksimal 5 MB");
  });

  it("needs a login, a multipart body and a part named file", async () => {
    const { token } = await signUp(t);
    const body = multipartBody(await jpegImage());
    const anonymous = await t.app.inject({ method: "POST", url: "/v1/gallery-media/upload-image", ...body });
    expect(anonymous.statusCode).toBe(401);

    const json = await t.app.inject({
      method: "POST",
      url: "/v1/gallery-media/upload-image",
      headers: bearer(token),
      payload: { file: "x" },
    });
    expect(json.statusCode).toBe(415);

    const wrongField = await upload(token, "image", multipartBody(await jpegImage(), { field: "gambar" }));
    expect(wrongField.statusCode).toBe(422);
    expect(wrongField.json().errors.file).toBeDefined();
  });
});

describe("GET /v1/images/{id}", () => {
  it("serves an unused image to its owner only; a stranger gets 404", async () => {
    const owner = await signUp(t);
    const stranger = await signUp(t);
    const image = await uploadImage(t, owner.token);

    const mine = await t.app.inject({ method: "GET", url: image.url, headers: bearer(owner.token) });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers["cache-control"]).toBe("private, max-age=31536000, immutable");
    expect((await t.app.inject({ method: "GET", url: image.url, headers: bearer(stranger.token) })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: "GET", url: image.url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/v1/images/bukan-id" })).statusCode).toBe(404);
  });

  it("serves an avatar to anyone, with a long immutable cache, and narrower copies for srcset", async () => {
    const owner = await signUp(t);
    const image = await uploadImage(t, owner.token, await jpegImage(1200, 900));
    const profile = await t.app.inject({
      method: "PUT",
      url: "/v1/auth/profile",
      headers: bearer(owner.token),
      payload: { avatarImageId: image.id },
    });
    expect(profile.json().data.avatarUrl).toBe(image.url);

    const anyone = await t.app.inject({ method: "GET", url: image.url });
    expect(anyone.statusCode).toBe(200);
    expect(anyone.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(anyone.headers["cross-origin-resource-policy"]).toBe("cross-origin");

    const small = await t.app.inject({ method: "GET", url: `${image.url}?w=320` });
    expect(small.statusCode).toBe(200);
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ format: "webp", width: 320, height: 240 });
    const again = await t.app.inject({ method: "GET", url: `${image.url}?w=320` });
    expect(again.rawPayload.equals(small.rawPayload)).toBe(true);
    expect((await t.app.inject({ method: "GET", url: `${image.url}?w=333` })).statusCode).toBe(422);
    // Wider than the original: the original is served.
    const wide = await t.app.inject({ method: "GET", url: `${image.url}?w=1600` });
    expect(await sharp(wide.rawPayload).metadata()).toMatchObject({ width: 1200 });
  });

  it("refuses another user's image as an avatar, and null clears the avatar", async () => {
    const owner = await signUp(t);
    const thief = await signUp(t);
    const image = await uploadImage(t, owner.token);

    const stolen = await t.app.inject({
      method: "PUT",
      url: "/v1/auth/profile",
      headers: bearer(thief.token),
      payload: { avatarImageId: image.id },
    });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().errors.avatarImageId).toEqual(["Gambar tidak ditemukan"]);
    expect((await t.app.inject({ method: "GET", url: image.url })).statusCode).toBe(404);

    await t.app.inject({
      method: "PUT",
      url: "/v1/auth/profile",
      headers: bearer(owner.token),
      payload: { avatarImageId: image.id },
    });
    const cleared = await t.app.inject({
      method: "PUT",
      url: "/v1/auth/profile",
      headers: bearer(owner.token),
      payload: { avatarImageId: null },
    });
    expect(cleared.json().data.avatarUrl).toBeNull();
    expect((await t.app.inject({ method: "GET", url: image.url })).statusCode).toBe(404);
  });
});

describe("POST /v1/gallery-media/upload-file", () => {
  it("stores the file privately under a random key and keeps its sanitized name", async () => {
    const { token, user } = await signUp(t);
    const file = await uploadFile(t, token, { name: "Resep Nusantara?.pdf" });

    expect(file).toMatchObject({ name: "Resep Nusantara.pdf", size: 2048, mime: "application/pdf" });
    const [row] = await t.db.select().from(tables.media).where(eq(tables.media.id, file.id));
    expect(row).toMatchObject({ ownerId: user.id, kind: "file" });
    expect(row.storageKey).toMatch(/^files\/[0-9a-f]{2}\/[0-9a-f]{30}$/);
    expect(storedFiles().some((path) => path.endsWith(row.storageKey))).toBe(true);
    // Files are never served as images.
    expect(
      (await t.app.inject({ method: "GET", url: `/v1/images/${file.id}`, headers: bearer(token) })).statusCode,
    ).toBe(404);
  });

  it("cuts off an upload over MAX_UPLOAD_MB with 413 and leaves nothing on disk", async () => {
    const { token, user } = await signUp(t);
    const before = storedFiles();
    const body = streamingMultipart(2 * 1024 * 1024);

    const response = await t.app.inject({
      method: "POST",
      url: "/v1/gallery-media/upload-file",
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });

    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: "Ukuran berkas maksimal 51 KB", code: "payload_too_large" });
    expect(storedFiles()).toEqual(before);
    expect(await t.db.select().from(tables.media).where(eq(tables.media.ownerId, user.id))).toEqual([]);
  });

  it("answers 415 to a body that is not multipart", async () => {
    const { token } = await signUp(t);
    const response = await t.app.inject({
      method: "POST",
      url: "/v1/gallery-media/upload-file",
      headers: { ...bearer(token), "content-type": "application/octet-stream" },
      payload: Buffer.alloc(10),
    });
    expect(response.statusCode).toBe(415);
  });
});
