/**
 * Sandbox money a seller cannot withdraw, at phone width on the sandbox server (ADR 0023): a
 * newcomer's test sales show on Beranda and Saldo as "Uang uji coba (sandbox) — tidak bisa ditarik"
 * instead of a release date; the product form shows what each method group leaves; the seller
 * makes a simulated withdrawal that reads "Simulasi" in the history, in the admin's list and in the
 * email; and Pengaturan Pembayaran narrows the checkout to the methods the store accepts.
 */
import { expect, test } from "@playwright/test";
import { pdfFile } from "../support/files";
import { activateSeller, json, post, sandboxSale, upload } from "../support/money";
import { screenshot } from "../support/screenshots";
import { signUpSeller } from "../support/seller";
import { latestMail } from "../support/server";

const SANDBOX_LABEL = "Uang uji coba (sandbox) — tidak bisa ditarik";

test("a newcomer on the sandbox reads test money as such, tries a simulated withdrawal and chooses payment methods", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const seller = await signUpSeller(page, "Sari Wulandari");

  // The product form: what each method group leaves on Rp35.000, before publishing.
  await page.goto("/dashboard/my-store/add-product/digital-download");
  await page.getByLabel("Harga").fill("35.000");
  const receives = page.getByTestId("seller-receives");
  await expect(receives).toContainText("QRIS: Anda terima Rp33.005");
  await expect(receives).toContainText("Virtual account: Anda terima Rp29.250");
  await expect(receives).toContainText("E-wallet: Anda terima Rp32.550–Rp32.725");
  await receives.scrollIntoViewIfNeeded();
  await screenshot(page, "produk-anda-terima-390", { fullPage: false });

  // A product and two test sales of Rp35.000 through the sandbox.
  const file = await upload(
    page,
    "/v1/gallery-media/upload-file",
    "kelas.pdf",
    pdfFile("kelas.pdf", "Kelas").buffer,
    "application/pdf",
  );
  const product = await json<{ id: string }>(
    await post(page, "/v1/product/digital-downloads", {
      data: { title: "Kelas Editing Video", price: 35_000, fileIds: [file.id], status: "published" },
    }),
  );
  await sandboxSale(page, product.id, 1);
  await sandboxSale(page, product.id, 2);
  const net = 2 * 33_005;

  // Beranda: the sandbox money is named where the number is, with no release date.
  await page.goto("/dashboard");
  const home = page.locator("#home-balance");
  await expect(home.getByTestId("sandbox-money")).toContainText(`${SANDBOX_LABEL}: Rp66.010`);
  await expect(home.getByText(/semuanya cair/)).toHaveCount(0);
  await home.scrollIntoViewIfNeeded();
  await screenshot(page, "beranda-uang-uji-coba-390", { fullPage: false });

  // Saldo before activation: labelled too, and the simulation waits for the activation.
  await page.goto("/dashboard/balance");
  await expect(page.getByTestId("sandbox-held")).toHaveText(`${SANDBOX_LABEL}: Rp66.010`);
  await expect(page.getByText(/semuanya cair/)).toHaveCount(0);
  await expect(page.locator("#simulasi").getByText("Aktivasi akun dulu.")).toBeVisible();

  // Activation (its screens have their own journey) and the admin's approval.
  const adminPage = await activateSeller(page, browser, seller);
  const adminContext = adminPage.context();

  // The simulated withdrawal: review, then submit; the history says Simulasi.
  await page.reload();
  const simulation = page.locator("#simulasi");
  await expect(simulation).toContainText("tidak ada uang yang dikirim ke rekening");
  await simulation.getByLabel("Jumlah simulasi").fill("50.000");
  await simulation.getByRole("button", { name: "Lanjut ke Simulasi" }).click();
  await expect(page.getByText("Periksa simulasi penarikan")).toBeVisible();
  await page.getByRole("button", { name: "Ajukan Simulasi" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Simulasi penarikan berhasil. Tidak ada uang yang dikirim." }),
  ).toBeVisible();
  const history = page.locator("#riwayat-penarikan");
  await expect(history.getByText("Simulasi", { exact: true })).toBeVisible();
  await expect(history.getByText(/Selesai · tidak ada uang dikirim · Ref SIMULASI-/)).toBeVisible();
  await expect(page.getByTestId("withdrawable")).toHaveText("Rp0");
  await expect(page.getByTestId("sandbox-available")).toContainText(
    `${SANDBOX_LABEL}: Rp${(net - 50_000).toLocaleString("id-ID")}`,
  );
  await expect(
    page
      .locator("#rincian-saldo")
      .getByRole("listitem")
      .filter({ hasText: "Penarikan diajukan" })
      .getByText("Simulasi"),
  ).toBeVisible();
  await expect(page.getByText("Termasuk Rp50.000 simulasi: tidak ada uang yang dikirim.")).toBeVisible();
  await screenshot(page, "saldo-simulasi-390");
  expect(await latestMail("withdrawal-simulated", seller.email)).toContain("[Simulasi] Penarikan Rp50.000");

  // The admin's list of paid withdrawals marks it Simulasi, with nothing to pay.
  await adminPage.goto("/admin/withdrawals?status=paid");
  // The newest card (a retry of this journey leaves an earlier seller of the same name).
  const card = adminPage.getByRole("article").filter({ hasText: "Sari Wulandari" }).first();
  await expect(card.getByText("Simulasi", { exact: true })).toBeVisible();
  await expect(card.getByText(/tidak ada uang yang dikirim/)).toBeVisible();
  await screenshot(adminPage, "admin-penarikan-simulasi-390");
  await adminContext.close();

  // Pengaturan Pembayaran: nothing ticked is refused; QRIS and BCA only narrows the checkout.
  await page.goto("/dashboard/my-store");
  await page.getByRole("link", { name: "Pengaturan Pembayaran" }).click();
  await expect(page).toHaveURL(/\/dashboard\/my-store\/payments$/);
  // Once the route's data has settled (a revalidation re-renders the boxes as saved).
  await page.waitForLoadState("networkidle");
  for (const box of await page.getByRole("checkbox").all()) await box.uncheck();
  await expect(page.getByRole("checkbox", { checked: true })).toHaveCount(0);
  await page.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Pilih minimal satu metode pembayaran" })).toBeVisible();
  await page.getByRole("checkbox", { name: /^QRIS/ }).check();
  await page.getByRole("checkbox", { name: /^BCA Virtual Account/ }).check();
  await page.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Pengaturan pembayaran disimpan" })).toBeVisible();
  await expect(page.getByRole("checkbox", { checked: true })).toHaveCount(2);
  await screenshot(page, "pengaturan-pembayaran-390");

  await page.goto(`/checkout/${product.id}`);
  await expect(page.getByRole("radio", { name: /^QRIS/ })).toBeVisible();
  await expect(page.getByRole("radio", { name: /BCA/ })).toBeVisible();
  await expect(page.getByRole("radio", { name: /GoPay|OVO|DANA|ShopeePay|BNI|BRI|Mandiri|Permata/ })).toHaveCount(0);
  await screenshot(page, "checkout-metode-toko-390");

  // The product form now shows only the groups the store accepts.
  await page.goto("/dashboard/my-store/add-product/digital-download");
  await page.getByLabel("Harga").fill("35.000");
  await expect(receives).toContainText("Virtual account: Anda terima Rp29.250");
  await expect(receives).not.toContainText("E-wallet");

  // The same pages on a laptop.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/dashboard/balance");
  await expect(page.getByTestId("sandbox-available")).toBeVisible();
  await screenshot(page, "saldo-simulasi-1280");
  await page.goto("/dashboard/my-store/payments");
  await screenshot(page, "pengaturan-pembayaran-1280");
});
