/**
 * An affiliate sale (DESIGN §4 "Affiliates"), at 390 px: a seller puts a download in the programme
 * on Afiliasi; another account joins it there and copies its link; a buyer in a browser of their
 * own follows the link (the page loads without `ref`, the cookie set), checks out with QRIS and
 * pays; the affiliate sees the sale and the pending commission, and the seller sees the affiliate
 * with the sale and the commission in the sale's detail.
 */
import { expect, test } from "@playwright/test";
import { violations } from "../support/axe";
import { pdfFile } from "../support/files";
import { json, post, upload } from "../support/money";
import { screenshot } from "../support/screenshots";
import { signUpSeller } from "../support/seller";

const PHONE = { viewport: { width: 390, height: 844 } };

test("an affiliate's link earns a pending commission on a paid sale", async ({ page, browser }) => {
  test.setTimeout(150_000);
  await page.setViewportSize(PHONE.viewport);
  const seller = await signUpSeller(page, "Sari Kue");
  const file = await upload(
    page,
    "/v1/gallery-media/upload-file",
    "resep.pdf",
    pdfFile("resep.pdf", "Resep").buffer,
    "application/pdf",
  );
  await json<{ id: string }>(
    await post(page, "/v1/product/digital-downloads", {
      data: { title: "E-book Kue Kering", price: 50_000, fileIds: [file.id], status: "published" },
    }),
  );

  // The seller opens the programme on the product: 20 %.
  await page.goto("/dashboard");
  await page.getByText("Menu", { exact: true }).click();
  await page.getByRole("navigation", { name: "Menu dasbor (ponsel)" }).getByRole("link", { name: "Afiliasi" }).click();
  await expect(page.getByRole("heading", { name: "Afiliasi", exact: true })).toBeVisible();
  const programme = page.getByRole("region", { name: "Program afiliasi toko Anda" }).getByRole("listitem").first();
  await programme.getByLabel("Ikut program afiliasi").check();
  await programme.getByLabel("Komisi (%)").fill("20");
  await programme.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByText("Produk masuk program afiliasi")).toBeVisible();
  await expect(page.getByText("Belum ada afiliasi.")).toBeVisible();

  // Another account joins by the store's username and copies its product link.
  const affiliateContext = await browser.newContext(PHONE);
  const affiliate = await affiliateContext.newPage();
  await signUpSeller(affiliate, "Rina Afiliasi");
  await affiliate.goto("/dashboard/affiliates");
  await affiliate.getByLabel("Username toko").fill(seller.username);
  await affiliate.getByRole("button", { name: "Gabung" }).click();
  await expect(affiliate.getByText("Anda bergabung sebagai afiliasi")).toBeVisible();
  const joined = affiliate.getByRole("region", { name: "Program yang Anda ikuti" });
  await expect(joined).toContainText("Sari Kue");
  const link = await joined.getByLabel("Tautan afiliasi: E-book Kue Kering · komisi 20%").inputValue();
  expect(link).toMatch(/\?ref=[0-9A-Z]{8}$/);

  // A buyer follows the link, then checks out and pays.
  const buyerContext = await browser.newContext(PHONE);
  const buyer = await buyerContext.newPage();
  const target = new URL(link);
  await buyer.goto(`${target.pathname}${target.search}`);
  await expect(buyer).toHaveURL(new RegExp(`${target.pathname}$`));
  expect((await buyerContext.cookies()).find((cookie) => cookie.name === "lapak_ref")?.value).toBe(
    target.searchParams.get("ref"),
  );
  await buyer.getByRole("link", { name: "Beli Sekarang" }).click();
  await expect(buyer).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
  await buyer.getByLabel("Nama Lengkap").fill("Budi Santoso");
  await buyer.getByLabel("Email").fill(`budi.${Date.now().toString(36)}@example.com`);
  await buyer.getByRole("radio", { name: /QRIS/ }).check();
  await buyer.getByRole("button", { name: "Bayar Sekarang" }).click();
  await expect(buyer).toHaveURL(/\/payment\/[0-9a-f-]{36}$/);
  await buyer.getByRole("button", { name: "Simulasikan Pembayaran" }).click();
  await expect(buyer).toHaveURL(/\/my-order\/[0-9a-f-]{36}$/);

  // The affiliate sees the sale and Rp10.000 held with it.
  await affiliate.reload();
  const card = affiliate.getByRole("region", { name: "Program yang Anda ikuti" }).getByRole("listitem").first();
  await expect(card).toContainText("Penjualan1");
  await expect(card).toContainText("Komisi ditahanRp10.000");
  expect(await violations(affiliate)).toEqual([]);
  await screenshot(affiliate, "affiliate-programme-390");

  // The seller sees the affiliate with the sale, and the commission in the sale's detail.
  await page.reload();
  const affiliates = page.getByRole("region", { name: "Afiliasi Anda" });
  await expect(affiliates).toContainText("Rina Afiliasi");
  await expect(affiliates).toContainText("1 penjualan");
  await expect(affiliates).toContainText("komisi Rp10.000");
  expect(await violations(page)).toEqual([]);
  await screenshot(page, "seller-affiliates-390");
  await page.goto("/dashboard/sales");
  await page
    .getByRole("link", { name: /E-book Kue Kering/ })
    .first()
    .click();
  await expect(page.getByText(/Komisi afiliasi · Rina Afiliasi/)).toBeVisible();
  await affiliateContext.close();
  await buyerContext.close();
});
