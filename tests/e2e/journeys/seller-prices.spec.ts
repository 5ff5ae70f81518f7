/**
 * Prices in Indonesian (SPEC §5): a seller typing "25.000,00" saves Rp25.000 (never Rp2.500.000,
 * the sen read as digits), and a price typed before the page's script has loaded is kept, not
 * wiped.
 */
import { expect, test } from "@playwright/test";
import { pdfFile } from "../support/files";
import { signUpSeller } from "../support/seller";

test("a seller typing '25.000,00' before the page's script loads saves Rp25.000", async ({ page }) => {
  const seller = await signUpSeller(page, "Ayu Lestari");
  const title = "Template Undangan Digital";

  // Hold the page's scripts back so the seller types into the server-rendered field first.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/**/*.js", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/dashboard/my-store/add-product/digital-download", { waitUntil: "commit" });
  const price = page.getByLabel("Harga");
  await price.fill("25.000,00");
  await expect(page.getByTestId("seller-receives")).toHaveCount(0);
  release();

  // Hydrated: the typed text is still there and is read as Rp25.000 (the fee hint follows it).
  await expect(page.getByTestId("seller-receives")).toContainText("Anda terima Rp");
  await expect(price).toHaveValue("25.000,00");
  await page.unroute("**/assets/**/*.js");

  await page.getByLabel("Judul", { exact: true }).fill(title);
  await price.blur();
  await expect(price).toHaveValue("25.000");
  await page.locator('input[type="file"]:not([accept])').setInputFiles(pdfFile("undangan.pdf", title));
  await expect(page.getByRole("button", { name: "Hapus undangan.pdf" })).toBeVisible();
  await page.getByRole("button", { name: "Terbitkan" }).click();
  await expect(page).toHaveURL(/\/dashboard\/my-store$/);
  await expect(page.getByRole("listitem").filter({ hasText: title })).toContainText("Rp25.000");

  const store = await page.request.get(`/v1/sellers/${seller.username}/products`);
  const products = (await store.json()).data as { title: string; price: number }[];
  expect(products.find((product) => product.title === title)?.price).toBe(25_000);
});

test("rubbish in the price is refused with a clear message; '25rb' and '1,5jt' are understood", async ({ page }) => {
  await signUpSeller(page, "Dimas Pratama");
  await page.goto("/dashboard/my-store/add-product/digital-download");
  const price = page.getByLabel("Harga");

  await price.fill("abc");
  await price.blur();
  await expect(page.getByText("Harga tidak valid. Contoh: 25.000")).toBeVisible();

  await price.fill("25rb");
  await price.blur();
  await expect(price).toHaveValue("25.000");
  await expect(page.getByText("Harga tidak valid. Contoh: 25.000")).toHaveCount(0);

  await price.fill("1,5jt");
  await price.blur();
  await expect(price).toHaveValue("1.500.000");

  // Plain digits group as they are typed.
  await price.fill("");
  await price.pressSequentially("150000");
  await expect(price).toHaveValue("150.000");
});
