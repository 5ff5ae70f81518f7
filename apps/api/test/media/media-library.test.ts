/**
 * A seller's uploads: a storage quota per seller (STORAGE_QUOTA_MB), the list of what they
 * uploaded with its size and use, and deleting what nothing uses — a file a past order still
 * delivers, a cover or an avatar stays (DESIGN §3, §4). KYC photos are not in the library at all:
 * activation-kyc.test.ts.
 */
import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { tables } from "@lapak/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, type SignedUp, signUp } from "../helpers/accounts";
import { checkoutOk, publishDownload, sellerStore } from "../helpers/payments";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { jpegImage, multipartBody, streamingMultipart, uploadFile, uploadImage } from "../helpers/uploads";

/** 0.1 MB: what `STORAGE_QUOTA_MB=0.1` allows, in bytes. */
const QUOTA = Math.floor(0.1 * 1024 * 1024);
const QUOTA_FULL = "Ruang penyimpanan Anda penuh (102,4 KB). Hapus berkas yang tidak dipakai.";

let t: TestApp;
beforeAll(async () => {
  // A file may be ≈ 51 KB, a seller may keep ≈ 102 KB: small enough to fill in a test.
  t = await createTestApp({ env: { MAX_UPLOAD_MB: "0.05", STORAGE_QUOTA_MB: "0.1" } });
});
afterAll(() => t.close());

type Method = "GET" | "DELETE" | "PUT" | "POST";
const call = (token: string | null, method: Method, url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload && { payload }) });

/** Every object under DATA_DIR/files. */
function storedFiles(): string[] {
  try {
    return readdirSync(join(t.dataDir, "files"), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

async function storageKeyOf(id: string): Promise<string> {
  const [row] = await t.db.select({ key: tables.media.storageKey }).from(tables.media).where(eq(tables.media.id, id));
  return row.key;
}
const isStored = (key: string) => storedFiles().some((path) => path.endsWith(key));

function uploadStream(token: string, bytes: number) {
  const body = streamingMultipart(bytes, "arsip.zip");
  return t.app.inject({
    method: "POST",
    url: "/v1/gallery-media/upload-file",
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

describe("the storage quota", () => {
  it("cuts an upload at what is left of the quota with 413, keeps none of it, and takes a file that fits", async () => {
    const { token, user } = await signUp(t);
    await uploadFile(t, token, { name: "satu.zip", bytes: randomBytes(40_000) });
    await uploadFile(t, token, { name: "dua.zip", bytes: randomBytes(40_000) });
    const before = storedFiles();

    const response = await uploadStream(token, 40_000);

    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: QUOTA_FULL, code: "payload_too_large" });
    expect(storedFiles()).toEqual(before);
    expect(await t.db.select().from(tables.media).where(eq(tables.media.ownerId, user.id))).toHaveLength(2);
    expect((await uploadStream(token, 20_000)).statusCode).toBe(200);
  });

  it("keeps the per-file cap when it is the smaller one", async () => {
    const { token } = await signUp(t);
    const response = await uploadStream(token, 60_000);

    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe("Ukuran berkas maksimal 51 KB");
  });

  it("refuses files and images alike once the quota is used up", async () => {
    const { token } = await signUp(t);
    const file = await uploadFile(t, token, { bytes: randomBytes(1000) });
    // As if the seller had filled the quota with earlier uploads.
    await t.db.update(tables.media).set({ size: QUOTA }).where(eq(tables.media.id, file.id));

    const asFile = await uploadStream(token, 1000);
    const image = multipartBody(await jpegImage(), { filename: "sampul.jpg", contentType: "image/jpeg" });
    const asImage = await t.app.inject({
      method: "POST",
      url: "/v1/gallery-media/upload-image",
      headers: { ...bearer(token), ...image.headers },
      payload: image.payload,
    });

    for (const response of [asFile, asImage]) {
      expect(response.statusCode).toBe(413);
      expect(response.json().message).toBe(QUOTA_FULL);
    }
  });

  it("records only one of two uploads at once that would together pass the quota", async () => {
    const { token, user } = await signUp(t);
    await uploadFile(t, token, { bytes: randomBytes(50_000) });
    const before = storedFiles().length;

    const responses = await Promise.all([uploadStream(token, 40_000), uploadStream(token, 40_000)]);

    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 413]);
    expect(await t.db.select().from(tables.media).where(eq(tables.media.ownerId, user.id))).toHaveLength(2);
    expect(storedFiles()).toHaveLength(before + 1);
  });

  it("makes room again when a file is deleted", async () => {
    const { token } = await signUp(t);
    const old = await uploadFile(t, token, { bytes: randomBytes(50_000) });
    await uploadFile(t, token, { bytes: randomBytes(50_000) });
    expect((await uploadStream(token, 40_000)).statusCode).toBe(413);

    expect((await call(token, "DELETE", `/v1/media/${old.id}`)).statusCode).toBe(204);

    expect((await uploadStream(token, 40_000)).statusCode).toBe(200);
  });
});

describe("GET /v1/media/usage", () => {
  it("answers the bytes used by the seller's uploads and the quota", async () => {
    const { token } = await signUp(t);
    const file = await uploadFile(t, token, { bytes: randomBytes(3000) });
    const image = await uploadImage(t, token);
    const [imageRow] = await t.db.select().from(tables.media).where(eq(tables.media.id, image.id));

    const response = await call(token, "GET", "/v1/media/usage");

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { usedBytes: file.size + imageRow.size, quotaBytes: QUOTA } });
    expect((await call(null, "GET", "/v1/media/usage")).statusCode).toBe(401);
  });
});

