/**
 * Prices that convert (ADR 0019, ADR 0025), at phone width on the sandbox gateway: the seller
 * creates a code in Kode Promo; a buyer opens the `?kode=` share link, sees the struck price and
 * the new total, is told "Kode promo tidak berlaku" for a wrong code, ticks the order bump, pays,
 * downloads both products; the seller sees the code's use. A code keeps its start and end (WIB)
 * through the form and through Nonaktifkan.
 */
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { addProduct } from "../support/products";
import { screenshot } from "../support/screenshots";
import { signUpSeller } from "../support/seller";

test("a buyer uses a share link's promo code, adds the order bump and downloads both products", async ({
  page,
  baseURL,
}) => {
  const seller = await signUpSeller(page, "Rina Amelia");
  await addProduct(page, {
    kind: "Produk Digital",
    title: "Bonus Template Canva",
    price: "50000",
    fileName: "template.pdf",
  });
  await addProduct(page, {
    kind: "Produk Digital",
    title: "Kelas Desain Feed",
    price: "100000",
    fileName: "kelas.pdf",
  });

  // The bump is offered through the API, the quickest way to set it up.
  const products = (await (await page.request.get("/v1/products")).json()).data as { id: string; title: string }[];
  const template = products.find((product) => product.title === "Bonus Template Canva");
  const course = products.find((product) => product.title === "Kelas Desain Feed");
  if (!template || !course) throw new Error("products missing");
  const own = (await (await page.request.get(`/v1/product/digital-downloads/${course.id}`)).json()).data;
  // A cookie-authenticated write must come from the app's origin.
  const saved = await page.request.put(`/v1/product/digital-downloads/${course.id}`, {
    headers: { origin: baseURL ?? "" },
    data: {
      title: own.title,
      description: own.description,
      price: own.price,
      fileIds: own.files.map((file: { id: string }) => file.id),
      status: "published",
      orderBump: { productId: template.id, price: 25_000, headline: "Bonus Template", description: "Hemat separuh" },
    },
  });
  expect(saved.status()).toBe(200);

  await page.goto("/dashboard/discounts");
  await expect(page.getByRole("heading", { name: "Kode Promo", level: 1 })).toBeVisible();
  await page.getByRole("textbox", { name: "Kode promo" }).fill("HEMAT20");
  await page.getByLabel("Nilai diskon").fill("20");
  await page.getByLabel("Batas pemakaian (opsional)").fill("5");
  await page.getByRole("button", { name: "Buat Kode Promo" }).click();
  await expect(
    page.getByRole("list", { name: "Daftar kode promo" }).getByText("HEMAT20", { exact: true }),
  ).toBeVisible();
  await expect(page.getByTestId("discount-uses")).toHaveText("0/5 kali");

  const sellerCookies = await page.context().cookies();
  await page.context().clearCookies();
  await page.goto(`/${seller.username}/kelas-desain-feed?kode=HEMAT20`);
  await expect(page.getByText("Kode HEMAT20 dipakai")).toBeVisible();
  await expect(page.locator("[data-struck] s")).toHaveText("Harga sebelumnya Rp100.000");
  await page.getByRole("link", { name: "Beli Sekarang" }).first().click();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}\?kode=HEMAT20$/);
  await expect(page.getByText("Kode HEMAT20 dipakai: hemat Rp20.000")).toBeVisible();
  // A wrong code says only that it does not apply (ADR 0025); the right one applies again.
  const promo = page.getByRole("textbox", { name: "Punya kode promo?" });
  await promo.fill("HEMAT99");
  await page.getByRole("button", { name: "Pakai" }).click();
  await expect(page.getByText("Kode promo tidak berlaku")).toBeVisible();
  await expect(page.getByTestId("order-total").first()).toHaveText("Rp100.000");
  await promo.fill("HEMAT20");
  await page.getByRole("button", { name: "Pakai" }).click();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}\?kode=HEMAT20$/);
  await expect(page.getByText("Kode HEMAT20 dipakai: hemat Rp20.000")).toBeVisible();
  await expect(page.getByTestId("order-total").first()).toHaveText("Rp80.000");

  await page.getByLabel("Nama Lengkap").fill("Budi Santoso");
  await page.getByLabel("Email").fill(`budi.${Date.now()}@example.com`);
  await page.getByRole("checkbox", { name: /Tambah Bonus Template — Rp25\.000/ }).check();
  await expect(page.getByTestId("order-total-with-bump").first()).toHaveText("Rp105.000");
  await page.getByRole("radio", { name: /^QRIS/ }).check();
  await page.getByRole("button", { name: "Bayar Sekarang" }).click();
  await expect(page).toHaveURL(/\/payment\/[0-9a-f-]{36}$/);
  await expect(page.getByText("Rp105.000").first()).toBeVisible();
  await expect(page.getByText(/LPK-[0-9A-Z]{6}/).first()).toBeVisible();

  await page.getByRole("button", { name: "Simulasikan Pembayaran" }).click();
  await expect(page).toHaveURL(/\/my-order\/[0-9a-f-]{36}$/);
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
  expect(names.sort()).toEqual(["kelas.pdf", "template.pdf"]);

  await screenshot(page, "seller-promo-order");

  // Back as the seller: the code shows its use and the revenue it brought.
  await page.context().addCookies(sellerCookies);
  await page.goto("/dashboard/discounts");
  await expect(page.getByTestId("discount-uses")).toHaveText("1/5 kali");
  await expect(page.getByText("Rp105.000")).toBeVisible();
});

