/**
 * KYC photos live apart from the media library (DESIGN §4 "KYC data"): never listed in "Berkas
 * Anda", never attachable to a product, never deletable by the media route; a resubmission deletes
 * the replaced attempt's photos and unsubmitted uploads (rows and bytes) and keeps, after a
 * rejection, what the admin did not name — the seller does not retype the NIK or account number.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { tables } from "@lapak/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signUp } from "../helpers/accounts";
import { activationBody, postKycPhoto, uploadKycPhoto } from "../helpers/activation";
import { sellerStore } from "../helpers/payments";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { jpegImage, uploadFile } from "../helpers/uploads";

const ADMIN_EMAIL = "admin.kyc@lapak.id";
let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
  adminToken = (await signUp(t, { email: ADMIN_EMAIL, name: "Admin Lapak" })).token;
});
afterAll(() => t.close());

type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (token: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), payload });

/** Storage keys of every stored object (local disk: DATA_DIR/files/<key>). */
function storedKeys(): string[] {
  const base = join(t.dataDir, "files");
  return readdirSync(base, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(base.length + 1));
}

async function kycRowsOf(sellerId: string) {
  return t.db
    .select({ id: tables.kycDocuments.id, key: tables.kycDocuments.storageKey })
    .from(tables.kycDocuments)
    .where(eq(tables.kycDocuments.ownerId, sellerId));
}

async function submitted(seller: { token: string; user: { id: string } }, body?: object) {
  const response = await call(
    seller.token,
    "POST",
    "/v1/account/activation",
    body ?? (await activationBody(t, seller.token)),
  );
  expect(response.statusCode, response.body).toBe(201);
  const [row] = await t.db.select().from(tables.activations).where(eq(tables.activations.sellerId, seller.user.id));
  return row;
}

async function reject(id: string, reason: string, parts: string[]) {
  const response = await call(adminToken, "POST", `/v1/admin/activations/${id}/reject`, { reason, parts });
  expect(response.statusCode, response.body).toBe(200);
}

