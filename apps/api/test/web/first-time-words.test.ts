import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutOk, publishLeadMagnet, sellerStore } from "../helpers/payments";
import type { TestApp } from "../helpers/test-app";
import { decoded, getOverSocket, startWebApp, webBuilt } from "../helpers/web-build";

const built = webBuilt("first-time-words.test.ts");

let t: TestApp;
let port: number;

/** The page at `path` as a browser without a session gets it: status and HTML. */
async function page(path: string) {
  const answer = await getOverSocket(port, path, { "accept-encoding": "identity" });
  return { status: answer.status, html: decoded(answer) };
}

describe.skipIf(!built)("words a first-time visitor reads", () => {
  beforeAll(async () => {
    ({ t, port } = await startWebApp());
  }, 180_000);
  afterAll(() => t?.close());

  it("says 'Halaman tidak ditemukan' with a way home for an unknown address", async () => {
    const { status, html } = await page("/toko-yang-tidak-pernah-ada");

    expect(status).toBe(404);
    expect(html).toContain("Halaman tidak ditemukan");
    expect(html).toContain("Kembali ke beranda");
    expect(html).not.toContain("Page Not Found");
    expect(html).not.toContain("Lihat toko");
  }, 60_000);

  it("offers the seller's store first on an unknown page under a store that exists", async () => {
    const seller = await sellerStore(t, { name: "Toko Sari" });

    const { status, html } = await page(`/${seller.username}/produk-yang-tidak-ada`);

    expect(status).toBe(404);
    expect(html).toContain("Halaman tidak ditemukan");
    const store = html.indexOf(`href="/${seller.username}"`);
    expect(store).toBeGreaterThan(0);
    expect(html).toContain("Lihat toko Toko Sari");
    expect(store).toBeLessThan(html.indexOf("Kembali ke beranda"));
  }, 60_000);

  it("asks a lead magnet's visitor for 'Data Anda', not a buyer's payment details", async () => {
    const seller = await sellerStore(t);
    const product = await publishLeadMagnet(t, seller);

    const { status, html } = await page(`/checkout/${product.id}`);

    expect(status).toBe(200);
    expect(html).toContain("Data Anda");
    expect(html).toContain(">Ringkasan<");
    expect(html).not.toContain("Data Pembeli");
    expect(html).not.toContain("Ringkasan Pembayaran");
  }, 60_000);

  it("tells a lead magnet's visitor 'Berhasil! Cek email Anda' on the result page", async () => {
    const seller = await sellerStore(t);
    const product = await publishLeadMagnet(t, seller);
    const transaction = await checkoutOk(t, product.id);

    const { status, html } = await page(`/my-order/${transaction.id}`);

    expect(status).toBe(200);
    expect(html).toContain("Berhasil! Cek email Anda");
    expect(html).not.toMatch(/Pembayaran berhasil/i);
  }, 60_000);
});
