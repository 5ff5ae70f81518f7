/**
 * Buyer journey, second half (DESIGN §1.2, §1.4), at phone width on the built-in sandbox gateway:
 * checkout → payment page (QR or VA, countdown) → "Simulasikan Pembayaran" (a signed notification
 * through the real webhook route) → /my-order with downloads (a PDF carries the buyer's stamp, ADR
 * 0021) → receipt email in the outbox. A lead magnet completes without payment.
 */
import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
// The API tests' reader of PDF text (standard fonts only), shared rather than copied.
import { pdfPageTexts } from "../../../apps/api/test/helpers/pdf-text";
import { addProduct } from "../support/products";
import { signUpSeller } from "../support/seller";
import { latestMail } from "../support/server";

const ORDER_URL = /\/my-order\/[0-9a-f-]{36}$/;
const PAYMENT_URL = /\/payment\/[0-9a-f-]{36}$/;

/** Fills the checkout form for a paid product and pays with the method labelled `method`. */
async function checkOut(page: Page, buyer: { name: string; email: string }, method: RegExp) {
  await page.getByLabel("Nama Lengkap").fill(buyer.name);
  await page.getByLabel("Email").fill(buyer.email);
  await page.getByLabel("Nomor WhatsApp").fill("0812 3456 7890");
  await page.getByRole("radio", { name: method }).check();
  await page.getByRole("button", { name: "Bayar Sekarang" }).click();
  await expect(page).toHaveURL(PAYMENT_URL);
}

/** Clicks the first "Unduh" on the order page and answers the downloaded file's name and bytes. */
async function downloadFirstFile(page: Page): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page
      .getByRole("link", { name: /^Unduh/ })
      .first()
      .click(),
  ]);
  return { name: download.suggestedFilename(), bytes: readFileSync(await download.path()) };
}

test("a buyer pays a new seller's e-book with QRIS and downloads the uploaded PDF, stamped with their email", async ({
  page,
}) => {
  const seller = await signUpSeller(page, "Dewi Lestari");
  const title = "Resep Kue Kering Lebaran";
  // The seller asks for the buyer's WhatsApp number (it is optional by default).
  await addProduct(page, {
    kind: "Produk Digital",
    title,
    price: "25000",
    fileName: "resep-kue.pdf",
    requirePhone: true,
  });
  await page.context().clearCookies();

  await page.goto(`/${seller.username}`);
  await page.getByRole("listitem").filter({ hasText: title }).getByRole("link").click();
  await expect(page).toHaveURL(`/${seller.username}/resep-kue-kering-lebaran`);
  await page.getByRole("link", { name: "Beli Sekarang" }).click();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
  await expect(page.getByText(title).first()).toBeVisible();
  await expect(page.getByText("Rp25.000").first()).toBeVisible();
  await expect(page.getByLabel("Nomor WhatsApp (opsional)")).toHaveCount(0);
  await page.getByRole("button", { name: "Bayar Sekarang" }).click();
  await expect(page.getByText("Nomor WhatsApp wajib diisi")).toBeVisible();

  const buyer = { name: "Budi Santoso", email: `budi.${Date.now()}@example.com` };
  await checkOut(page, buyer, /^QRIS/);
  await expect(page.getByText("Menunggu Pembayaran").first()).toBeVisible();
  const qr = page.getByRole("img", { name: /QR/ });
  await expect(qr).toBeVisible();
  // Visible comes before decoded: wait for the image's pixels, not only its box.
  await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const saved = await page.request.get(
    (await page.getByRole("link", { name: "Simpan QR ke galeri" }).getAttribute("href")) ?? "",
  );
  expect(saved.headers()["content-type"]).toBe("image/png");
  await expect(page.getByText(/Selesaikan pembayaran sebelum .*WIB/)).toBeVisible();
  const countdown = page.getByRole("timer");
  await expect(countdown).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
  const before = await countdown.textContent();
  await expect(countdown).not.toHaveText(before ?? "", { timeout: 3000 });

  await page.getByRole("button", { name: "Simulasikan Pembayaran" }).click();
  await expect(page).toHaveURL(ORDER_URL);
  await expect(page.getByRole("heading", { name: "Terima kasih atas pembelian Anda" })).toBeVisible();
  await expect(page.getByText(title).first()).toBeVisible();

  // The uploaded page, and on it the buyer's line (ADR 0021, "Tandai PDF dengan email pembeli" is on).
  const file = await downloadFirstFile(page);
  expect(file.name).toBe("resep-kue.pdf");
  const [text, ...more] = await pdfPageTexts(file.bytes);
  expect(more).toHaveLength(0);
  expect(text).toContain(title);
  expect(text).toMatch(new RegExp(`Dibeli oleh ${buyer.email.replaceAll(".", "\\.")} · LPK-[0-9A-Z]{6}`));

  const receipt = await latestMail("receipt", buyer.email);
  expect(receipt).toContain(page.url().replace(/^https?:\/\/[^/]+/, ""));
  await expect(latestMail("new_sale", seller.email)).resolves.toContain("Rp25.000");
});

