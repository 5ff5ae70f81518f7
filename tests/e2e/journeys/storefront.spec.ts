/**
 * Buyer journey, first half (DESIGN §1.2, §5, §6): the seeded demo store at `/demo`, its product
 * pages, link cards, Open Graph meta, the near-static page rules, and the 404s.
 */
import { expect, test } from "@playwright/test";
import { signUpSeller } from "../support/seller";

const EBOOK = "/demo/panduan-konten-instagram-umkm";

test("the demo storefront shows the seeded products in order with their prices", async ({ page }) => {
  const response = await page.goto("/demo");
  expect(response?.status()).toBe(200);

  await expect(page.getByRole("heading", { level: 1, name: "Nadia Putri" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Instagram Nadia Putri/ })).toHaveAttribute(
    "href",
    "https://www.instagram.com/nadiaputri.design/",
  );
  const cards = page.getByRole("list", { name: "Produk" }).getByRole("listitem");
  await expect(cards).toHaveText([
    /Panduan Konten Instagram untuk UMKM.*Rp49\.000.*Beli Sekarang/,
    /Template Feed & Story Instagram UMKM.*Rp99\.000.*Beli Sekarang/,
    /Checklist Foto Produk Pakai HP.*Gratis.*Dapatkan Gratis/,
    /Konsultasi Desain via WhatsApp/,
    /Tutorial Canva Gratis di YouTube/,
    /Kelas Singkat: Caption yang Menjual.*Rp79\.000/,
    /Webinar: Desain Feed Instagram dalam 90 Menit.*Sabtu, .* · 19\.00–20\.30 WIB.*Rp35\.000.*Beli Tiket/,
    /Klub Desain UMKM.*Mulai Rp25\.000.*Gabung Sekarang/,
  ]);
  await expect(cards.nth(3).getByRole("link")).toHaveAttribute("href", "/demo/konsultasi-desain-whatsapp");

  await cards.first().getByRole("link").click();
  await expect(page).toHaveURL(EBOOK);
});

test("a product page shows the price and Beli Sekarang to its checkout", async ({ page }) => {
  await page.goto(EBOOK);
  await expect(page.getByRole("heading", { level: 1, name: "Panduan Konten Instagram untuk UMKM" })).toBeVisible();
  await expect(page.getByText("Rp49.000").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Beli Sekarang" })).toHaveAttribute(
    "href",
    /^\/checkout\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
  );

  await page.goto("/demo/checklist-foto-produk-hp");
  await expect(page.getByText("Gratis", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Dapatkan Gratis" })).toHaveAttribute("href", /^\/checkout\//);
});

test("an external link card counts the click and answers 302 to its URL", async ({ page }) => {
  const response = await page.request.get("/demo/konsultasi-desain-whatsapp", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toMatch(/^https:\/\/wa\.me\/6281234567890/);
  expect(response.headers()["cache-control"]).toContain("no-store");
});

test("the server HTML carries Open Graph meta and no JavaScript bundle, only the product's small script", async ({
  page,
}) => {
  const product = await page.request.get(EBOOK);
  const html = await product.text();
  expect(html).toContain('<meta property="og:title" content="Panduan Konten Instagram untuk UMKM · Nadia Putri"/>');
  expect(html).toMatch(/<meta property="og:description" content="E-book praktis untuk pemilik usaha kecil[^"]*"\/>/);
  expect(html).toMatch(
    /<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/v1\/images\/[0-9a-f-]{36}\?w=1080"\/>/,
  );
  expect(html).toMatch(
    /<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/demo\/panduan-konten-instagram-umkm"\/>/,
  );

  for (const path of ["/demo", EBOOK]) {
    const response = await page.request.get(path);
    const body = await response.text();
    // The store: none. A product page: only its own small script (the `?kode=` price, ADR 0019).
    const scripts = [...body.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]);
    expect(scripts).toEqual(path === EBOOK ? [expect.stringMatching(/^\/assets\/enhance-product-[\w-]+\.js$/)] : []);
    expect(body).not.toContain("modulepreload");
    expect(response.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
    // The inline script is allowed by its hash, so the same cached page is valid for every visitor.
    expect(response.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(response.headers()["content-security-policy"]).not.toContain("nonce-");
  }
  const again = await page.request.get("/demo");
  expect(again.headers()["x-page-cache"]).toBe("hit");
});

test('an unknown store or product is a 404 "Halaman tidak ditemukan"', async ({ page }) => {
  for (const path of ["/toko-yang-tidak-ada", "/demo/produk-yang-tidak-ada", "/dashboard/tidak-ada", "/checkout"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: "Halaman tidak ditemukan" })).toBeVisible();
  }
});

test("the sitemap lists the demo store and its products with absolute URLs", async ({ page }) => {
  const response = await page.request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/xml");
  const xml = await response.text();
  expect(xml).toMatch(/<loc>http:\/\/127\.0\.0\.1:\d+\/demo<\/loc>/);
  expect(xml).toMatch(/<loc>http:\/\/127\.0\.0\.1:\d+\/demo\/panduan-konten-instagram-umkm<\/loc>/);
});

test("a seller's change reaches their cached storefront at once", async ({ page, request, baseURL }) => {
  const seller = await signUpSeller(page, "Rina Kartika");
  const store = `/${seller.username}`;

  const first = await request.get(store);
  expect(first.status()).toBe(200);
  expect(await first.text()).toContain("Rina Kartika");
  expect((await request.get(store)).headers()["x-page-cache"]).toBe("hit");

  // The seller, signed in, gets the page fresh and never a copy a CDN may keep.
  const own = await page.request.get(store);
  expect(own.headers()["x-page-cache"]).toBe("bypass");
  expect(own.headers()["cache-control"]).toBe("private, no-store");

  const update = await page.request.put("/v1/auth/profile", {
    data: { name: "Rina Kartika Studio" },
    headers: { origin: baseURL ?? "" },
  });
  expect(update.status()).toBe(200);

  const after = await request.get(store);
  expect(after.headers()["x-page-cache"]).toBe("miss");
  expect(await after.text()).toContain("Rina Kartika Studio");
});
