/**
 * The checkout keeps what the buyer typed (DESIGN §5, ADR 0019): a code applied with **Pakai** on
 * "Punya kode promo?" leaves Nama, Email, WhatsApp and the ticked order bump as they were — in
 * place with JavaScript, and without it the server renders the posted form again — and the buyer
 * then pays the discounted total with every field intact. With a code on a product with a harga
 * coret, the product page and the checkout read one struck price and the saving it shows; the
 * order page lists every line of the order (the price, the bump, the discount) above its total.
 * Pay what you want: the pay bar shows the amount, and the amount is checked when the field is left.
 */
import { type Browser, expect, type Page, test } from "@playwright/test";
import { addProduct } from "../support/products";
import { signUpSeller } from "../support/seller";

const PAYMENT_URL = /\/payment\/([0-9a-f-]{36})$/;

let checkoutPath = "";
let productPath = "";
let payWhatYouWantPath = "";

/** A seller whose Rp49.000 course (harga coret Rp99.000) offers a Rp25.000 bump and takes HEMAT20 (20%). */
async function setUpStore(browser: Browser, baseURL: string) {
  // The seller's dashboard needs JavaScript, whichever way the buyer comes.
  const context = await browser.newContext({ javaScriptEnabled: true });
  const page = await context.newPage();
  const seller = await signUpSeller(page, "Sari Wulandari");
  await addProduct(page, { kind: "Produk Digital", title: "Bonus Preset", price: "50000", fileName: "preset.pdf" });
  await addProduct(page, { kind: "Produk Digital", title: "Kelas Foto Produk", price: "49000", fileName: "kelas.pdf" });
  const products = (await (await page.request.get("/v1/products")).json()).data as { id: string; title: string }[];
  const bonus = products.find((product) => product.title === "Bonus Preset");
  const course = products.find((product) => product.title === "Kelas Foto Produk");
  if (!bonus || !course) throw new Error("products missing");
  const own = (await (await page.request.get(`/v1/product/digital-downloads/${course.id}`)).json()).data;
  const saved = await page.request.put(`/v1/product/digital-downloads/${course.id}`, {
    headers: { origin: baseURL },
    data: {
      title: own.title,
      description: own.description,
      price: own.price,
      compareAtPrice: 99_000,
      fileIds: own.files.map((file: { id: string }) => file.id),
      status: "published",
      orderBump: {
        productId: bonus.id,
        price: 25_000,
        headline: "Bonus Preset",
        description: "Preset warna siap pakai",
      },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const code = await page.request.post("/v1/discounts", {
    headers: { origin: baseURL },
    data: { code: "HEMAT20", type: "percent", value: 20 },
  });
  expect(code.status()).toBe(201);
  const bonusFiles = (await (await page.request.get(`/v1/product/digital-downloads/${bonus.id}`)).json()).data.files;
  const tip = await page.request.post("/v1/product/digital-downloads", {
    headers: { origin: baseURL },
    data: {
      title: "Preset Bayar Sesukamu",
      pricing: "pay_what_you_want",
      minimumPrice: 10_000,
      suggestedPrice: 25_000,
      fileIds: bonusFiles.map((file: { id: string }) => file.id),
      status: "published",
    },
  });
  expect(tip.status(), await tip.text()).toBe(201);
  const tipId = (await tip.json()).data.id;
  await context.close();
  return {
    checkout: `/checkout/${course.id}`,
    product: `/${seller.username}/kelas-foto-produk`,
    payWhatYouWant: `/checkout/${tipId}`,
  };
}

/** Types the details, ticks the bump, applies HEMAT20; checks nothing typed was lost. */
async function typeThenApplyCode(page: Page, { inPlace }: { inPlace: boolean }) {
  await page.goto(checkoutPath);
  await page.getByLabel("Nama Lengkap").fill("Dimas Pratama");
  await page.getByLabel("Email").fill("dimas.pratama@example.com");
  await page.getByLabel("Nomor WhatsApp (opsional)").fill("081298765432");
  await page.getByRole("checkbox", { name: /Tambah Bonus Preset — Rp25\.000/ }).check();
  await page.getByRole("textbox", { name: "Punya kode promo?" }).fill("HEMAT20");
  // A mark on the window survives only if the page was not loaded again.
  if (inPlace) await page.evaluate(() => Object.assign(window, { typedHere: true }));
  await page.getByRole("button", { name: "Pakai" }).click();

  await expect(page.getByText("Kode HEMAT20 dipakai: hemat Rp9.800")).toBeVisible();
  if (inPlace) expect(await page.evaluate(() => "typedHere" in window)).toBe(true);
  await expect(page.getByLabel("Nama Lengkap")).toHaveValue("Dimas Pratama");
  await expect(page.getByLabel("Email")).toHaveValue("dimas.pratama@example.com");
  await expect(page.getByLabel("Nomor WhatsApp (opsional)")).toHaveValue("081298765432");
  await expect(page.getByRole("checkbox", { name: /Tambah Bonus Preset/ })).toBeChecked();
  await expect(page.getByTestId("order-total-with-bump").first()).toHaveText("Rp64.200");
  await expectOneStruckPrice(page);
}

/** Rp39.200 beside one struck price, the harga coret Rp99.000, and the saving of those two: 60%. */
async function expectOneStruckPrice(page: Page) {
  await expect(page.locator("s")).toHaveCount(1);
  await expect(page.locator("s")).toHaveText("Harga sebelumnya Rp99.000");
  await expect(page.getByText(/^Hemat \d+%$/)).toHaveText("Hemat 60%");
}

/** Pays with QRIS and checks the order holds the details, the bump and the discount. */
async function payAndCheck(page: Page) {
  await page.getByRole("radio", { name: /^QRIS/ }).check();
  await page.getByRole("button", { name: "Bayar Sekarang" }).click();
  await expect(page).toHaveURL(PAYMENT_URL);
  await expect(page.getByText("Rp64.200").first()).toBeVisible();
  const id = PAYMENT_URL.exec(page.url())?.[1];
  const transaction = (await (await page.request.get(`/v1/transactions/${id}`)).json()).data;
  expect(transaction).toMatchObject({
    amount: 64_200,
    discount: 9_800,
    discountCode: "HEMAT20",
    buyer: { name: "Dimas Pratama" },
  });
  expect(transaction.buyer.phone).not.toBeNull();
  expect(transaction.items.map((item: { title: string }) => item.title)).toEqual(["Kelas Foto Produk", "Bonus Preset"]);
}

/** Pays in the sandbox; the order page lists every line of the order above its total. */
async function payAndReadOrder(page: Page) {
  await page.getByRole("button", { name: "Simulasikan Pembayaran" }).click();
  await expect(page).toHaveURL(/\/my-order\/[0-9a-f-]{36}$/);
  const row = (label: string) => page.locator("dl > div").filter({ has: page.getByText(label, { exact: true }) });
  await expect(row("Harga")).toHaveText("HargaRp49.000");
  await expect(row("Tambahan")).toHaveText("TambahanBonus Preset (Rp25.000)");
  await expect(row("Diskon HEMAT20")).toHaveText("Diskon HEMAT20−Rp9.800");
  await expect(row("Total")).toHaveText("TotalRp64.200");
}

test.describe
  .serial("Pakai keeps every field", () => {
    test.beforeAll(async ({ browser, baseURL }) => {
      test.setTimeout(90_000);
      ({
        checkout: checkoutPath,
        product: productPath,
        payWhatYouWant: payWhatYouWantPath,
      } = await setUpStore(browser, baseURL ?? ""));
    });

    test("a share link's code reads one struck price and the saving it shows", async ({ page }) => {
      await page.goto(`${productPath}?kode=HEMAT20`);
      await expect(page.getByText("Kode HEMAT20 dipakai")).toBeVisible();
      await expect(page.locator("[data-price]").first()).toHaveText("Rp39.200");
      await expectOneStruckPrice(page);
      await page.getByRole("link", { name: "Beli Sekarang" }).first().click();
      await expect(page.getByText("Kode HEMAT20 dipakai: hemat Rp9.800")).toBeVisible();
      await expect(page.getByRole("region", { name: "Produk" }).getByText("Rp39.200")).toBeVisible();
      await expectOneStruckPrice(page);
    });

    test("with JavaScript the code applies in place", async ({ page }) => {
      await typeThenApplyCode(page, { inPlace: true });
      await payAndCheck(page);
      await payAndReadOrder(page);
    });

    test("pay what you want: the pay bar shows the amount, and a wrong one is named when the field is left", async ({
      page,
    }) => {
      await page.goto(payWhatYouWantPath);
      const payBar = page.getByTestId("pay-bar");
      await expect(payBar.getByTestId("order-total").first()).toHaveText("Rp25.000");
      const amount = page.getByLabel("Jumlah yang ingin Anda bayar");
      await amount.fill("40rb");
      await expect(payBar.getByTestId("order-total").first()).toHaveText("Rp40.000");
      await amount.fill("5rb");
      await amount.blur();
      await expect(page.getByText("Jumlah minimal Rp10.000")).toBeVisible();
      await expect(amount).toHaveAttribute("aria-invalid", "true");
      await amount.fill("15.000");
      await expect(page.getByText("Jumlah minimal Rp10.000")).toHaveCount(0);
      await expect(payBar.getByTestId("order-total").first()).toHaveText("Rp15.000");
    });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("the server renders the posted form again with the code applied", async ({ page }) => {
        await typeThenApplyCode(page, { inPlace: false });
        await payAndCheck(page);
      });

      test("pay what you want: the pay bar shows the suggested amount", async ({ page }) => {
        await page.goto(payWhatYouWantPath);
        await expect(page.getByTestId("pay-bar").getByTestId("order-total").first()).toHaveText("Rp25.000");
      });
    });
  });
