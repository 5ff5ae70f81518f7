/**
 * The landing site (SPEC §1) at 390 px: a visitor reads what Lapak is, sees the fee example the
 * server's own fee settings produce, subscribes to the newsletter with JavaScript off (and leaves
 * it by the link's button), and finds the privacy policy and the terms in full. Near-static pages: no React, ≤ 20 KB of JavaScript.
 */
import { expect, test } from "@playwright/test";
import { loadConfig } from "../../../apps/api/src/env";
import { feesFor } from "../../../packages/shared/src/fees";
import { formatRupiah } from "../../../packages/shared/src/money";
import { E2E_PORT, latestMail } from "../support/server";

// The config the server started with (playwright.config.ts's env on top of this process's), read by
// the server's own parser; the secrets are given so nothing is written to its data folder.
const serverConfig = loadConfig({
  ...process.env,
  NODE_ENV: "production",
  PORT: String(E2E_PORT),
  APP_SECRET: "e2e-only-secret-for-reading-the-config-0123",
  SANDBOX_WEBHOOK_SECRET: "e2e-only",
});

test("the landing page explains Lapak, with the fee example the fee settings give", async ({ page }) => {
  await page.goto("/");

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Jual karya digital Anda dari satu tautan.");
  for (const section of [
    "Dibuat untuk kreator Indonesia",
    "Mulai berjualan dalam tiga langkah",
    "Satu toko untuk semua yang Anda tawarkan",
    "Pembeli bayar dengan cara yang mereka pakai",
    "Gratis dipakai, bayar hanya saat laku",
    "Berhenti jualan manual lewat WhatsApp",
    "Pertanyaan yang sering diajukan",
    "Buka toko Anda hari ini",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
  }
  // The three product types, each with a real product of the seeded demo store.
  const demoProduct = page.getByRole("link", { name: /Contoh di toko demo Panduan Konten Instagram untuk UMKM/ });
  await expect(demoProduct).toHaveAttribute("href", "/demo/panduan-konten-instagram-umkm");
  await expect(page.getByRole("link", { name: /Gratis: Checklist Foto Produk Pakai HP/ }).last()).toBeVisible();
  for (const method of ["QRIS", "BCA", "BNI", "BRI", "Mandiri", "PermataBank", "GoPay", "OVO", "DANA", "ShopeePay"]) {
    await expect(page.getByRole("img", { name: method, exact: true })).toBeVisible();
  }

  const { sellerNet, platformFee, methodFee } = feesFor(50_000, "qris", serverConfig.platformFeePercent);
  await expect(page.locator("#contoh-biaya")).toHaveText(
    `Harga Rp50.000 → Anda terima ${formatRupiah(sellerNet)} dengan QRIS`,
  );
  await expect(page.getByText(`−${formatRupiah(platformFee)}`)).toBeVisible();
  await expect(page.getByText(`−${formatRupiah(methodFee)}`)).toBeVisible();
  const vaRow = page.getByRole("row", { name: /Virtual Account \(BCA, BNI, BRI, Mandiri, Permata\)/ });
  await expect(vaRow).toContainText(formatRupiah(feesFor(50_000, "bca_va", serverConfig.platformFeePercent).sellerNet));

  // The FAQ opens without JavaScript (<details>).
  await page.getByText("Kapan uang hasil penjualan bisa saya tarik?").click();
  await expect(page.getByText(`ditahan ${serverConfig.holdDays} hari sejak dibayar`)).toBeVisible();

  // Nothing runs but the one inline script: no React, no hydration.
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
});

test("the landing pages load at most 20 KB of JavaScript and carry title, canonical and Open Graph", async ({
  page,
  request,
}) => {
  for (const path of ["/", "/help", "/privacy", "/terms"]) {
    let externalBytes = 0;
    const count = (response: import("@playwright/test").Response) => {
      if (response.request().resourceType() === "script") {
        response.body().then((body) => (externalBytes += body.length));
      }
    };
    page.on("response", count);
    await page.goto(path, { waitUntil: "load" });
    page.off("response", count);
    const inlineBytes = await page.evaluate(() =>
      [...document.querySelectorAll("script:not([src])")].reduce((sum, s) => sum + (s.textContent ?? "").length, 0),
    );
    expect(externalBytes + inlineBytes, path).toBeLessThanOrEqual(20 * 1024);
    expect(await page.locator("script[src]").count(), path).toBe(0);

    const html = await (await request.get(path)).text();
    const url = `http://127.0.0.1:${E2E_PORT}${path}`;
    expect(html, path).toContain(`<link rel="canonical" href="${url}"/>`);
    expect(html, path).toContain(`<meta property="og:url" content="${url}"/>`);
    expect(html, path).toMatch(/<meta property="og:title" content="[^"]+"\/>/);
    expect(html, path).toMatch(/<meta name="description" content="[^"]{60,}"\/>/);
    expect(html, path).toContain(`<meta property="og:image" content="http://127.0.0.1:${E2E_PORT}/og-lapak.png"/>`);
  }
  expect((await request.get("/og-lapak.png")).headers()["content-type"]).toBe("image/png");
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor subscribes to the newsletter from the landing page and from the help page's footer", async ({
    page,
  }) => {
    const email = `kabar.${Date.now()}@contoh.id`;
    await page.goto("/");
    const section = page.locator("#langganan");
    await section.getByLabel("Email").fill(email);
    await section.getByRole("button", { name: "Langganan" }).click();

    await expect(page).toHaveURL(/\/#langganan$/);
    await expect(page.getByRole("status").filter({ hasText: "Terima kasih, Anda sudah berlangganan" })).toBeVisible();
    const mail = await latestMail("newsletter_confirmation", email);
    expect(mail).toContain("Subject: Anda berlangganan kabar Lapak");

    // Its link asks first (a mail scanner opening it unsubscribes nobody); the button leaves.
    const link = mail.match(/<(http:\/\/[^>]+\/v1\/unsubscribe\?[^>]+)>/)?.[1] ?? "";
    expect(link).not.toBe("");
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Berhenti berlangganan kabar Lapak?");
    await page.getByRole("button", { name: "Ya, Berhenti Berlangganan" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Anda sudah berhenti berlangganan");

    await page.goto("/help");
    const footer = page.locator("#kabar-lapak");
    await footer.getByLabel("Email").fill("bukan-email@");
    // The browser's own check would stop this; a visitor's old browser might not.
    await footer.locator("input[type=email]").evaluate((input) => input.removeAttribute("type"));
    await footer.getByRole("button", { name: "Langganan" }).click();
    await expect(page).toHaveURL(/\/help#kabar-lapak$/);
    await expect(page.getByRole("alert")).toHaveText(/Format email tidak valid/);
  });
});

test("the privacy policy and the terms are there in full, and robots.txt points to the sitemap", async ({
  page,
  request,
}) => {
  await page.goto("/privacy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kebijakan Privasi");
  for (const section of [
    "Siapa pengendali data Anda",
    "Data yang kami kumpulkan",
    "Tujuan dan dasar pemrosesan",
    "Data aktivasi (data pribadi spesifik)",
    "Pihak yang memproses data untuk kami",
    "Transfer data ke luar negeri",
    "Berapa lama data disimpan",
    "Hak Anda dan cara menggunakannya",
    "Jika terjadi kegagalan pelindungan data",
    "Kontak",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
  }
  await expect(page.getByText("3 × 24 jam").first()).toBeVisible();

  await page.goto("/terms");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Syarat & Ketentuan");
  for (const section of [
    "Kewajiban penjual",
    "Produk yang dilarang",
    "Harga dan biaya",
    "Saldo dan masa tahan",
    "Aktivasi dan penarikan",
    "Pengembalian dana dan sengketa",
    "Penangguhan dan penutupan akun",
    "Batasan tanggung jawab",
    "Hukum yang berlaku",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
  }

  await page.goto("/help");
  await expect(page.getByRole("heading", { level: 3, name: "Saya lupa kata sandi." })).toBeVisible();
  await expect(page.getByText("Lupa kata sandi?")).toBeVisible();

  const robots = await request.get("/robots.txt");
  expect(robots.headers()["content-type"]).toMatch(/^text\/plain/);
  const body = await robots.text();
  expect(body).toContain("Disallow: /dashboard/");
  expect(body).toContain("Disallow: /payment/");
  expect(body).toContain(`Sitemap: http://127.0.0.1:${E2E_PORT}/sitemap.xml`);
});
