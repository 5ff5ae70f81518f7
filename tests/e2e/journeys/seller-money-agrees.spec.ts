/**
 * One net on every screen (DASHBOARD-UX §1), at 390 px on the sandbox: three test sales, a
 * simulated withdrawal, a full and a partial refund; then Saldo's "Total pendapatan", Beranda's
 * tile, Penjualan's header and rows, and Statistik all read the same net after refunds, and Saldo's
 * and Beranda's held money agree.
 */
import { expect, test } from "@playwright/test";
import { pdfFile } from "../support/files";
import { activateSeller, json, post, sandboxSale, upload } from "../support/money";
import { screenshot } from "../support/screenshots";
import { signUpSeller } from "../support/seller";

const rupiah = (value: number) => `Rp${value.toLocaleString("id-ID")}`;

test("after a withdrawal and two refunds, Saldo, Beranda, Penjualan and Statistik read the same net", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const seller = await signUpSeller(page, "Dewi Lestari");
  const file = await upload(
    page,
    "/v1/gallery-media/upload-file",
    "kelas.pdf",
    pdfFile("kelas.pdf", "Kelas").buffer,
    "application/pdf",
  );
  const product = async (title: string, price: number) =>
    json<{ id: string }>(
      await post(page, "/v1/product/digital-downloads", {
        data: { title, price, fileIds: [file.id], status: "published" },
      }),
    );
  const course = await product("Kelas Desain", 48_200);
  const ebook = await product("E-book Resep", 25_000);
  const bundle = await product("Paket Lengkap", 100_000);
  const first = await sandboxSale(page, course.id, 1);
  const second = await sandboxSale(page, ebook.id, 2);
  await sandboxSale(page, bundle.id, 3);
  const adminPage = await activateSeller(page, browser, seller);
  await adminPage.context().close();
  await json(await post(page, "/v1/withdrawals", { data: { amount: 50_000, simulated: true } }));
  await json(await post(page, `/v1/transactions/${first.id}/refunds`, { data: { reason: "Dobel bayar" } }));
  await json(
    await post(page, `/v1/transactions/${second.id}/refunds`, { data: { amount: 20_000, reason: "Sebagian" } }),
  );

  const sales = (await (await page.request.get("/v1/transactions?status=paid")).json()) as {
    meta: { summary: { sellerNet: number } };
  };
  const net = sales.meta.summary.sellerNet;
  const balance = await json<{ pending: number }>(await page.request.get("/v1/balance"));

  await page.goto("/dashboard/balance");
  await expect(
    page
      .getByRole("definition")
      .filter({ hasText: rupiah(net) })
      .first(),
  ).toBeVisible();
  await expect(page.getByText("Total pendapatan").locator("..").locator("..")).toContainText(rupiah(net));
  await screenshot(page, "saldo-setelah-refund-390");

  await page.goto("/dashboard");
  await expect(page.getByRole("link", { name: /7 hari terakhir/ })).toContainText(rupiah(net));
  const held = page.locator("#home-balance").getByTestId("held");
  await expect(held).toHaveText(
    balance.pending > 0 ? new RegExp(rupiah(balance.pending)) : "Tidak ada saldo yang ditahan.",
  );
  await screenshot(page, "beranda-setelah-refund-390");

  await page.goto("/dashboard/sales");
  await expect(page.getByText(`Bersih ${rupiah(net)}`)).toBeVisible();
  const cards = page.getByRole("list", { name: "Daftar penjualan" }).getByRole("listitem");
  await expect(cards).toHaveCount(3);
  // The fully refunded sale reads Rp0, its net before the refund struck beside it.
  const refunded = cards.filter({ hasText: "Kelas Desain" });
  await expect(refunded.locator("s")).toBeVisible();
  await expect(refunded).toContainText("Rp0");
  await screenshot(page, "penjualan-setelah-refund-390");

  await page.goto("/dashboard/statistics");
  await expect(page.getByText(`Pendapatan bersih ${rupiah(net)}`)).toBeVisible();
  await screenshot(page, "statistik-setelah-refund-390");
});