describe("KYC photos and the media library", () => {
  it("never lists the KTP photo and selfie in the media library after a submission", async () => {
    const seller = await sellerStore(t);
    const ebook = await uploadFile(t, seller.token);
    const row = await submitted(seller);

    const list = (await call(seller.token, "GET", "/v1/media")).json();
    expect(list.data.map((item: { id: string }) => item.id)).toEqual([ebook.id]);
    expect(list.meta.total).toBe(1);
    const files = (await call(seller.token, "GET", "/v1/media?kind=file")).json().data;
    expect(files.map((item: { id: string }) => item.id)).not.toContain(row.idCardMediaId);
    expect(files.map((item: { id: string }) => item.id)).not.toContain(row.selfieMediaId);
  });

  it("refuses a KYC photo as a product file with 422, on create and on update", async () => {
    const seller = await sellerStore(t);
    const ktp = await uploadKycPhoto(t, seller.token, "id-card");
    const product = {
      title: "E-book Rahasia",
      description: "<p>Isi</p>",
      price: 25_000,
      status: "published",
      thankYouMessage: "Terima kasih!",
    };
    const created = await call(seller.token, "POST", "/v1/product/digital-downloads", { ...product, fileIds: [ktp] });
    expect(created.statusCode).toBe(422);
    expect(created.json().errors.fileIds).toBeDefined();

    const ebook = await uploadFile(t, seller.token);
    const ok = await call(seller.token, "POST", "/v1/product/digital-downloads", { ...product, fileIds: [ebook.id] });
    expect(ok.statusCode).toBe(201);
    const updated = await call(seller.token, "PUT", `/v1/product/digital-downloads/${ok.json().data.id}`, {
      ...product,
      fileIds: [ebook.id, ktp],
    });
    expect(updated.statusCode).toBe(422);
  });

  it("answers 404 to deleting a KYC photo through the media route, as for someone else's file, and keeps it", async () => {
    const seller = await sellerStore(t);
    const row = await submitted(seller);
    for (const id of [row.idCardMediaId, row.selfieMediaId]) {
      const response = await call(seller.token, "DELETE", `/v1/media/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe("Berkas tidak ditemukan");
    }
    expect(await kycRowsOf(seller.user.id)).toHaveLength(2);
    expect((await call(adminToken, "GET", `/v1/admin/activations/${row.id}/photos/id-card`)).statusCode).toBe(200);
  });

  it("takes KYC photos only from the KYC upload: a library file or a non-photo is refused", async () => {
    const seller = await sellerStore(t);
    const libraryPhoto = await uploadFile(t, seller.token, {
      name: "ktp.jpg",
      bytes: await jpegImage(),
      mime: "image/jpeg",
    });
    const body = await activationBody(t, seller.token, { idCardFileId: libraryPhoto.id });
    const response = await call(seller.token, "POST", "/v1/account/activation", body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.idCardFileId).toEqual(["Foto KTP tidak ditemukan, unggah lagi"]);

    const before = storedKeys().length;
    const pdf = await postKycPhoto(t, seller.token, "selfie", Buffer.from("%PDF-1.7 bukan foto"));
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json().errors.file).toEqual(["Unggah foto (JPG, PNG, WebP atau HEIC)"]);
    expect(storedKeys()).toHaveLength(before);
  });
});

describe("a resubmission", () => {
  it("deletes the earlier attempt's photos and unsubmitted uploads, rows and stored bytes", async () => {
    const seller = await sellerStore(t);
    const first = await submitted(seller);
    const firstKeys = (await kycRowsOf(seller.user.id)).map((row) => row.key);
    expect(firstKeys).toHaveLength(2);
    expect(storedKeys()).toEqual(expect.arrayContaining(firstKeys));
    await reject(first.id, "Foto KTP buram", ["idCard", "selfie"]);

    // A retake replaces the photo the form held: the first retake's bytes go at once.
    const retake = await uploadKycPhoto(t, seller.token, "id-card");
    const retakeKey = (await kycRowsOf(seller.user.id)).find((row) => row.id === retake)?.key as string;
    const idCard = await uploadKycPhoto(t, seller.token, "id-card");
    expect(storedKeys()).not.toContain(retakeKey);
    const selfie = await uploadKycPhoto(t, seller.token, "selfie");

    await submitted(seller, {
      legalName: "Sari Wulandari",
      nik: "3201234567890001",
      idCardFileId: idCard,
      selfieFileId: selfie,
      bankCode: "bca",
      bankAccountNumber: "1234567890",
      bankAccountName: "Sari Wulandari",
      consent: true,
    });
    const left = await kycRowsOf(seller.user.id);
    expect(left.map((row) => row.id).sort()).toEqual([idCard, selfie].sort());
    const stored = storedKeys();
    for (const key of [...firstKeys, retakeKey]) expect(stored).not.toContain(key);
    for (const row of left) expect(stored).toContain(row.key);
  });

  it("after a rejection, takes no NIK or account number and keeps the previous values", async () => {
    const seller = await sellerStore(t);
    const body = await activationBody(t, seller.token);
    const first = await submitted(seller, body);
    await reject(first.id, "Foto KTP buram", ["idCard"]);

    const view = (await call(seller.token, "GET", "/v1/account/activation")).json().data;
    expect(view).toMatchObject({
      status: "rejected",
      rejectedParts: ["idCard"],
      nikMasked: "3201••••••••0001",
      legalName: "Sari Wulandari",
      bankCode: "bca",
    });
    const mail = t.outbox.messages().find((m) => m.to === seller.email && m.kind === "activation-rejected");
    expect(mail?.text).toContain("Yang perlu dikirim ulang: Foto KTP");

    const idCard = await uploadKycPhoto(t, seller.token, "id-card");
    await uploadKycPhoto(t, seller.token, "selfie"); // taken, then not sent: the kept selfie stays
    const again = await call(seller.token, "POST", "/v1/account/activation", {
      legalName: view.legalName,
      idCardFileId: idCard,
      bankCode: view.bankCode,
      bankAccountName: view.bankAccountName,
      consent: true,
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data).toMatchObject({
      status: "submitted",
      rejectedParts: [],
      selfieFileId: body.selfieFileId,
    });

    const detail = (await call(adminToken, "GET", `/v1/admin/activations/${first.id}`)).json().data;
    expect(detail).toMatchObject({ nik: body.nik, bankAccountNumber: body.bankAccountNumber, rejectedParts: [] });
    const left = await kycRowsOf(seller.user.id);
    expect(left.map((row) => row.id).sort()).toEqual([idCard, body.selfieFileId].sort());
  });

  it("asks again for exactly the parts the rejection named", async () => {
    const seller = await sellerStore(t);
    const body = await activationBody(t, seller.token);
    const first = await submitted(seller, body);
    await reject(first.id, "NIK tidak valid", ["nik", "selfie", "bankAccount"]);
    const kept = { legalName: body.legalName, bankCode: "bca", bankAccountName: body.bankAccountName, consent: true };

    const missing = await call(seller.token, "POST", "/v1/account/activation", {
      ...kept,
      selfieFileId: body.selfieFileId,
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      nik: ["Ketik ulang NIK Anda: bagian ini perlu diperbaiki"],
    });
    const sameSelfie = await call(seller.token, "POST", "/v1/account/activation", {
      ...kept,
      nik: "3201234567890002",
      bankAccountNumber: "9876543210",
      selfieFileId: body.selfieFileId,
    });
    expect(sameSelfie.json().errors).toEqual({ selfieFileId: ["Unggah swafoto yang baru: foto sebelumnya ditolak"] });
    const noAccount = await call(seller.token, "POST", "/v1/account/activation", {
      ...kept,
      nik: "3201234567890002",
      selfieFileId: await uploadKycPhoto(t, seller.token, "selfie"),
    });
    expect(noAccount.json().errors).toEqual({
      bankAccountNumber: ["Ketik ulang nomor rekening: bagian ini perlu diperbaiki"],
    });
    expect((await call(seller.token, "GET", "/v1/account/activation")).json().data.status).toBe("rejected");
  });

  it("needs every field on a first submission", async () => {
    const seller = await sellerStore(t);
    const { nik: _nik, bankAccountNumber: _account, ...rest } = await activationBody(t, seller.token);
    const response = await call(seller.token, "POST", "/v1/account/activation", rest);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ nik: ["NIK harus 16 digit angka"] });
  });
});
