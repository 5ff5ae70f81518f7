/**
 * Pelacakan Iklan (ADR 0022): `GET|PUT /v1/account/tracking` (tokens write-only, encrypted at rest)
 * and the public `GET /v1/sellers/{username}/pixels` the store's pages load.
 */
import { tables } from "@lapak/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decryptToken } from "../../src/modules/tracking/token-crypto";
import { bearer } from "../helpers/accounts";
import { sellerStore } from "../helpers/payments";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const META_TOKEN = "EAAGm0PX4ZCpsBAKZBs1exampleTokenForTests0123456789";
const TIKTOK_TOKEN = "a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0";

function put(token: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: "PUT", url: "/v1/account/tracking", headers: bearer(token), payload });
}

describe("Pelacakan Iklan settings", () => {
  it("saves pixels and tokens, answers only whether a token is set, and keeps the token encrypted", async () => {
    const seller = await sellerStore(t);
    const empty = await t.app.inject({ method: "GET", url: "/v1/account/tracking", headers: bearer(seller.token) });
    expect(empty.json().data).toEqual({
      metaPixelId: null,
      metaAccessTokenSet: false,
      tiktokPixelId: null,
      tiktokAccessTokenSet: false,
    });

    const saved = await put(seller.token, {
      metaPixelId: " 123456789012345 ",
      metaAccessToken: META_TOKEN,
      tiktokPixelId: "c4a1b2c3d4e5f6g7h8i9",
      tiktokAccessToken: TIKTOK_TOKEN,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({
      metaPixelId: "123456789012345",
      metaAccessTokenSet: true,
      tiktokPixelId: "C4A1B2C3D4E5F6G7H8I9",
      tiktokAccessTokenSet: true,
    });
    expect(saved.body).not.toContain(META_TOKEN);

    const [row] = await t.db
      .select()
      .from(tables.trackingSettings)
      .where(eq(tables.trackingSettings.sellerId, seller.user.id));
    expect(row?.metaAccessTokenEncrypted).not.toContain(META_TOKEN);
    expect(decryptToken(row?.metaAccessTokenEncrypted ?? "", t.config.appSecret)).toBe(META_TOKEN);
    expect(decryptToken(row?.tiktokAccessTokenEncrypted ?? "", t.config.appSecret)).toBe(TIKTOK_TOKEN);

    // A field left out stays; "" removes it.
    const cleared = await put(seller.token, { metaAccessToken: "", tiktokPixelId: "" });
    expect(cleared.json().data).toEqual({
      metaPixelId: "123456789012345",
      metaAccessTokenSet: false,
      tiktokPixelId: null,
      tiktokAccessTokenSet: true,
    });
  });

  it("refuses a malformed pixel id or token in Indonesian and changes nothing", async () => {
    const seller = await sellerStore(t);
    await put(seller.token, { metaPixelId: "123456789012345" });

    const response = await put(seller.token, {
      metaPixelId: "fbq-123",
      tiktokPixelId: "ABC",
      metaAccessToken: "pendek",
    });

    expect(response.statusCode).toBe(422);
    const { errors } = response.json();
    expect(errors.metaPixelId).toEqual(["ID Pixel Meta hanya berisi angka (biasanya 15–16 digit)"]);
    expect(errors.tiktokPixelId).toEqual(["Kode Pixel TikTok terdiri dari 20 huruf dan angka"]);
    expect(errors.metaAccessToken?.[0]).toMatch(/^Token Conversions API Meta tidak valid/);
    const after = await t.app.inject({ method: "GET", url: "/v1/account/tracking", headers: bearer(seller.token) });
    expect(after.json().data.metaPixelId).toBe("123456789012345");
  });

  it("shows a store's pixels to everyone, never its tokens, and asks who is signed in to change them", async () => {
    const seller = await sellerStore(t);
    const other = await sellerStore(t);
    await put(seller.token, { metaPixelId: "998877665544332", metaAccessToken: META_TOKEN });
    const changed: string[] = [];
    t.app.storefrontEvents.on("changed", ({ username }) => changed.push(username));
    await put(seller.token, { tiktokPixelId: "CABCDEFGHIJ123456789" });
    // The store's cached pages carry the pixel ids: the save drops them.
    expect(changed).toContain(seller.username);

    const pixels = await t.app.inject({ method: "GET", url: `/v1/sellers/${seller.username}/pixels` });
    expect(pixels.json().data).toEqual({ metaPixelId: "998877665544332", tiktokPixelId: "CABCDEFGHIJ123456789" });
    expect(pixels.body).not.toContain("EAAG");
    const none = await t.app.inject({ method: "GET", url: `/v1/sellers/${other.username}/pixels` });
    expect(none.json().data).toEqual({ metaPixelId: null, tiktokPixelId: null });
    expect((await t.app.inject({ method: "PUT", url: "/v1/account/tracking", payload: {} })).statusCode).toBe(401);
  });
});
