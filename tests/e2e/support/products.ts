import { expect, type Page } from "@playwright/test";
import { pdfFile, pngImage } from "./files";

export type ProductKind = "Produk Digital" | "Kumpulkan Email" | "Tautan Eksternal" | "Paket";

export interface NewProduct {
  kind: ProductKind;
  title: string;
  description?: string;
  /** Rupiah as typed (`"25000"`), digital downloads and bundles only. */
  price?: string;
  /** A PDF with this file name (digital download: the product; collect email: the reward). */
  fileName?: string;
  /** Target URL of an external link. */
  url?: string;
  /** Tick "Wajibkan nomor WhatsApp" (digital downloads): the checkout then requires the number. */
  requirePhone?: boolean;
  /** A bundle (Paket): the titles of the seller's downloads to tick under "Isi paket". */
  bundleOf?: string[];
  /** Publish (default) or keep as a draft. */
  publish?: boolean;
}

/**
 * Adds a product through the dashboard UI — from /dashboard/my-store/add, with a PNG cover and,
 * when given, a real PDF — and waits until it is back on /dashboard/my-store.
 */
export async function addProduct(page: Page, product: NewProduct): Promise<void> {
  await page.goto("/dashboard/my-store/add");
  await page.getByRole("link", { name: new RegExp(`^${product.kind}`) }).click();
  // "Kumpulkan Email" is a verb phrase, so its form is headed "Tambah Produk Kumpulkan Email".
  const heading = product.kind === "Kumpulkan Email" ? "Tambah Produk Kumpulkan Email" : `Tambah ${product.kind}`;
  await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  await page.getByLabel("Judul", { exact: true }).fill(product.title);

  await page.locator('input[type="file"][accept^="image"]').setInputFiles(pngImage("sampul.png"));
  await expect(page.getByRole("img", { name: "Pratinjau gambar sampul" })).toBeVisible();

  if (product.description) {
    // The editor loads on first touch (its code is kept off the form's first load): wait for it.
    await page.getByRole("textbox", { name: /^Deskripsi/ }).click();
    await expect(page.locator(".ProseMirror")).toBeFocused();
    await page.keyboard.type(product.description);
  }
  if (product.price !== undefined) await page.getByLabel("Harga").fill(product.price);
  if (product.fileName) {
    await page.locator('input[type="file"]:not([accept])').setInputFiles(pdfFile(product.fileName, product.title));
    await expect(page.getByRole("button", { name: `Hapus ${product.fileName}` })).toBeVisible();
  }
  if (product.url) await page.getByLabel("URL tujuan").fill(product.url);
  for (const title of product.bundleOf ?? []) {
    await page
      .getByRole("group", { name: "Isi paket" })
      .getByRole("checkbox", { name: new RegExp(`^${title}`) })
      .check();
  }
  if (product.requirePhone) await page.getByLabel("Wajibkan nomor WhatsApp").check();

  await page.getByRole("button", { name: product.publish === false ? "Simpan sebagai draf" : "Terbitkan" }).click();
  await expect(page).toHaveURL(/\/dashboard\/my-store$/);
  await expect(page.getByRole("listitem").filter({ hasText: product.title })).toBeVisible();
}

/** Titles of the seller's products as /dashboard/my-store lists them, top to bottom. */
export async function listedTitles(page: Page): Promise<string[]> {
  const rows = page.getByRole("list", { name: "Produk di toko Anda" }).getByRole("listitem");
  return (await rows.locator("p.truncate").allTextContents()).map((title) => title.trim());
}
