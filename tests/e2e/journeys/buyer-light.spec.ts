/**
 * The buyer's pages light and fast (DESIGN §6, ADR 0010), at 390 px with a phone's user agent:
 * checkout, payment and order pages are rendered on the server and not hydrated; the whole journey
 * (storefront → product → checkout → QRIS → sandbox pay → order → download) completes with
 * JavaScript on and again with it off; each page loads ≤ 25 KB of JS (gzip) and no React. Also the
 * payment page's rough edges: another method without starting over, Mandiri's kode bayar, the way
 * back to the store; and on the checkout: the browser's checks in plain Indonesian, one toast at a
 * time, the unsaved-changes guard, the in-app-browser banner clear of the pay bar.
 */
import { gzipSync } from "node:zlib";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";

const PRODUCT_PATH = "/demo/panduan-konten-instagram-umkm";
const ORDER_URL = /\/my-order\/[0-9a-f-]{36}$/;
const PAYMENT_URL = /\/payment\/[0-9a-f-]{36}$/;
const JS_BUDGET_BYTES = 25 * 1024;

/** Storefront → product → "Beli Sekarang" → the checkout of the demo e-book. */
async function openCheckout(page: Page) {
  await page.goto("/demo");
  await page.getByRole("listitem").filter({ hasText: "Panduan Konten Instagram" }).getByRole("link").first().click();
  await expect(page).toHaveURL(PRODUCT_PATH);
  await page.getByRole("link", { name: "Beli Sekarang" }).click();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
}

async function fillBuyer(page: Page, name: string, method: RegExp) {
  await page.getByLabel("Nama Lengkap").fill(name);
  await page.getByLabel("Email").fill(`${name.split(" ")[0]?.toLowerCase()}.${Date.now()}@example.com`);
  await page.getByRole("radio", { name: method }).check();
}

/** The journey from the storefront to the downloaded file; the same steps with or without JavaScript. */
async function buyAndDownload(page: Page) {
  await openCheckout(page);
  // WhatsApp is optional unless the seller asks for it: left empty here.
  await expect(page.getByLabel("Nomor WhatsApp (opsional)")).toBeVisible();
  await fillBuyer(page, "Wulan Sari", /^QRIS/);
  await page.getByRole("button", { name: "Bayar Sekarang" }).click();
  await expect(page).toHaveURL(PAYMENT_URL);
  await expect(page.getByText("Menunggu Pembayaran").first()).toBeVisible();
  await expect(page.getByRole("img", { name: /Kode QR/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /Kembali ke toko/ })).toHaveAttribute("href", "/demo");

  await page.getByRole("button", { name: "Simulasikan Pembayaran" }).click();
  await expect(page).toHaveURL(ORDER_URL);
  await expect(page.getByRole("heading", { name: "Terima kasih atas pembelian Anda" })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page
      .getByRole("link", { name: /^Unduh/ })
      .first()
      .click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
}

/** Every script the page loaded, with its gzip size; `html` is the document's markup. */
async function scriptsOf(context: BrowserContext, path: string) {
  const page = await context.newPage();
  const scripts: { url: string; gzip: number }[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    scripts.push({ url: response.url(), gzip: gzipSync(await response.body()).length });
  });
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  const html = await page.content();
  await page.close();
  return { scripts, html };
}

