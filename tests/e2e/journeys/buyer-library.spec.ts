/**
 * The buyer library (DESIGN §4 "Buyer library"), at 390 px: a buyer pays the demo e-book in the
 * sandbox, opens Pustaka Saya from the order page, signs in with the code mailed to them (read
 * from the server's outbox), sees the purchase and opens its order, signs out, and signs in again
 * with the emailed one-time link. The library runs with JavaScript off: its forms post.
 */
import { expect, test } from "@playwright/test";
import { screenshot } from "../support/screenshots";
import { E2E_OTP_RESEND_SECONDS, latestMail } from "../support/server";

const ORDER_URL = /\/my-order\/[0-9a-f-]{36}$/;

/**
 * The code and sign-in link of the newest library email to `email`; with `after`, waits until a
 * newer email than the one holding that link is in the outbox (mail is sent by a job, a moment
 * after the answer).
 */
async function libraryMail(email: string, after?: string): Promise<{ code: string; link: string }> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    // The link sits in a quoted-printable part: its "=" travels as "=3D".
    const mail = (await latestMail("library_code", email)).replaceAll("=3D", "=");
    const code = mail.match(/^Subject: (\d{6}) /m)?.[1];
    const link = mail.match(/https?:\/\/[^\s"<]+\/my-library\/sign-in\?token=[\w-]+/)?.[0];
    if (!code || !link) throw new Error(`No code or link in the library email to ${email}`);
    if (link !== after) return { code, link };
    if (Date.now() > deadline) throw new Error(`No new library email to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

test("a buyer finds their purchase in Pustaka Saya, signed in by an emailed code, then signs out", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = `rina.${Date.now()}@example.com`;
  await page.goto("/demo/panduan-konten-instagram-umkm");
  const title = (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
  await page.getByRole("link", { name: "Beli Sekarang" }).click();
  await page.getByLabel("Nama Lengkap").fill("Rina Kartika");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Nomor WhatsApp").fill("0812 3456 7890");
  await page.getByRole("radio", { name: /^QRIS/ }).check();
  await page.getByRole("button", { name: "Bayar Sekarang" }).click();
  await page.getByRole("button", { name: "Simulasikan Pembayaran" }).click();
  await expect(page).toHaveURL(ORDER_URL);
  const orderUrl = page.url();
  await expect(latestMail("receipt", email)).resolves.toContain("/my-library");

  // The library, without JavaScript, from the order page.
  const buyer = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: "id-ID",
    javaScriptEnabled: false,
  });
  const library = await buyer.newPage();
  await library.goto(orderUrl);
  await library.getByRole("link", { name: "Buka Pustaka Saya" }).click();
  await expect(library.getByRole("heading", { name: "Masuk ke Pustaka Saya" })).toBeVisible();
  await library.getByLabel("Email").fill(email);
  await library.getByRole("button", { name: "Kirim Kode Masuk" }).click();
  await expect(library.getByRole("heading", { name: "Masukkan kode masuk" })).toBeVisible();
  const first = await libraryMail(email);
  await library.getByLabel("Kode masuk").fill(first.code);
  await library.getByRole("button", { name: "Masuk" }).click();

  await expect(library.getByRole("heading", { name: "Pustaka Saya", exact: true })).toBeVisible();
  await expect(library.getByText(email)).toBeVisible();
  const purchase = library.getByRole("listitem").filter({ hasText: title });
  await expect(purchase).toHaveCount(1);
  const width = await library.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await screenshot(library, "buyer-library-390");
  await purchase.getByRole("link", { name: "Lihat Pesanan & Unduh" }).click();
  await expect(library).toHaveURL(orderUrl);
  await library.goBack();
  // A paid order not yet reviewed leads to the order page's review card.
  await library.getByRole("listitem").filter({ hasText: title }).getByRole("link", { name: "Beri Ulasan" }).click();
  await expect(library).toHaveURL(`${orderUrl}#ulasan`);
  await expect(library.getByRole("region", { name: "Beri ulasan" })).toBeVisible();
  await library.goBack();

  await library.getByRole("button", { name: "Keluar" }).click();
  await expect(library.getByText("Anda sudah keluar dari Pustaka Saya.")).toBeVisible();
  await library.goto("/my-library");
  await expect(library.getByRole("heading", { name: "Masuk ke Pustaka Saya" })).toBeVisible();

  // A new code a little later: its emailed link signs in at once, and only once.
  await library.waitForTimeout(E2E_OTP_RESEND_SECONDS * 1000 + 500);
  await library.getByLabel("Email").fill(email);
  await library.getByRole("button", { name: "Kirim Kode Masuk" }).click();
  await expect(library.getByRole("heading", { name: "Masukkan kode masuk" })).toBeVisible();
  const { link } = await libraryMail(email, first.link);
  await library.goto(link);
  await expect(library.getByRole("heading", { name: "Pustaka Saya", exact: true })).toBeVisible();
  await expect(library.getByRole("listitem").filter({ hasText: title })).toHaveCount(1);
  await library.goto(link);
  await expect(library.getByText("Tautan masuk sudah dipakai atau kedaluwarsa", { exact: false })).toBeVisible();
  await buyer.close();
});
