/**
 * Sellers who may withdraw: an approved activation (KYC) and released money in the ledger. Shared by
 * the seller-money and disbursement tests.
 */
import { randomUUID } from "node:crypto";
import { newId, tables } from "@lapak/db";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { bearer } from "./accounts";
import { type Seller, sellerStore } from "./payments";
import type { TestApp } from "./test-app";
import { jpegImage, multipartBody } from "./uploads";

/**
 * Books `amount` rupiah of real (non-sandbox) money as released: a sale and its release, as the
 * ledger does after HOLD_DAYS. The sandbox gateway's own money is never withdrawable.
 */
export async function creditAvailable(t: TestApp, sellerId: string, amount: number) {
  const sourceId = randomUUID();
  await t.db.insert(tables.ledgerEntries).values([
    {
      id: newId(),
      sellerId,
      sourceId,
      kind: "sale",
      bucket: "pending",
      amount,
      availableAt: new Date(Date.now() - 1000),
    },
    { id: newId(), sellerId, sourceId, kind: "release", bucket: "pending", amount: -amount },
    { id: newId(), sellerId, sourceId, kind: "release", bucket: "available", amount },
  ]);
}

/**
 * Uploads a KYC photo (`POST /v1/account/activation/photos/{which}`, kept apart from the media
 * library) as `token`'s user; returns the response (`data.id` on 200).
 */
export async function postKycPhoto(t: TestApp, token: string, which: "id-card" | "selfie", bytes?: Buffer) {
  const photo = bytes ?? (which === "id-card" ? await jpegImage(640, 400) : await jpegImage(400, 640));
  const body = multipartBody(photo, {
    filename: which === "id-card" ? "ktp.jpg" : "swafoto.jpg",
    contentType: "image/jpeg",
  });
  return t.app.inject({
    method: "POST",
    url: `/v1/account/activation/photos/${which}`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

/** Uploads a KYC photo and returns its id (throws when the upload fails). */
export async function uploadKycPhoto(t: TestApp, token: string, which: "id-card" | "selfie"): Promise<string> {
  const response = await postKycPhoto(t, token, which);
  if (response.statusCode !== 200) throw new Error(`KYC photo upload failed: ${response.body}`);
  return response.json().data.id;
}

async function kycPhotos(t: TestApp, token: string) {
  return {
    idCardFileId: await uploadKycPhoto(t, token, "id-card"),
    selfieFileId: await uploadKycPhoto(t, token, "selfie"),
  };
}

/** A complete `POST /v1/account/activation` body with fresh KYC photos; `overrides` replace fields. */
export async function activationBody(t: TestApp, token: string, overrides: Record<string, unknown> = {}) {
  return {
    legalName: "Sari Wulandari",
    nik: "3201234567890001",
    ...(await kycPhotos(t, token)),
    bankCode: "bca",
    bankAccountNumber: "1234567890",
    bankAccountName: "Sari Wulandari",
    consent: true,
    ...overrides,
  };
}

/** A new seller with a store whose activation `adminToken` approved (bank fields from `overrides`). */
export async function activatedSeller(
  t: TestApp,
  adminToken: string,
  overrides: Record<string, unknown> = {},
): Promise<Seller> {
  const seller = await sellerStore(t);
  const submitted = await t.app.inject({
    method: "POST",
    url: "/v1/account/activation",
    headers: bearer(seller.token),
    payload: await activationBody(t, seller.token, overrides),
  });
  expect(submitted.statusCode).toBe(201);
  const [row] = await t.db.select().from(tables.activations).where(eq(tables.activations.sellerId, seller.user.id));
  const approved = await t.app.inject({
    method: "POST",
    url: `/v1/admin/activations/${row.id}/approve`,
    headers: bearer(adminToken),
  });
  expect(approved.statusCode).toBe(200);
  return seller;
}
