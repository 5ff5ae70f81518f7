/**
 * Uploads, image variants, KYC photos and downloads with `S3_*` set, against a real S3-protocol
 * server (s3rver) started here: every byte lands in the bucket and none under DATA_DIR.
 */
import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { join } from "node:path";
import { tables } from "@lapak/db";
import type { Transaction } from "@lapak/shared/schemas/transaction";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signUp } from "../helpers/accounts";
import { activationBody } from "../helpers/activation";
import { checkoutOk, payWithSandbox, publishDownload, sellerStore } from "../helpers/payments";
import { startS3Server, type TestS3Server } from "../helpers/s3-server";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { streamingMultipart, uploadFile, uploadImage } from "../helpers/uploads";

const MiB = 1024 * 1024;
const ADMIN_EMAIL = "admin.s3@lapak.id";

let s3: TestS3Server;
let t: TestApp;
beforeAll(async () => {
  s3 = await startS3Server();
  // 7 MB per file: one upload below takes two parts, another is cut mid-way.
  t = await createTestApp({ env: { ...s3.env, MAX_UPLOAD_MB: "7", ADMIN_EMAILS: ADMIN_EMAIL } });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

async function storageKeyOf(mediaId: string): Promise<string> {
  const [row] = await t.db.select().from(tables.media).where(eq(tables.media.id, mediaId));
  return row.storageKey;
}

/** Every file under `dir`, recursively (none when it does not exist). */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

async function until(condition: () => boolean, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe("storage on S3", () => {
  it("takes a file from upload to the buyer's download through the bucket, with ranges, and nothing on local disk", async () => {
    const seller = await sellerStore(t);
    // Over one 5 MiB part: stored as a multipart upload.
    const file = await uploadFile(t, seller.token, { name: "Kelas Fotografi.zip", bytes: randomBytes(6 * MiB) });
    const product = await publishDownload(t, seller, { files: [file] });
    const pending = await checkoutOk(t, product.id);
    const paid: Transaction = (await payWithSandbox(t, pending.id)).json().data;
    const url = paid.delivery?.files[0]?.url ?? "";

    const key = await storageKeyOf(file.id);
    expect(await s3.keys()).toContain(key);
    expect(sha256(await s3.object(key))).toBe(sha256(file.bytes));
    expect(s3.requests.some((line) => line.startsWith("POST ") && line.includes(`${key}?uploads`))).toBe(true);

    const whole = await t.app.inject({ method: "GET", url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["content-length"]).toBe(String(6 * MiB));
    expect(sha256(whole.rawPayload)).toBe(sha256(file.bytes));

    const middle = await t.app.inject({ method: "GET", url, headers: { range: "bytes=5242000-5243999" } });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers["content-range"]).toBe(`bytes 5242000-5243999/${6 * MiB}`);
    expect(middle.rawPayload.equals(file.bytes.subarray(5_242_000, 5_244_000))).toBe(true);

    const suffix = await t.app.inject({ method: "GET", url, headers: { range: "bytes=-100" } });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.rawPayload.equals(file.bytes.subarray(-100))).toBe(true);

    const past = await t.app.inject({ method: "GET", url, headers: { range: `bytes=${6 * MiB}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.headers["content-range"]).toBe(`bytes */${6 * MiB}`);

    expect(filesUnder(t.dataDir)).toEqual([]);
  });

  it("keeps images and their narrower copies in the bucket, and deletes them all together", async () => {
    const seller = await signUp(t);
    const image = await uploadImage(t, seller.token);
    const key = await storageKeyOf(image.id);

    const narrow = await t.app.inject({ method: "GET", url: `${image.url}?w=320`, headers: bearer(seller.token) });
    expect(narrow.statusCode).toBe(200);
    expect(narrow.headers["content-type"]).toBe("image/webp");
    expect(await s3.keys()).toEqual(expect.arrayContaining([key, `${key}-w320`]));
    expect((await s3.object(`${key}-w320`)).equals(narrow.rawPayload)).toBe(true);

    const deleted = await t.app.inject({
      method: "DELETE",
      url: `/v1/media/${image.id}`,
      headers: bearer(seller.token),
    });
    expect(deleted.statusCode).toBe(204);
    expect((await s3.keys()).filter((stored) => stored.startsWith(key))).toEqual([]);
    expect(filesUnder(t.dataDir)).toEqual([]);
  });

  it("refuses a file over the cap mid-way with 413 and keeps no object of it", async () => {
    const seller = await signUp(t);
    const before = await s3.keys();
    const body = streamingMultipart(8 * MiB);

    const response = await t.app.inject({
      method: "POST",
      url: "/v1/gallery-media/upload-file",
      headers: { ...bearer(seller.token), ...body.headers },
      payload: body.payload,
    });

    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe("Ukuran berkas maksimal 7 MB");
    expect(await s3.keys()).toEqual(before);
    expect(await t.db.select().from(tables.media).where(eq(tables.media.ownerId, seller.user.id))).toEqual([]);
    expect(filesUnder(t.dataDir)).toEqual([]);
  });

  it("keeps nothing of an upload whose sender goes away mid-way", async () => {
    const seller = await signUp(t);
    const before = await s3.keys();
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    s3.requests.length = 0;

    // Past one 5 MiB part of a 7 MiB file, then the connection drops.
    const body = streamingMultipart(7 * MiB);
    const request = httpRequest(`${address}/v1/gallery-media/upload-file`, {
      method: "POST",
      headers: { ...bearer(seller.token), ...body.headers },
    });
    request.on("error", () => {});
    let sent = 0;
    for await (const chunk of body.payload) {
      request.write(chunk);
      sent += (chunk as Buffer).length;
      if (sent > 6 * MiB) break;
    }
    await until(() => s3.requests.some((line) => line.includes("partNumber=1")));
    request.destroy();

    // Aborted: the multipart upload is given up (its abort sent) and the key deleted.
    await until(() => s3.requests.some((line) => line.startsWith("DELETE ") && !line.includes("uploadId")));
    expect(s3.requests.some((line) => line.startsWith("DELETE ") && line.includes("uploadId="))).toBe(true);
    expect(await s3.keys()).toEqual(before);
    expect(await t.db.select().from(tables.media).where(eq(tables.media.ownerId, seller.user.id))).toEqual([]);
    expect(filesUnder(t.dataDir)).toEqual([]);
  });

  it("checks KYC photos from the bucket and shows them to an admin", async () => {
    const admin = await signUp(t, { email: ADMIN_EMAIL, name: "Admin Lapak" });
    const seller = await sellerStore(t);
    const body = await activationBody(t, seller.token);

    const submitted = await t.app.inject({
      method: "POST",
      url: "/v1/account/activation",
      headers: bearer(seller.token),
      payload: body,
    });
    expect(submitted.statusCode).toBe(201);

    const [row] = await t.db.select().from(tables.activations).where(eq(tables.activations.sellerId, seller.user.id));
    const photo = await t.app.inject({
      method: "GET",
      url: `/v1/admin/activations/${row.id}/photos/id-card`,
      headers: bearer(admin.token),
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers["content-type"]).toBe("image/jpeg");
    const [document] = await t.db
      .select()
      .from(tables.kycDocuments)
      .where(eq(tables.kycDocuments.id, body.idCardFileId));
    expect(document.storageKey).toMatch(/^kyc\//);
    expect(photo.rawPayload.equals(await s3.object(document.storageKey))).toBe(true);
    expect(filesUnder(t.dataDir)).toEqual([]);
  });

  it("is ready while the bucket answers (a HeadBucket); once the S3 server is gone, not ready and 503", async () => {
    const seller = await signUp(t);
    const image = await uploadImage(t, seller.token);
    s3.requests.length = 0;
    const ready = await t.app.inject({ method: "GET", url: "/v1/health/ready" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data.checks).toMatchObject({ database: "ok", storage: "ok" });
    expect(s3.requests).toEqual([`HEAD /${s3.settings.bucket}/`]);

    await s3.close();
    const gone = await t.app.inject({ method: "GET", url: "/v1/health/ready" });
    expect(gone.statusCode).toBe(503);
    expect(gone.json().data).toEqual({
      status: "unavailable",
      checks: expect.objectContaining({ database: "ok", storage: "unavailable" }),
    });

    const picture = await t.app.inject({ method: "GET", url: image.url, headers: bearer(seller.token) });
    expect(picture.statusCode).toBe(503);
    expect(picture.headers["retry-after"]).toBe("5");
    expect(picture.json()).toEqual({
      message: "Layanan sedang tidak tersedia sementara. Coba lagi beberapa saat lagi.",
      code: "service_unavailable",
    });
  });
});