test("a code keeps its start and end (WIB) through the form and through Nonaktifkan", async ({ page }) => {
  await signUpSeller(page, "Dewi Lestari");
  await page.goto("/dashboard/discounts");
  await page.getByRole("textbox", { name: "Kode promo" }).fill("TAHUNBARU");
  await page.getByLabel("Nilai diskon").fill("10");
  await page.getByLabel("Mulai berlaku (WIB, opsional)").fill("2030-01-01T08:00");
  await page.getByLabel("Berakhir (WIB, opsional)").fill("2030-01-02T08:00");
  await page.getByRole("button", { name: "Buat Kode Promo" }).click();
  await expect(
    page.getByRole("list", { name: "Daftar kode promo" }).getByText("TAHUNBARU", { exact: true }),
  ).toBeVisible();
  // Switched on but not started: the card says so, with its period, instead of "Aktif".
  const card = page.getByRole("list", { name: "Daftar kode promo" }).getByRole("listitem");
  await expect(card.getByText("Belum mulai", { exact: true })).toBeVisible();
  await expect(card.getByText("Mulai 1 Januari 2030 08.00 WIB · Berakhir 2 Januari 2030 08.00 WIB")).toBeVisible();
  await page.getByRole("button", { name: "Nonaktifkan" }).click();
  await expect(page.getByText("Kode promo dinonaktifkan")).toBeVisible();

  const [discount] = (await (await page.request.get("/v1/discounts")).json()).data;
  expect(discount).toMatchObject({
    active: false,
    startsAt: "2030-01-01T01:00:00.000Z",
    endsAt: "2030-01-02T01:00:00.000Z",
  });
  await page.goto(`/dashboard/discounts?id=${discount.id}`);
  await expect(page.getByLabel("Mulai berlaku (WIB, opsional)")).toHaveValue("2030-01-01T08:00");
  await expect(page.getByLabel("Berakhir (WIB, opsional)")).toHaveValue("2030-01-02T08:00");
});

test("a saved code appears in the list as typed, and the form is empty for the next one", async ({ page }) => {
  await signUpSeller(page, "Sinta Maharani");
  await page.goto("/dashboard/discounts");
  const code = page.getByRole("textbox", { name: "Kode promo" });
  await code.fill("Lebaran25");
  await page.getByLabel("Nilai diskon").fill("25");
  await page.getByRole("button", { name: "Buat Kode Promo" }).click();
  await expect(page.getByText("Kode promo disimpan")).toBeVisible();

  const list = page.getByRole("list", { name: "Daftar kode promo" });
  await expect(list.getByText("Lebaran25", { exact: true })).toBeVisible();
  await expect(code).toHaveValue("");
  await expect(page.getByLabel("Nilai diskon")).toHaveValue("");
  // The seller's spelling, not upper case: neither the phone's keyboard nor the style changes it.
  await expect(code).not.toHaveAttribute("autocapitalize", "characters");
  expect(await code.evaluate((input) => getComputedStyle(input).textTransform)).toBe("none");
});
