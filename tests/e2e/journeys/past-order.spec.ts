/**
 * SPEC §4: a buyer's order page keeps what was bought after the seller hides the product — the
 * title, the cover (loaded, not a broken image) and the download — and the seller's switch reads
 * "Tampil" / "Disembunyikan", never "Draf". At 390 px.
 */
import { expect, test } from "@playwright/test";
import { addProduct } from "../support/products";
import { screenshot } from "../support/screenshots";
import { signUpSeller } from "../support/seller";

const EBOOK = "E-book Sambal Nusantara";

test("a past order keeps its title, cover and download after the product is hidden", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const seller = await signUpSeller(page, "Wulan Sari");
  await addProduct(page, { kind: "Produk Digital", title: EBOOK, price: "35000", fileName: "sambal.pdf" });
  const products = (await (await request.get(`/v1/sellers/${seller.username}/products`)).json()).data as {
    id: string;
    title: string;
  }[];
  const productId = products.find((p) => p.title === EBOOK)?.id ?? "";

  // A buyer pays by QRIS through the sandbox.
  const bought = await request.post("/v1/transactions", {
    data: { productId, name: "Budi Santoso", email: `budi.${Date.now()}@example.com`, paymentMethod: "qris" },
  });
  expect(bought.status(), await bought.text()).toBe(201);
  const orderId = (await bought.json()).data.id as string;
  expect((await request.post(`/v1/payments/sandbox/${orderId}/pay`, { data: { status: "paid" } })).status()).toBe(200);

  // The seller hides the product from the store.
  await page.goto("/dashboard/my-store");
  const visibility = page.getByRole("switch", { name: `Tampilkan ${EBOOK} di toko` });
  await expect(visibility).toHaveText("Tampil");
  await visibility.click();
  await expect(visibility).toHaveText("Disembunyikan");
  await expect(page.getByRole("listitem").filter({ hasText: EBOOK })).not.toContainText("Draf");
  await screenshot(page, "past-order-my-store-390");
  expect((await request.get(`/${seller.username}/e-book-sambal-nusantara`)).status()).toBe(404);

  // The buyer, with no session, opens the order page: everything bought is still there.
  const buyer = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "id-ID" });
  const buyerPage = await buyer.newPage();
  const covers: number[] = [];
  buyerPage.on("response", (response) => {
    if (response.url().includes("/v1/images/")) covers.push(response.status());
  });
  await buyerPage.goto(`/my-order/${orderId}`);
  await expect(buyerPage.getByText(EBOOK).first()).toBeVisible();
  const cover = buyerPage.locator('img[src*="/v1/images/"]').first();
  await expect(cover).toBeVisible();
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(covers.length).toBeGreaterThan(0);
  expect(covers.every((status) => status === 200)).toBe(true);
  await expect(buyerPage.getByRole("link", { name: /^Unduh/ }).first()).toBeVisible();
  await screenshot(buyerPage, "past-order-buyer-390");
  await buyer.close();
});
