/**
 * The Cloud API webhook's `X-Hub-Signature-256` (developers.facebook.com/docs/graph-api/webhooks/getting-started,
 * "Validating payloads"): `sha256=` and the hex HMAC-SHA256 of the raw body with the app secret —
 * exactly that, nothing before or after it.
 */
import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createCloudWhatsapp } from "./cloud";

const APP_SECRET = "meta-app-secret-for-tests";
const whatsapp = createCloudWhatsapp({
  apiUrl: "http://whatsapp.invalid",
  token: "token",
  phoneNumberId: "1234567890",
  appSecret: APP_SECRET,
  verifyToken: "verify",
  language: "id",
  templates: { paymentReminder: "a", receipt: "b", newSale: "c" },
} as Parameters<typeof createCloudWhatsapp>[0]);

const body = Buffer.from(
  JSON.stringify({ object: "whatsapp_business_account", entry: [{ id: "0", changes: [{ field: "messages" }] }] }),
);
const hex = createHmac("sha256", APP_SECRET).update(body).digest("hex");

describe("the Cloud API webhook signature", () => {
  it("accepts sha256= and the body's 64 hex digits, in either case", () => {
    expect(whatsapp.verifySignature(body, `sha256=${hex}`)).toBe(true);
    expect(whatsapp.verifySignature(body, `sha256=${hex.toUpperCase()}`)).toBe(true);
  });

  it("refuses anything around or instead of exactly 64 hex digits", () => {
    for (const signature of [
      `sha256=${hex}zz`,
      `sha256=${hex}0`,
      `sha256=${hex}00`,
      `sha256=${hex} `,
      `sha256=${hex}\n`,
      ` sha256=${hex}`,
      `sha256= ${hex}`,
      `SHA256=${hex}`,
      `sha256=${hex.slice(0, 63)}`,
      `sha256=${hex.slice(0, 62)}`,
      `sha256=${hex.slice(0, 62)}zz`,
      `sha1=${hex}`,
      hex,
      "sha256=",
      "",
      undefined,
    ]) {
      expect(whatsapp.verifySignature(body, signature), JSON.stringify(signature)).toBe(false);
    }
  });

  it("refuses the right digits for another body or another secret", () => {
    expect(whatsapp.verifySignature(Buffer.concat([body, Buffer.from(" ")]), `sha256=${hex}`)).toBe(false);
    const other = createHmac("sha256", "another-secret").update(body).digest("hex");
    expect(whatsapp.verifySignature(body, `sha256=${other}`)).toBe(false);
  });
});
