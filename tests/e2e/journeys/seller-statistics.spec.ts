/**
 * Seller journey (DASHBOARD-UX §5, DESIGN §4 "Traffic"): a buyer — another browser, no seller
 * session — opens the store from an Instagram link (`?utm_source=instagram`) and a product from
 * TikTok (the referrer), from a Jakarta address (`X-Forwarded-For`, which the e2e server trusts
 * with TRUST_PROXY); the seller then sees those views on /dashboard/statistics by city, source and
 * page, with the daily chart drawn, at phone width and on a desktop.
 */
import { expect, type Page, test } from "@playwright/test";
import { addProduct } from "../support/products";
import { screenshot } from "../support/screenshots";
import { signUpSeller } from "../support/seller";

/** A Telkomsel address that geoip-lite places in Jakarta (as in the API tests). */
const JAKARTA_IP = "114.124.200.1";
const TITLE = "E-book Resep Nusantara";

/** Opens `path` and waits for its page-view beacon to be answered (204). */
async function visit(page: Page, path: string, referer?: string) {
  const beacon = page.waitForResponse((response) => response.url().endsWith("/v1/traffics"));
  await page.goto(path, referer ? { referer } : undefined);
  const answered = await beacon;
  expect(answered.status()).toBe(204);
  // The header the beacon really carried: without it the view would count as "Tidak diketahui".
  expect((await answered.request().allHeaders())["x-forwarded-for"]).toBe(JAKARTA_IP);
}

test("a seller sees where the buyers' views came from: city, source, page and the daily chart", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const seller = await signUpSeller(page);
  await addProduct(page, { kind: "Produk Digital", title: TITLE, price: "25000", fileName: "resep.pdf" });
  const products = await (await page.request.get("/v1/products")).json();
  const slug: string = products.data.find((product: { title: string }) => product.title === TITLE).slug;

  const buyer = await browser.newContext({
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { "X-Forwarded-For": JAKARTA_IP },
  });
  const buyerPage = await buyer.newPage();
  await visit(buyerPage, `/${seller.username}?utm_source=instagram`);
  await visit(buyerPage, `/${seller.username}/${slug}`, "https://www.tiktok.com/@sari.resep");
  await buyer.close();

  await page.goto("/dashboard/statistics");
  await expect(page.getByRole("heading", { level: 1, name: "Statistik" })).toBeVisible();
  await expect(page.getByText("Hari dihitung dalam WIB · tanpa alamat IP")).toBeVisible();
  await expect(page.getByRole("link", { name: "30 hari" })).toHaveAttribute("aria-current", "true");

  const summary = page.getByRole("region", { name: "Ringkasan" });
  await expect(summary.getByText("Tayangan", { exact: true }).locator("..")).toContainText("2");
  await expect(summary.getByText("Pengunjung unik", { exact: true }).locator("..")).toContainText("1");

  const cities = page.getByRole("region", { name: "Kota" });
  await expect(cities.getByRole("listitem")).toHaveText([/Jakarta\s*2 · 100%/]);
  const sources = page.getByRole("region", { name: "Sumber pengunjung" });
  await expect(sources.getByRole("listitem")).toHaveText([/Instagram\s*1 · 50%/, /TikTok\s*1 · 50%/]);
  const pages = page.getByRole("region", { name: "Halaman teratas" });
  await expect(pages.getByRole("listitem")).toHaveText([/Halaman toko\s*1 · 50%/, new RegExp(`${TITLE}\\s*1 · 50%`)]);
  await expect(pages.getByRole("link", { name: new RegExp(TITLE) })).toHaveAttribute(
    "href",
    /\/dashboard\/my-store\/add-product\/digital-download\?id=/,
  );

  // The chart is drawn (uPlot, loaded after hydration); a tap names the day it lands on.
  const visits = page.getByRole("region", { name: "Kunjungan harian" });
  const chart = visits.getByTestId("kunjungan-chart");
  await expect(chart.locator("canvas")).toBeVisible();
  await expect(visits.locator("[aria-live]")).toContainText("1 pengunjung");
  await visits.getByRole("button", { name: "Tayangan" }).click();
  await expect(visits.locator("[aria-live]")).toContainText("2 tayangan");
  // A tap on the first bar of the range (a phone has no hover).
  await chart.locator(".u-over").tap({ position: { x: 3, y: 100 } });
  await expect(visits.locator("[aria-live]")).toContainText("0 tayangan");
  await expect(visits.getByRole("table")).toHaveCount(1);
  await expect(page.getByRole("region", { name: "Penjualan harian" })).toContainText(
    "Belum ada penjualan pada rentang ini.",
  );
  // From the top: a full-page capture keeps sticky bars where the last scroll left them.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, "seller-statistics-390");

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/dashboard/statistics");
  await expect(page.getByTestId("kunjungan-chart").locator("canvas")).toBeVisible();
  await expect(page.getByRole("region", { name: "Kota" }).getByRole("listitem")).toHaveText([/Jakarta/]);
  await screenshot(page, "seller-statistics-1280");
});
