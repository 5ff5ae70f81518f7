/**
 * Bundles (Paket, ADR 0019) at phone width on the sandbox gateway: the seller makes a Paket of two
 * downloads in Tambah Produk; a buyer sees "Isi paket" on the store and the product page, pays for
 * it in the sandbox and downloads both products' files from the order page; the seller's sales
 * show one sale.
 */
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { addProduct } from "../support/products";
import { screenshot } from "../support/screenshots";
import { signUpSeller } from "../support/seller";

test("a seller bundles two products and a buyer downloads both from one payment", async ({ page }) => {
  const seller = await signUpSeller(page, "Dewi Lestari");
  await addProduct(page, { kind: "Produk Digital", title: "Preset Lightroom", price: "40000", fileName: "preset.pdf" });
  await addProduct(page, { kind: "Produk Digital", title: "Panduan Foto", price: "60000", fileName: "panduan.pdf" });
  await addProduct(page, {
    kind: "Paket",
    title: "Paket Fotografer",
    price: "80000",
    bundleOf: ["Preset Lightroom", "Panduan Foto"],
  });

  const sellerCookies = await page.context().cookies();
  await page.context().clearCookies();
  await page.goto(`/${seller.username}`);
  await expect(page.getByText("Isi paket: Preset Lightroom, Panduan Foto")).toBeVisible();
  await page.getByRole("link", { name: /Paket Fotografer/ }).click();
  await expect(page).toHaveURL(new RegExp(`/${seller.username}/paket-fotografer$`));
  const contents = page.getByRole("region", { name: "Isi paket" });
  await expect(contents.getByRole("listitem")).toHaveText([/Preset Lightroom/, /Panduan Foto/]);
  await screenshot(page, "seller-bundle-product");

  await page.getByRole("link", { name: "Beli Paket" }).first().click();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
  await page.getByLabel("Nama Lengkap").fill("Budi Santoso");
  await page.getByLabel("Email").fill(`budi.${Date.now()}@example.com`);
  await page.getByRole("radio", { name: /^QRIS/ }).check();
  await page.getByRole("button", { name: "Bayar Sekarang" }).click();
  await expect(page).toHaveURL(/\/payment\/[0-9a-f-]{36}$/);
  await expect(page.getByText("Rp80.000").first()).toBeVisible();

  await page.getByRole("button", { name: "Simulasikan Pembayaran" }).click();
  await expect(page).toHaveURL(/\/my-order\/[0-9a-f-]{36}$/);
  await expect(page.getByText("Isi paket: Preset Lightroom, Panduan Foto")).toBeVisible();
  const links = page.getByRole("link", { name: /^Unduh/ });
  await expect(links).toHaveCount(2);
  const names: string[] = [];
  for (const index of [0, 1]) {
    const [download] = await Promise.all([page.waitForEvent("download"), links.nth(index).click()]);
    names.push(download.suggestedFilename());
    expect(
      readFileSync(await download.path())
        .subarray(0, 5)
        .toString("latin1"),
    ).toBe("%PDF-");
  }
  expect(names).toEqual(["preset.pdf", "panduan.pdf"]);
  await screenshot(page, "seller-bundle-order");

  // The seller's sales: one sale of the bundle.
  await page.context().addCookies(sellerCookies);
  await page.goto("/dashboard/sales");
  const sales = page.getByRole("list", { name: "Daftar penjualan" }).getByRole("listitem");
  await expect(sales).toHaveCount(1);
  await expect(sales.first()).toContainText("Paket Fotografer");
  await expect(sales.first()).toContainText("Rp75.440");

  // Hiding and showing the Paket from the list keeps what it holds.
  await page.goto("/dashboard/my-store");
  const row = page.getByRole("listitem").filter({ hasText: "Paket Fotografer" });
  const toggle = page.getByRole("switch", { name: "Tampilkan Paket Fotografer di toko" });
  await toggle.click();
  await expect(row).toContainText("Disembunyikan");
  await page.reload();
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  await toggle.click();
  await expect(row).toContainText("Tampil");
  await page.reload();
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  const own = (await (await page.request.get("/v1/products")).json()).data as { title: string; productIds: string[] }[];
  expect(own.find((product) => product.title === "Paket Fotografer")?.productIds).toHaveLength(2);
});
