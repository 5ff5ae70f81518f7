/**
 * Seller journey "give the money back" (DESIGN §1.6): a buyer pays Rp100.000 by QRIS through the
 * sandbox; the seller opens the sale on the phone, presses **Kembalikan Dana**, reads who pays what
 * (Rp100.000 to the buyer, the net Rp94.300 from the balance, the Rp5.000 fee not kept), confirms,
 * and the sale reads "Dana Dikembalikan". The buyer's order page then says **Dana dikembalikan** with
 * the amount, and offers no download any more — at 390 px.
 */
import { expect, test } from "@playwright/test";
import { addProduct } from "../support/products";
import { screenshot } from "../support/screenshots";
import { signUpSeller } from "../support/seller";

const COURSE = "Kelas Edit Video HP";

test("a seller refunds a sale from its detail, and the buyer's order page shows it", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const seller = await signUpSeller(page, "Rina Kartika");
  await addProduct(page, { kind: "Produk Digital", title: COURSE, price: "100000", fileName: "kelas-video.pdf" });
  const products = (await (await request.get(`/v1/sellers/${seller.username}/products`)).json()).data as {
    id: string;
    title: string;
  }[];
  const courseId = products.find((p) => p.title === COURSE)?.id ?? "";

  // Budi pays by QRIS on his phone.
  const buyerContext = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "id-ID" });
  const buyerPage = await buyerContext.newPage();
  await buyerPage.goto(`/checkout/${courseId}`);
  await buyerPage.getByLabel("Nama Lengkap").fill("Budi Santoso");
  await buyerPage.getByLabel("Email").fill(`budi.${Date.now()}@example.com`);
  await buyerPage.getByLabel("Nomor WhatsApp").fill("0812 3456 7890");
  await buyerPage.getByRole("radio", { name: /^QRIS/ }).check();
  await buyerPage.getByRole("button", { name: "Bayar Sekarang" }).click();
  await buyerPage.getByRole("button", { name: "Simulasikan Pembayaran" }).click();
  await expect(buyerPage).toHaveURL(/\/my-order\/[0-9a-f-]{36}$/);
  const orderUrl = buyerPage.url();
  await expect(buyerPage.getByRole("link", { name: /^Unduh/ }).first()).toBeVisible();

  // The seller opens the sale and refunds it.
  await page.goto("/dashboard/sales");
  const cards = page.getByRole("list", { name: "Daftar penjualan" }).getByRole("listitem");
  await expect(cards).toHaveCount(1);
  await cards.first().click();
  const sheet = page.getByRole("dialog", { name: "Detail Transaksi" });
  await expect(sheet.getByText("Belum ada dana yang dikembalikan.")).toBeVisible();
  await sheet.getByRole("button", { name: "Kembalikan Dana" }).click();
  const confirm = sheet.getByRole("form", { name: "Kembalikan dana" });
  await expect(confirm.getByText("Pembeli menerima Rp100.000.")).toBeVisible();
  await expect(confirm.getByText(/Diambil dari saldo Anda: Rp94\.300/)).toBeVisible();
  await expect(confirm.getByText(/Biaya layanan Lapak Rp5\.000 tidak ditagih/)).toBeVisible();
  await confirm.getByLabel("Alasan").fill("Berkas video tidak bisa dibuka");
  await screenshot(page, "refund-confirm-390");
  await confirm.getByRole("button", { name: "Ya, Kembalikan Dana" }).click();

  await expect(sheet.getByText(/Rp100\.000 · Dana dikembalikan/)).toBeVisible();
  await expect(sheet.getByText("Dana Dikembalikan", { exact: true })).toBeVisible();
  await expect(sheet.getByText("Berkas video tidak bisa dibuka")).toBeVisible();
  // The money block says the net went back, not "Ditahan sampai …".
  const left = sheet.getByRole("definition").filter({ hasText: "Rp0" });
  await expect(sheet.getByText("Diambil kembali (pengembalian dana)")).toBeVisible();
  await expect(sheet.getByText("Tersisa untuk Anda")).toBeVisible();
  await expect(left).toBeVisible();
  await expect(sheet.getByText("Dikembalikan ke pembeli", { exact: true })).toBeVisible();
  await expect(sheet.getByText(/Ditahan sampai/)).toHaveCount(0);
  await expect(sheet.getByRole("button", { name: "Kembalikan Dana" })).toHaveCount(0);
  await screenshot(page, "refund-done-390");

  // The buyer's order page says so, with the amount, and offers no download.
  await buyerPage.goto(orderUrl);
  const notice = buyerPage.getByRole("region", { name: "Dana dikembalikan" });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("Rp100.000");
  // How and when the money arrives (DESIGN §5).
  await expect(notice).toContainText("Dana kembali ke QRIS Anda, biasanya paling lambat 14 hari kerja");
  await expect(buyerPage.getByRole("link", { name: /^Unduh/ })).toHaveCount(0);
  await expect(buyerPage.getByRole("heading", { level: 1 })).toHaveText("Dana pesanan ini sudah dikembalikan");
  await expect(buyerPage.getByText("Pembayaran Berhasil")).toHaveCount(0);
  await screenshot(buyerPage, "refund-order-390");
  await buyerContext.close();
});
