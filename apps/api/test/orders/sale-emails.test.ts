/**
 * The emails after a checkout, as the buyer and the seller read them (DESIGN §5): a lead magnet or
 * a free download is not a purchase — "Hadiah Anda sudah siap" with the reward link and the
 * seller's thank-you message, and "Pendaftar baru: <product>" for the seller, with no payment or
 * price words; a paid receipt also carries the thank-you message.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../helpers/accounts";
import {
  checkoutOk,
  payWithSandbox,
  publishDownload,
  publishLeadMagnet,
  sellerStore,
  waitForMail,
} from "../helpers/payments";
import { createTestApp, TEST_APP_URL, type TestApp } from "../helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PAYMENT_WORDS = /Pembayaran|pembelian|Penjualan|Total|Harga|Gratis|Rp\d/;

describe("a lead magnet's emails", () => {
  it("gives the buyer 'Hadiah Anda sudah siap' with the reward link and the seller's message", async () => {
    const seller = await sellerStore(t, { name: "Sari Wulandari" });
    const magnet = await publishLeadMagnet(t, seller, {
      title: "Checklist Jualan",
      rewardUrl: "https://contoh.id/hadiah",
    });
    const email = uniqueEmail("pendaftar");

    const transaction = await checkoutOk(t, magnet.id, { name: "Eko Prasetyo", email, paymentMethod: undefined });

    const [gift] = await waitForMail(t, email, "receipt");
    expect(gift?.subject).toBe("Hadiah Anda sudah siap: Checklist Jualan");
    expect(gift?.text).toContain("Hadiah Anda sudah siap: Checklist Jualan dari Sari Wulandari.");
    expect(gift?.text).toContain("Pesan dari Sari Wulandari:\nSelamat menikmati hadiahnya!");
    expect(gift?.text).toContain("Dapatkan hadiah Anda: https://contoh.id/hadiah");
    expect(gift?.text).toContain(`${TEST_APP_URL}/my-order/${transaction.id}`);
    expect(gift?.html).toMatch(/<a\s+href="https:\/\/contoh\.id\/hadiah"/);
    expect(gift?.html).toMatch(/>\s*Dapatkan Hadiah\s*<\/a>/);
    expect(gift?.html).toContain("Selamat menikmati hadiahnya!");
    expect(`${gift?.subject}\n${gift?.text}`).not.toMatch(PAYMENT_WORDS);

    const [notice] = await waitForMail(t, seller.email, "new_sale");
    expect(notice?.subject).toBe("Pendaftar baru: Checklist Jualan");
    expect(notice?.text).toContain(`Pendaftar: Eko Prasetyo (${email})`);
    expect(notice?.text).toContain(`${TEST_APP_URL}/dashboard/customers`);
    expect(`${notice?.subject}\n${notice?.text}`).not.toMatch(PAYMENT_WORDS);
  });

  it("escapes the seller's message in the HTML and keeps its line breaks", async () => {
    const seller = await sellerStore(t);
    const product = await publishDownload(t, seller, {
      price: 0,
      title: "Template Gratis",
      thankYouMessage: "Terima kasih <b>banyak</b>!\nSampai jumpa.",
    });
    const email = uniqueEmail("gratis");

    await checkoutOk(t, product.id, { email, paymentMethod: undefined });

    const [gift] = await waitForMail(t, email, "receipt");
    expect(gift?.subject).toBe("Hadiah Anda sudah siap: Template Gratis");
    expect(gift?.html).toContain("Terima kasih &lt;b&gt;banyak&lt;/b&gt;!<br />Sampai jumpa.");
    // No reward link: the button opens the order page, where the files are.
    expect(gift?.text).toContain("Unduh berkasnya di:");
    const [notice] = await waitForMail(t, seller.email, "new_sale");
    expect(notice?.subject).toBe("Pendaftar baru: Template Gratis");
  });
});

describe("a paid receipt", () => {
  it("says the payment was received and carries the seller's thank-you message", async () => {
    const seller = await sellerStore(t, { name: "Rina Kartika" });
    const product = await publishDownload(t, seller, {
      price: 25_000,
      title: "E-book Kue",
      thankYouMessage: "Selamat membuat kue!",
    });
    const email = uniqueEmail("pembeli");
    const transaction = await checkoutOk(t, product.id, { email });
    expect((await payWithSandbox(t, transaction.id)).statusCode).toBe(200);

    const [receipt] = await waitForMail(t, email, "receipt");
    expect(receipt?.subject).toBe("Pesanan Anda: E-book Kue");
    expect(receipt?.text).toContain("Pembayaran Anda sudah kami terima");
    expect(receipt?.text).toContain("Total: Rp25.000");
    expect(receipt?.text).toContain("Pesan dari Rina Kartika:\nSelamat membuat kue!");
    expect(receipt?.html).toContain("Selamat membuat kue!");
    expect(receipt?.text).not.toContain("Hadiah");
    const [sale] = await waitForMail(t, seller.email, "new_sale");
    expect(sale?.subject).toBe("Penjualan baru: E-book Kue — Rp25.000");
  });
});
