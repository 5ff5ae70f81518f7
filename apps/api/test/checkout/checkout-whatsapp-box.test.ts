/**
 * ADR 0021: the checkout page offers "Kirim info pesanan ke WhatsApp saya" — unticked —
 * only when the platform sends WhatsApp (`WHATSAPP_PROVIDER=cloud`) and only for a paid product,
 * whose checkout asks for the number; with WhatsApp off (the default) no checkout shows it. Needs
 * the web build (`npm run build`).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishDownload, publishLeadMagnet, sellerStore } from "../helpers/payments";
import type { TestApp } from "../helpers/test-app";
import { decoded, getOverSocket, startWebApp, webBuilt } from "../helpers/web-build";

const built = webBuilt("checkout-whatsapp-box.test.ts");
const BOX = "Kirim info pesanan ke WhatsApp saya";

/** The checkout page of `productId` on the app at `port`, as HTML. */
async function checkoutPage(port: number, productId: string): Promise<string> {
  const answer = await getOverSocket(port, `/checkout/${productId}`, { "accept-encoding": "identity" });
  expect(answer.status).toBe(200);
  return decoded(answer);
}

/** A seller with a paid download and a free lead magnet on `t`. */
async function paidAndFree(t: TestApp) {
  const seller = await sellerStore(t);
  return { paid: await publishDownload(t, seller, { price: 50_000 }), free: await publishLeadMagnet(t, seller) };
}

describe.skipIf(!built)("the WhatsApp consent box at checkout", () => {
  describe("with WhatsApp Cloud API configured", () => {
    let t: TestApp;
    let port: number;
    beforeAll(async () => {
      ({ t, port } = await startWebApp({
        WHATSAPP_PROVIDER: "cloud",
        WHATSAPP_API_URL: "http://127.0.0.1:9",
        WHATSAPP_TOKEN: "EAAG-test-token",
        WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
        WHATSAPP_APP_SECRET: "app-secret",
        WHATSAPP_VERIFY_TOKEN: "verify-token",
      }));
    }, 180_000);
    afterAll(() => t?.close());

    it("shows it unticked on a paid product's checkout, and not on a free one", async () => {
      const { paid, free } = await paidAndFree(t);
      const html = await checkoutPage(port, paid.id);
      expect(html).toContain(BOX);
      const box = html.match(/<input[^>]*name="whatsappConsent"[^>]*>/)?.[0];
      expect(box).toBeDefined();
      expect(box).not.toMatch(/\bchecked\b/);
      expect(await checkoutPage(port, free.id)).not.toContain(BOX);
    }, 60_000);
  });

  describe("with WhatsApp off (the default)", () => {
    let t: TestApp;
    let port: number;
    beforeAll(async () => {
      ({ t, port } = await startWebApp());
    }, 180_000);
    afterAll(() => t?.close());

    it("shows it on no checkout", async () => {
      const { paid, free } = await paidAndFree(t);
      const html = await checkoutPage(port, paid.id);
      expect(html).toContain("Nomor WhatsApp");
      expect(html).not.toContain(BOX);
      expect(html).not.toContain('name="whatsappConsent"');
      expect(await checkoutPage(port, free.id)).not.toContain(BOX);
    }, 60_000);
  });
});
