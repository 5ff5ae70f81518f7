/**
 * The selling tools of a download at 390 px (DESIGN §3): "Bayar sesukamu" sells from its minimum,
 * so the form hides "Harga" and its "Isi 0 untuk produk gratis" hint and the list says "Mulai
 * Rp10.000"; the Penawaran Tambahan's hint names the offered product's price as the limit.
 */
import { expect, type Page, test } from "@playwright/test";
import { pdfFile } from "../support/files";
import { signUpSeller } from "../support/seller";

async function publish(page: Page, title: string, fill: () => Promise<void>) {
  await page.goto("/dashboard/my-store/add-product/digital-download");
  await page.getByLabel("Judul", { exact: true }).fill(title);
  await fill();
  await page.locator('input[type="file"]:not([accept])').setInputFiles(pdfFile("isi.pdf", title));
  await expect(page.getByRole("button", { name: "Hapus isi.pdf" })).toBeVisible();
  await page.getByRole("button", { name: "Terbitkan" }).click();
  await expect(page).toHaveURL(/\/dashboard\/my-store$/);
}

test("pay what you want hides Harga and lists from its minimum; the bump hint names the limit", async ({ page }) => {
  test.setTimeout(90_000);
  await signUpSeller(page, "Rara Anjani");

  await publish(page, "Template CV Kreatif", async () => {
    await expect(page.getByLabel("Harga")).toBeVisible();
    await page.getByRole("checkbox", { name: /Bayar sesukamu/ }).check();
    await expect(page.getByLabel("Harga")).toHaveCount(0);
    await expect(page.getByText("Isi 0 untuk produk gratis", { exact: false })).toHaveCount(0);
    await page.getByLabel("Minimum bayar sesukamu").fill("10000");
  });
  await expect(page.getByRole("listitem").filter({ hasText: "Template CV Kreatif" })).toContainText("Mulai Rp10.000");

  await publish(page, "Preset Lightroom", async () => {
    await page.getByLabel("Harga").fill("50000");
  });

  await page.goto("/dashboard/my-store/add-product/digital-download");
  const bump = page.getByLabel("Penawaran Tambahan di checkout");
  await bump.selectOption({ label: "Preset Lightroom" });
  await expect(
    page.getByText("Harga Preset Lightroom Rp50.000: nilai penawaran paling tinggi Rp50.000."),
  ).toBeVisible();
  await bump.selectOption({ label: "Template CV Kreatif" });
  await expect(
    page.getByText(
      "Template CV Kreatif dijual bayar sesukamu mulai Rp10.000: nilai penawaran paling tinggi Rp10.000 (minimumnya).",
    ),
  ).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});
