import { expect, test } from "@playwright/test";
import { addProduct, listedTitles } from "../support/products";
import { signUpSeller } from "../support/seller";

// DESIGN §1.1 (second half), dashboard side: at phone width a new seller adds one product of each
// type with a cover image and a real file, reorders them (keyboard and drag), edits one and
// unpublishes one. The storefront's side is asserted in its own journey.

const EBOOK = "E-book Resep Nusantara";
const LEAD = "Checklist Meal Prep Gratis";
const LINK = "Kelas Masak Online";

test("a seller adds one product of each type, reorders, edits and unpublishes them, and the storefront shows exactly the published ones in order", async ({
  page,
  browser,
}) => {
  // Three forms with uploads, two reorders and an edit: well past the 60 s default on a busy machine.
  test.setTimeout(180_000);
  const seller = await signUpSeller(page);

  await page.goto("/dashboard/my-store");
  await expect(page.getByRole("heading", { name: "Toko Anda masih kosong" })).toBeVisible();

  // The price groups thousands as it is typed; the preview shows it in rupiah.
  await page.goto("/dashboard/my-store/add-product/digital-download");
  await page.getByLabel("Harga").fill("150000");
  await expect(page.getByLabel("Harga")).toHaveValue("150.000");
  // Leaving with changes asks first.
  page.once("dialog", async (dialog) => {
    expect(dialog.message()).toBe(
      "Ada perubahan yang belum disimpan. Apakah Anda yakin ingin meninggalkan halaman ini?",
    );
    await dialog.dismiss();
  });
  await page.getByRole("link", { name: "Batal" }).click();
  await expect(page).toHaveURL(/add-product\/digital-download$/);

  // A paid price under Rp1.000 comes back beside the price field.
  await page.getByLabel("Judul", { exact: true }).fill(EBOOK);
  await page.getByLabel("Harga").fill("500");
  await page.getByRole("button", { name: "Simpan sebagai draf" }).click();
  await expect(page.getByText("Harga produk berbayar minimal Rp1.000")).toBeVisible();

  await addProduct(page, {
    kind: "Produk Digital",
    title: EBOOK,
    description: "50 resep favorit keluarga Indonesia.",
    price: "25000",
    fileName: "resep-nusantara.pdf",
  });
  await addProduct(page, {
    kind: "Kumpulkan Email",
    title: LEAD,
    description: "Daftar belanja mingguan siap cetak.",
    fileName: "checklist.pdf",
  });
  await addProduct(page, { kind: "Tautan Eksternal", title: LINK, url: "https://example.com/kelas" });

  await expect(page.getByRole("listitem").filter({ hasText: EBOOK })).toContainText("Rp25.000");
  await expect(page.getByRole("listitem").filter({ hasText: LEAD })).toContainText("Gratis");
  await expect(page.getByRole("listitem").filter({ hasText: LINK })).toContainText("0 klik");
  expect(await listedTitles(page)).toEqual([EBOOK, LEAD, LINK]);

  // Keyboard: Space lifts, arrows move, Space drops — the link goes to the top.
  // Each step waits for the screen-reader announcement, as a person waits to hear it: a key pressed
  // while the card is still moving is lost.
  const announcement = page.locator('[id^="DndLiveRegion"]');
  await page.getByRole("button", { name: `Ubah urutan ${LINK}` }).focus();
  await page.keyboard.press("Space");
  await expect(announcement).toHaveText(`${LINK} dipindah ke posisi 3.`);
  await page.keyboard.press("ArrowUp");
  await expect(announcement).toHaveText(`${LINK} dipindah ke posisi 2.`);
  await page.keyboard.press("ArrowUp");
  await expect(announcement).toHaveText(`${LINK} dipindah ke posisi 1.`);
  await page.keyboard.press("Space");
  await expect(page.getByText("Urutan produk disimpan").first()).toBeVisible();
  expect(await listedTitles(page)).toEqual([LINK, EBOOK, LEAD]);

  // Drag with the pointer: the lead magnet goes above the e-book.
  const handle = page.getByRole("button", { name: `Ubah urutan ${LEAD}` });
  const target = page.getByRole("button", { name: `Ubah urutan ${EBOOK}` });
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error("handles not visible");
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 10, { steps: 10 });
  await page.mouse.up();
  await expect.poll(() => listedTitles(page)).toEqual([LINK, LEAD, EBOOK]);

  // The order is the API's, not just the screen's.
  await page.reload();
  expect(await listedTitles(page)).toEqual([LINK, LEAD, EBOOK]);

  // Edit: the form opens with the saved values; the new price shows in the list.
  await page.getByRole("link", { name: `Ubah ${EBOOK}` }).click();
  await expect(page).toHaveURL(/add-product\/digital-download\?id=/);
  await expect(page.getByLabel("Judul", { exact: true })).toHaveValue(EBOOK);
  await expect(page.getByLabel("Harga")).toHaveValue("25.000");
  await expect(page.getByRole("button", { name: "Hapus resep-nusantara.pdf" })).toBeVisible();
  await page.getByLabel("Harga").fill("30000");
  await page.getByRole("button", { name: "Terbitkan" }).click();
  await expect(page).toHaveURL(/\/dashboard\/my-store$/);
  await expect(page.getByRole("listitem").filter({ hasText: EBOOK })).toContainText("Rp30.000");

  // Hide the lead magnet from the store: the switch reads "Tampil" / "Disembunyikan", never "Draf".
  const lead = page.getByRole("listitem").filter({ hasText: LEAD });
  const visibility = page.getByRole("switch", { name: `Tampilkan ${LEAD} di toko` });
  await expect(visibility).toHaveText("Tampil");
  await visibility.click();
  await expect(visibility).toHaveText("Disembunyikan");
  await expect(lead).not.toContainText("Draf");
  await page.reload();
  await expect(visibility).toHaveAttribute("aria-checked", "false");
  await expect(visibility).toHaveText("Disembunyikan");

  const products = (await (await page.request.get("/v1/products")).json()).data as {
    title: string;
    status: string;
    price: number;
    coverImageUrl: string | null;
  }[];
  expect(products.map((product) => [product.title, product.status])).toEqual([
    [LINK, "published"],
    [LEAD, "draft"],
    [EBOOK, "published"],
  ]);
  expect(products.every((product) => product.coverImageUrl)).toBe(true);
  expect(products.find((product) => product.title === EBOOK)?.price).toBe(30000);

  // A visitor (no session) sees exactly the published products, in the seller's order.
  const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await visitor.goto(`/${seller.username}`);
  const cards = visitor.getByRole("list", { name: "Produk" }).getByRole("listitem");
  await expect(cards).toHaveText([new RegExp(LINK), new RegExp(`${EBOOK}.*Rp30\\.000`)]);
  await cards.nth(1).getByRole("link").click();
  await expect(visitor.getByRole("heading", { level: 1, name: EBOOK })).toBeVisible();
  await expect(visitor.getByText("Rp30.000").first()).toBeVisible();
  // Shared on WhatsApp, the link previews with the product's title and cover.
  const html = await (await visitor.request.get(visitor.url())).text();
  expect(html).toContain(`<meta property="og:title" content="${EBOOK} · Rina Kartika"/>`);
  expect(html).toMatch(/<meta property="og:image" content="http:[^"]+\/v1\/images\/[0-9a-f-]{36}\?w=1080"\/>/);
  expect(html).toMatch(/<meta property="og:description" content="50 resep favorit keluarga Indonesia\.[^"]*"\/>/);
  await visitor.close();
});

test("an error under a field goes away as soon as the seller fixes the field", async ({ page }) => {
  await signUpSeller(page);
  await page.goto("/dashboard/my-store/add-product/digital-download");
  await page.getByRole("button", { name: "Terbitkan" }).click();
  await expect(page.getByText("Judul minimal 3 karakter")).toBeVisible();
  await expect(page.getByText("Harga wajib diisi")).toBeVisible();

  await page.getByLabel("Judul").fill("E-book Resep Nusantara");
  await page.getByLabel("Harga").fill("49000");

  await expect(page.getByText("Judul minimal 3 karakter")).toHaveCount(0);
  await expect(page.getByText("Harga wajib diisi")).toHaveCount(0);
  await expect(page.getByLabel("Judul")).not.toHaveAttribute("aria-invalid", "true");
});