describe("GET /v1/media", () => {
  it("lists the seller's own uploads, newest first, with size and whether something uses them", async () => {
    const seller = await sellerStore(t);
    const loose = await uploadFile(t, seller.token, { name: "lepas.pdf", bytes: randomBytes(1500) });
    const product = await publishDownload(t, seller);
    const cover = await uploadImage(t, seller.token);
    await signUp(t).then((stranger) => uploadFile(t, stranger.token));

    const files = await call(seller.token, "GET", "/v1/media?kind=file");
    const images = await call(seller.token, "GET", "/v1/media?kind=image");

    expect(files.statusCode).toBe(200);
    expect(files.json().meta).toEqual({ page: 1, perPage: 20, total: 2 });
    expect(files.json().data).toEqual([
      expect.objectContaining({
        id: product.files[0]?.id,
        kind: "file",
        name: "Resep Nusantara.pdf",
        size: 4096,
        inUse: true,
        usedBy: ["product"],
      }),
      expect.objectContaining({ id: loose.id, kind: "file", name: "lepas.pdf", size: 1500, inUse: false, usedBy: [] }),
    ]);
    expect(images.json().data).toEqual([
      expect.objectContaining({ id: cover.id, kind: "image", url: cover.url, inUse: false }),
    ]);
    expect((await call(seller.token, "GET", "/v1/media")).json().meta.total).toBe(3);
    expect((await call(seller.token, "GET", "/v1/media?kind=video")).statusCode).toBe(422);
  });
});