test.describe("with JavaScript", () => {
  test("the buyer journey completes, and each buyer page loads ≤ 25 KB of JS and no React", async ({
    page,
    context,
  }) => {
    // A whole purchase, then three pages loaded again: too close to the default 60 s on a busy host.
    test.setTimeout(150_000);
    await buyAndDownload(page);
    const order = new URL(page.url()).pathname;

    await openCheckout(page);
    const checkout = new URL(page.url()).pathname;
    await fillBuyer(page, "Joko Susilo", /^BCA Virtual Account/);
    await page.getByRole("button", { name: "Bayar Sekarang" }).click();
    await expect(page).toHaveURL(PAYMENT_URL);
    const payment = new URL(page.url()).pathname;

    for (const path of [checkout, payment, order]) {
      const { scripts, html } = await scriptsOf(context, path);
      const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
      expect(total, `${path}: ${JSON.stringify(scripts)}`).toBeLessThanOrEqual(JS_BUDGET_BYTES);
      for (const script of scripts) expect(new URL(script.url).pathname).toMatch(/^\/assets\/enhance-/);
      expect(html).not.toContain("__reactRouterContext");
    }
  });

  test("the checkout checks fields in plain Indonesian, shows one toast at a time and asks before leaving", async ({
    page,
  }) => {
    await openCheckout(page);
    await page.getByRole("button", { name: "Bayar Sekarang" }).click();
    // Checked in the browser: the page did not go anywhere.
    await expect(page.getByText("Nama wajib diisi")).toBeVisible();
    await expect(page.getByText("Email wajib diisi")).toBeVisible();
    await expect(page.getByLabel("Nama Lengkap")).toBeFocused();
    await expect(page.getByLabel("Nama Lengkap")).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Nama Lengkap").fill("B");
    await page.getByLabel("Email").fill("budi@");
    await page.getByLabel("Nomor WhatsApp (opsional)").fill("12345");
    await page.getByLabel("Nomor WhatsApp (opsional)").blur();
    await expect(page.getByText("Nama minimal 2 karakter")).toBeVisible();
    await expect(page.getByText("Format email tidak valid")).toBeVisible();
    await expect(page.getByText("Nomor WhatsApp tidak valid, contoh: 081234567890")).toBeVisible();

    // A second message replaces the first toast instead of stacking under it.
    await page.getByRole("button", { name: "Bayar Sekarang" }).click();
    await page.getByRole("button", { name: "Bayar Sekarang" }).click();
    await expect(page.locator("#toast-area > *")).toHaveCount(1);

    // The method chosen shows in the pay bar, which stays on screen at the bottom.
    await page.getByRole("radio", { name: /^BNI Virtual Account/ }).check();
    const bar = page.getByTestId("pay-bar");
    await expect(bar).toContainText("BNI Virtual Account");
    await expect(bar).toContainText("Rp49.000");
    const box = await bar.boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(844 + 1);
    expect(box?.y ?? 0).toBeGreaterThan(844 - 150);

    const dialog = new Promise<string>((resolve) =>
      page.once("dialog", (shown) => {
        resolve(shown.type());
        void shown.accept();
      }),
    );
    await page.close({ runBeforeUnload: true });
    expect(await dialog).toBe("beforeunload");
  });

  test("the payment page changes the method without starting over and shows Mandiri as kode bayar", async ({
    page,
  }) => {
    await openCheckout(page);
    await fillBuyer(page, "Rina Lestari", /^QRIS/);
    await page.getByLabel("Nomor WhatsApp (opsional)").fill("0812 3456 7890");
    await page.getByRole("button", { name: "Bayar Sekarang" }).click();
    await expect(page).toHaveURL(PAYMENT_URL);
    const first = page.url();

    // The countdown ticks and the amount can be copied.
    const countdown = page.getByRole("timer");
    const before = await countdown.textContent();
    await expect(countdown).not.toHaveText(before ?? "", { timeout: 3000 });
    await expect(page.getByRole("button", { name: "Salin jumlah pembayaran" })).toBeVisible();

    await page.getByText("Ganti metode pembayaran").click();
    await page.getByRole("radio", { name: /^Mandiri/ }).check();
    await page.getByRole("button", { name: "Gunakan metode ini" }).click();
    await expect(page).not.toHaveURL(first);
    await expect(page).toHaveURL(PAYMENT_URL);
    await expect(page.getByRole("heading", { name: "Bayar dengan Kode Bayar Mandiri" })).toBeVisible();
    await expect(page.getByTestId("biller-code")).toHaveText(/^\d{4,6}$/);
    await expect(page.getByTestId("bill-key")).toHaveText(/^\d{8,20}$/);
    await expect(page.getByText("Kode Bayar", { exact: true })).toBeVisible();
    const second = page.url();

    // A link to the old attempt (a bookmark, the first email) leads to the one the buyer chose.
    await page.goto(first);
    await expect(page).toHaveURL(second);
    await expect(page.getByRole("heading", { name: "Bayar dengan Kode Bayar Mandiri" })).toBeVisible();
  });

  test("in Instagram's browser the 'Buka di browser' banner covers neither the price nor the pay button", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      userAgent:
        "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 Instagram 312.0.0.0",
    });
    const page = await context.newPage();
    const response = await page.request.get(PRODUCT_PATH);
    const checkoutHref = (await response.text()).match(/href="(\/checkout\/[^"]+)"/)?.[1] ?? "";
    // Measured at once: the banner's own script hands the page to Chrome after a second.
    await page.goto(checkoutHref, { waitUntil: "domcontentloaded" });
    const banner = page.getByTestId("webview-banner");
    await expect(banner).toBeVisible();
    const bannerBox = await banner.boundingBox();
    const barBox = await page.getByTestId("pay-bar").boundingBox();
    expect(bannerBox && barBox).toBeTruthy();
    if (bannerBox && barBox) expect(bannerBox.y + bannerBox.height).toBeLessThanOrEqual(barBox.y);
    await context.close();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the buyer journey completes: the form posts, the sandbox pays, the order downloads", async ({ page }) => {
    await buyAndDownload(page);
  });

  test("the server checks the form, and the payment page refreshes itself until paid", async ({ page, request }) => {
    await openCheckout(page);
    await page.getByRole("button", { name: "Bayar Sekarang" }).click();
    await expect(page.getByText("Nama wajib diisi")).toBeVisible();
    await expect(page.getByText("Email wajib diisi")).toBeVisible();

    await fillBuyer(page, "Agus Salim", /^BRI Virtual Account/);
    await page.getByRole("button", { name: "Bayar Sekarang" }).click();
    await expect(page).toHaveURL(PAYMENT_URL);
    await expect(page.getByTestId("va-number")).toHaveText(/^\d{10,20}$/);
    // "Salin" needs JavaScript, so it is not offered; the number can be copied by hand.
    await expect(page.getByRole("button", { name: "Salin" })).toHaveCount(0);

    const id = page.url().split("/").at(-1);
    expect((await request.post(`/v1/payments/sandbox/${id}/pay`, { data: {} })).status()).toBe(200);
    await expect(page).toHaveURL(ORDER_URL, { timeout: 15_000 });
    await expect(page.getByRole("heading", { name: "Terima kasih atas pembelian Anda" })).toBeVisible();
  });
});