test("a buyer pays the demo e-book by BCA virtual account; the page follows the payment by itself", async ({
  page,
  request,
}) => {
  await page.goto("/demo/panduan-konten-instagram-umkm");
  await page.getByRole("link", { name: "Beli Sekarang" }).click();
  const buyer = { name: "Sari Wulandari", email: `sari.${Date.now()}@example.com` };
  await checkOut(page, buyer, /^BCA Virtual Account/);

  await expect(page.getByText("Rp49.000").first()).toBeVisible();
  const vaNumber = page.getByTestId("va-number");
  await expect(vaNumber).toHaveText(/^\d{10,20}$/);
  await expect(page.getByRole("button", { name: /Salin/ }).first()).toBeVisible();

  // Paid from elsewhere (as a bank would): the open page notices within its polling interval.
  const id = page.url().split("/").at(-1);
  const paid = await request.post(`/v1/payments/sandbox/${id}/pay`, { data: {} });
  expect(paid.status()).toBe(200);
  await expect(page).toHaveURL(ORDER_URL, { timeout: 15_000 });
  await expect(page.getByRole("heading", { name: "Terima kasih atas pembelian Anda" })).toBeVisible();

  const file = await downloadFirstFile(page);
  expect(file.name).toMatch(/\.pdf$/);
  expect(file.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  await expect(latestMail("receipt", buyer.email)).resolves.toContain("/my-order/");
});

test("a lead magnet completes without payment and delivers its reward", async ({ page }) => {
  await page.goto("/demo/checklist-foto-produk-hp");
  await page.getByRole("link", { name: "Dapatkan Gratis" }).click();
  await expect(page.getByLabel("Nomor WhatsApp")).toHaveCount(0);
  const buyer = { name: "Rudi Hartono", email: `rudi.${Date.now()}@example.com` };
  await page.getByLabel("Nama Lengkap").fill(buyer.name);
  await page.getByLabel("Email").fill(buyer.email);
  await page.getByRole("button", { name: "Dapatkan Gratis" }).click();

  await expect(page).toHaveURL(ORDER_URL);
  // A lead magnet is a gift, not a purchase (DESIGN §5).
  await expect(page.getByRole("heading", { name: "Berhasil! Cek email Anda" })).toBeVisible();
  await expect(page.getByText("Pembayaran Berhasil")).toHaveCount(0);
  await expect(page.getByText("Checklist sudah siap diunduh. Selamat memotret!")).toBeVisible();
  const file = await downloadFirstFile(page);
  expect(file.name).toBe("Checklist-Foto-Produk-Pakai-HP.pdf");
  expect(file.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  await expect(latestMail("receipt", buyer.email)).resolves.toContain("/my-order/");
});

test("payment and order pages keep their URL to themselves and out of search engines", async ({ page }) => {
  await page.goto("/demo/panduan-konten-instagram-umkm");
  await page.getByRole("link", { name: "Beli Sekarang" }).click();
  await checkOut(page, { name: "Tono Prasetyo", email: `tono.${Date.now()}@example.com` }, /^QRIS/);
  const response = await page.request.get(page.url());
  expect(response.headers()["referrer-policy"]).toBe("no-referrer");
  expect(await response.text()).toContain('<meta name="robots" content="noindex"');
  const transaction = await page.request.get(`/v1/transactions/${page.url().split("/").at(-1)}`);
  const body = await transaction.json();
  expect(body.data.buyer.email).toMatch(/^to\*+@example\.com$/);
  expect(body.data.buyer.phone).toMatch(/^6281\*+890$/);
});