describe("DELETE /v1/media/{id}", () => {
  let seller: SignedUp;
  beforeAll(async () => {
    seller = await sellerStore(t);
  });

  it("deletes an upload nothing uses: 204, the stored object removed", async () => {
    const file = await uploadFile(t, seller.token);
    const key = await storageKeyOf(file.id);
    expect(isStored(key)).toBe(true);

    const response = await call(seller.token, "DELETE", `/v1/media/${file.id}`);

    expect(response.statusCode).toBe(204);
    expect(isStored(key)).toBe(false);
    expect(await t.db.select().from(tables.media).where(eq(tables.media.id, file.id))).toEqual([]);
    expect((await call(seller.token, "DELETE", `/v1/media/${file.id}`)).statusCode).toBe(404);
  });

  it("removes an image with its narrower copies", async () => {
    const image = await uploadImage(t, seller.token);
    const key = await storageKeyOf(image.id);
    expect((await call(seller.token, "GET", `${image.url}?w=320`)).statusCode).toBe(200);
    expect(isStored(`${key}-w320`)).toBe(true);

    expect((await call(seller.token, "DELETE", `/v1/media/${image.id}`)).statusCode).toBe(204);

    expect(isStored(key)).toBe(false);
    expect(isStored(`${key}-w320`)).toBe(false);
  });

  it("answers 409 for a file of a product, live or deleted, and keeps it", async () => {
    const product = await publishDownload(t, seller, { title: "Produk Hidup" });
    const file = product.files[0]?.id as string;

    const live = await call(seller.token, "DELETE", `/v1/media/${file}`);
    expect(live.statusCode).toBe(409);
    expect(live.json()).toMatchObject({
      code: "conflict",
      message: expect.stringMatching(/masih dipakai oleh produk/),
    });

    expect((await call(seller.token, "DELETE", `/v1/products/${product.id}`)).statusCode).toBe(204);
    expect((await call(seller.token, "DELETE", `/v1/media/${file}`)).statusCode).toBe(409);
    expect(isStored(await storageKeyOf(file))).toBe(true);
  });

  it("answers 409 for a file a past order still delivers, after the product dropped it", async () => {
    const product = await publishDownload(t, seller, { price: 0, title: "Bonus Gratis" });
    const file = product.files[0]?.id as string;
    await checkoutOk(t, product.id);
    const replacement = await uploadFile(t, seller.token, { name: "Bonus v2.pdf" });
    const updated = await call(seller.token, "PUT", `/v1/product/digital-downloads/${product.id}`, {
      title: "Bonus Gratis",
      description: "<p>Versi baru</p>",
      price: 0,
      fileIds: [replacement.id],
      status: "published",
    });
    expect(updated.statusCode).toBe(200);

    const response = await call(seller.token, "DELETE", `/v1/media/${file}`);

    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/pesanan/);
  });

  it("answers 409 for a cover and for the avatar", async () => {
    const cover = await uploadImage(t, seller.token);
    const product = await publishDownload(t, seller, { title: "Bersampul" });
    await call(seller.token, "PUT", `/v1/product/digital-downloads/${product.id}`, {
      title: "Bersampul",
      description: "<p>Ada sampulnya</p>",
      price: 49_000,
      fileIds: product.files.map((file) => file.id),
      coverImageId: cover.id,
      status: "published",
    });
    const avatar = await uploadImage(t, seller.token);
    expect((await call(seller.token, "PUT", "/v1/auth/profile", { avatarImageId: avatar.id })).statusCode).toBe(200);

    expect((await call(seller.token, "DELETE", `/v1/media/${cover.id}`)).statusCode).toBe(409);
    const avatarAnswer = await call(seller.token, "DELETE", `/v1/media/${avatar.id}`);
    expect(avatarAnswer.statusCode).toBe(409);
    expect(avatarAnswer.json().message).toMatch(/foto profil/);
  });

  it("answers 404 for another seller's upload and an unknown id, and 401 without a login", async () => {
    const file = await uploadFile(t, seller.token);
    const stranger = await signUp(t);

    expect((await call(stranger.token, "DELETE", `/v1/media/${file.id}`)).statusCode).toBe(404);
    expect((await call(stranger.token, "DELETE", "/v1/media/01900000-0000-7000-8000-000000000000")).statusCode).toBe(
      404,
    );
    expect((await call(stranger.token, "DELETE", "/v1/media/bukan-id")).statusCode).toBe(404);
    expect((await call(null, "DELETE", `/v1/media/${file.id}`)).statusCode).toBe(401);
    expect(isStored(await storageKeyOf(file.id))).toBe(true);
  });
});
