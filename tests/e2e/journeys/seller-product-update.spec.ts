/**
 * Kirim Pembaruan (DESIGN §4 "Product updates"), at 390 px: the seller of a digital download with a
 * paid order opens it, uploads a new file with a note and sends it; the list shows it with the
 * buyer mailed; the buyer's order page lists the new file beside the old, and the email links it.
 */
import { expect, test } from "@playwright/test";
import { violations } from "../support/axe";
import { pdfFile } from "../support/files";
import { json, post, sandboxSale, upload } from "../support/money";
import { screenshot } from "../support/screenshots";
import { signUpSeller } from "../support/seller";
import { latestMail } from "../support/server";

test("a seller sends a product update and the past buyer gets the new file", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpSeller(page, "Dewi Lestari");
  const file = await upload(
    page,
    "/v1/gallery-media/upload-file",
    "planner-v1.pdf",
    pdfFile("planner-v1.pdf", "Planner versi 1").buffer,
    "application/pdf",
  );
  const product = await json<{ id: string }>(
    await post(page, "/v1/product/digital-downloads", {
      data: { title: "Planner Keuangan", price: 30_000, fileIds: [file.id], status: "published" },
    }),
  );
  const buyerEmail = `sinta.${Date.now().toString(36)}@example.com`;
  const sale = await sandboxSale(page, product.id, 1, { email: buyerEmail, name: "Sinta Dewi" });

  await page.goto(`/dashboard/my-store/add-product/digital-download?id=${product.id}`);
  await page.getByRole("link", { name: "Kirim Pembaruan" }).click();
  await expect(page.getByRole("heading", { name: "Kirim Pembaruan · Planner Keuangan" })).toBeVisible();
  await expect(page.getByText("Belum ada pembaruan untuk produk ini.")).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles(pdfFile("planner-v2.pdf", "Planner versi 2"));
  await expect(page.getByRole("button", { name: "Hapus planner-v2.pdf" })).toBeVisible();
  await page.getByLabel("Pesan untuk pembeli (opsional)").fill("Versi 2: tabel tabungan baru.");
  expect(await violations(page)).toEqual([]);
  await page.getByRole("button", { name: "Kirim Pembaruan" }).click();
  await expect(page.getByText("Pembaruan terkirim ke pembeli")).toBeVisible();
  const sent = page.getByRole("region", { name: "Pembaruan terkirim" }).getByRole("listitem").first();
  await expect(sent).toContainText("planner-v2.pdf");
  await expect(sent).toContainText("Versi 2: tabel tabungan baru.");
  // The email goes from the job queue a moment after the answer.
  await expect(async () => {
    await page.reload();
    await expect(page.getByText("Email dikirim ke 1 pembeli")).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await screenshot(page, "seller-product-update-390");

  const mail = await latestMail("product-update", buyerEmail, 10_000);
  expect(mail).toContain("Pembaruan Planner Keuangan dari Dewi Lestari");
  expect(mail).toContain(`/my-order/${sale.id}`);

  const buyer = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const order = await buyer.newPage();
  await order.goto(`/my-order/${sale.id}`);
  const files = order.getByRole("listitem").filter({ has: order.getByRole("link", { name: "Unduh" }) });
  await expect(files).toHaveCount(2);
  await expect(files.first()).toContainText("planner-v1.pdf");
  await expect(files.last()).toContainText("planner-v2.pdf");
  const href = await files.last().getByRole("link", { name: "Unduh" }).getAttribute("href");
  const download = await order.request.get(href ?? "");
  expect(download.status()).toBe(200);
  expect((await download.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await screenshot(order, "buyer-product-update-order-390");
  await buyer.close();
});
