import { expect, test } from "@playwright/test";
import { pngImage } from "../support/files";
import { signInAdmin, signUpSeller } from "../support/seller";

// DESIGN §1.5 at phone width: the admin writes a post with a heading, a list and an uploaded image,
// asks for a summary, publishes, and a visitor reads it at /blog/{slug} — a page rendered on the
// server without hydration, loading at most 20 KB of JavaScript. A seller opening the editor gets
// the 404 page.

const JS_BUDGET_BYTES = 20 * 1024;

test("an admin writes and publishes a post, and a visitor reads it at /blog/{slug} on a phone", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const title = `Jualan Template Canva untuk UMKM ${stamp}`;
  await signInAdmin(page);

  // Blog is in the admin group of the phone's menu.
  await page.getByText("Menu", { exact: true }).click();
  await page.getByRole("navigation", { name: "Menu dasbor (ponsel)" }).getByRole("link", { name: "Blog" }).click();
  await expect(page).toHaveURL(/\/admin\/blogs$/);
  await page.getByRole("link", { name: "Tulis Artikel" }).first().click();
  await expect(page.getByRole("heading", { name: "Tulis Artikel" })).toBeVisible();

  await page.getByLabel("Judul", { exact: true }).fill(title);
  // The address follows the title until it is edited.
  await expect(page.getByLabel("Alamat artikel")).toHaveValue(`jualan-template-canva-untuk-umkm-${stamp}`);
  await page.getByLabel("Unggah gambar", { exact: true }).setInputFiles(pngImage("sampul.png", 1600, 1000));
  await expect(page.getByRole("img", { name: "Pratinjau gambar sampul" })).toBeVisible();

  // The editor loads on first touch; then a heading, a paragraph, a list and an uploaded image.
  await page.getByRole("textbox", { name: "Isi artikel" }).click();
  const editor = page.locator(".ProseMirror");
  await expect(editor).toBeFocused();
  await page.keyboard.type(
    "Template Canva adalah produk digital yang paling mudah dibuat oleh kreator desain. Pemilik UMKM membeli template karena ingin feed Instagram yang rapi tanpa menyewa desainer. Harga template yang wajar berkisar puluhan ribu rupiah per paket.",
  );
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Subjudul", exact: true }).click();
  await page.keyboard.type("Isi paket yang disukai pembeli");
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Daftar poin" }).click();
  await page.keyboard.type("Sepuluh desain feed yang bisa diedit");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Panduan warna dan huruf");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.getByLabel("Unggah gambar untuk artikel").setInputFiles(pngImage("contoh-feed-instagram.png", 1200, 800));
  await expect(editor.locator("img")).toHaveAttribute("src", /^\/v1\/images\/[0-9a-f-]{36}\?w=1080$/);
  await expect(editor.locator("h2")).toHaveText("Isi paket yang disukai pembeli");
  await expect(editor.locator("ul li")).toHaveCount(2);

  // "Buat Ringkasan" fills the summary with sentences of the article.
  await page.getByRole("button", { name: "Buat Ringkasan" }).click();
  await expect(page.getByLabel("Ringkasan")).toHaveValue(/Template Canva|Pemilik UMKM|Harga template/);
  const summary = await page.getByLabel("Ringkasan").inputValue();
  expect(summary.length).toBeLessThanOrEqual(300);
  // The search preview follows the summary.
  await expect(page.getByRole("figure", { name: "Pratinjau hasil pencarian Google" })).toContainText(
    summary.slice(0, 40),
  );

  await page.getByRole("radio", { name: /^Terbitkan/ }).check();
  await page.getByRole("button", { name: "Simpan" }).click();
  await expect(page).toHaveURL(/\/admin\/blogs$/);
  const row = page.getByRole("listitem").filter({ hasText: title });
  await expect(row.getByText("Terbit", { exact: true })).toBeVisible();
  const slug = (await row.getByText(/^\/blog\//).textContent())?.replace("/blog/", "") ?? "";
  expect(slug).toBe(`jualan-template-canva-untuk-umkm-${stamp}`);

  // A visitor on a phone, signed out, finds it on /blog and reads it.
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "id-ID" });
  const reader = await visitor.newPage();
  const scripts: number[] = [];
  reader.on("response", async (response) => {
    if (response.request().resourceType() === "script") scripts.push((await response.body()).length);
  });
  await reader.goto("/blog");
  await reader.getByRole("link", { name: title }).click();
  await expect(reader).toHaveURL(new RegExp(`/blog/${slug}$`));
  await expect(reader.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(reader.getByRole("heading", { level: 2, name: "Isi paket yang disukai pembeli" })).toBeVisible();
  await expect(reader.getByRole("listitem").filter({ hasText: "Panduan warna dan huruf" })).toBeVisible();
  await expect(reader.getByText(summary).first()).toBeVisible();
  await expect(reader.getByText(/menit baca/).first()).toBeVisible();
  const picture = reader.getByRole("img", { name: "contoh feed instagram" });
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(reader.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute("href", /^https:\/\/wa\.me\/\?text=/);

  // Rendered on the server, never hydrated: no script files, only the small inline one.
  const html = await (await reader.request.get(`/blog/${slug}`)).text();
  expect(html).not.toMatch(/<script[^>]*\bsrc=/);
  expect(html).toContain('<meta property="og:type" content="article"/>');
  expect(html).toMatch(/<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"Article"/);
  const inline = await reader.evaluate(() =>
    [...document.scripts]
      .filter((script) => !script.src && script.type !== "application/ld+json")
      .reduce((sum, script) => sum + script.text.length, 0),
  );
  const javascript = scripts.reduce((sum, bytes) => sum + bytes, 0) + inline;
  expect(javascript).toBeLessThanOrEqual(JS_BUDGET_BYTES);
  await visitor.close();
});

test("a seller opening the blog editor gets the 404 page", async ({ page }) => {
  await signUpSeller(page, "Dewi Lestari");
  const response = await page.goto("/admin/blogs/editor");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Halaman tidak ditemukan" })).toBeVisible();
  expect((await page.request.get("/v1/admin/blogs")).status()).toBe(403);
});

test("an unknown post answers the 404 page", async ({ page }) => {
  const response = await page.goto("/blog/artikel-yang-tidak-ada");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Halaman tidak ditemukan" })).toBeVisible();
});

test("the editor stays within 390 px whatever the title's length, Simpan in view", async ({ page }) => {
  await signInAdmin(page);
  await page.goto("/admin/blogs/editor");
  await page
    .getByLabel("Judul", { exact: true })
    .fill("Panduan Lengkap Menjual Template Canva, Preset Lightroom, dan E-book untuk Pemula di Indonesia 2026");
  await expect(page.getByLabel("Alamat artikel")).toHaveValue(/^panduan-lengkap-menjual/);

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const save = page.getByRole("button", { name: "Simpan", exact: true });
  await save.scrollIntoViewIfNeeded();
  await expect(save).toBeInViewport({ ratio: 1 });
});
