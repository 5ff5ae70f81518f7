/**
 * A verified review (DESIGN §4 "Reviews"), at 390 px: a buyer of a paid order rates the product on
 * the order page (a plain form, no script), edits it, and the product page shows it marked
 * "Pembeli terverifikasi" with its average and the schema.org `aggregateRating`; a refused rating
 * (none picked) keeps the text typed. The seller replies once from Ulasan, the reply shows on the
 * product page; an admin hides the review with a reason and the product page drops it.
 */
import { expect, test } from "@playwright/test";
import { violations } from "../support/axe";
import { pdfFile } from "../support/files";
import { json, post, sandboxSale, upload } from "../support/money";
import { screenshot } from "../support/screenshots";
import { signInAdmin, signUpSeller } from "../support/seller";

test("a buyer reviews a paid order and the product page shows the review", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const seller = await signUpSeller(page, "Ayu Pratiwi");
  const file = await upload(
    page,
    "/v1/gallery-media/upload-file",
    "preset.pdf",
    pdfFile("preset.pdf", "Preset").buffer,
    "application/pdf",
  );
  const product = await json<{ id: string; slug: string }>(
    await post(page, "/v1/product/digital-downloads", {
      data: { title: "Preset Foto Produk", price: 35_000, fileIds: [file.id], status: "published" },
    }),
  );
  const sale = await sandboxSale(page, product.id, 1);

  // The buyer: a browser of their own, holding only the order's link.
  const buyer = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const order = await buyer.newPage();
  await order.goto(`/my-order/${sale.id}`);
  const card = order.getByRole("region", { name: "Beri ulasan" });
  await expect(card).toBeVisible();

  // Sent without stars: the browser's own check is bypassed to reach the server's message.
  await card.getByLabel("Ceritakan pengalaman Anda (opsional)").fill("Warnanya jadi hidup.");
  await order.locator("form[action='#ulasan']").evaluate((form) => form.setAttribute("novalidate", ""));
  await card.getByRole("button", { name: "Kirim Ulasan" }).click();
  await expect(order.getByRole("group", { name: "Nilai produk ini" })).toContainText("Pilih 1 sampai 5 bintang");
  await expect(order.getByLabel("Ceritakan pengalaman Anda (opsional)")).toHaveValue("Warnanya jadi hidup.");

  await order.getByRole("radio", { name: /^4 bintang/ }).check();
  await order.getByRole("button", { name: "Kirim Ulasan" }).click();
  const mine = order.getByRole("region", { name: "Ulasan Anda" });
  await expect(mine.getByRole("status")).toHaveText("Terima kasih, ulasan Anda tersimpan");
  await expect(mine.getByRole("img", { name: "4 dari 5 bintang" })).toBeVisible();
  await screenshot(order, "buyer-review-order-390");

  await mine.getByRole("link", { name: "Ubah Ulasan" }).click();
  await expect(order.getByRole("radio", { name: /^4 bintang/ })).toBeChecked();
  await order.getByRole("radio", { name: /^5 bintang/ }).check();
  await order.getByLabel("Ceritakan pengalaman Anda (opsional)").fill("Warnanya jadi hidup, fotonya laku.");
  await order.getByRole("button", { name: "Simpan Ulasan" }).click();
  await expect(order.getByRole("region", { name: "Ulasan Anda" }).getByRole("status")).toHaveText(
    "Ulasan Anda diperbarui",
  );

  const productPage = await buyer.newPage();
  await productPage.goto(`/${seller.username}/${product.slug}`);
  const reviews = productPage.getByRole("region", { name: "Ulasan pembeli" });
  await expect(reviews).toContainText("5 dari 5 · 1 ulasan");
  await expect(reviews.getByRole("listitem")).toHaveCount(1);
  const item = reviews.getByRole("listitem").first();
  await expect(item).toContainText("Budi S.");
  await expect(item).toContainText("Pembeli terverifikasi");
  await expect(item).toContainText("Warnanya jadi hidup, fotonya laku.");
  const jsonLd = JSON.parse((await productPage.locator("script[type='application/ld+json']").textContent()) ?? "{}");
  expect(jsonLd).toMatchObject({
    "@type": "Product",
    name: "Preset Foto Produk",
    aggregateRating: { "@type": "AggregateRating", ratingValue: 5, reviewCount: 1 },
  });
  await screenshot(productPage, "buyer-review-product-390");
  // The store page's card carries the same rating.
  await productPage.goto(`/${seller.username}`);
  await expect(productPage.getByRole("listitem").filter({ hasText: "Preset Foto Produk" })).toContainText(
    "5 (1 ulasan)",
  );

  // The seller answers once from Ulasan; the answer shows under the review on the product page.
  await page.goto("/dashboard/reviews");
  const received = page.getByRole("article", { name: "Ulasan Budi S. untuk Preset Foto Produk" });
  await expect(received).toContainText("Warnanya jadi hidup, fotonya laku.");
  await received.getByText("Balas", { exact: true }).click();
  expect(await violations(page)).toEqual([]);
  await received.getByLabel("Balasan Anda").fill("Terima kasih, Kak Budi!");
  await received.getByRole("button", { name: "Kirim Balasan" }).click();
  await expect(received.getByText("Terima kasih, Kak Budi!")).toBeVisible();
  await expect(received.getByRole("button", { name: "Kirim Balasan" })).toHaveCount(0);
  await screenshot(page, "seller-reviews-390");
  await productPage.goto(`/${seller.username}/${product.slug}`);
  await expect(productPage.getByRole("region", { name: "Ulasan pembeli" })).toContainText(
    "Balasan penjualTerima kasih, Kak Budi!",
  );

  // An admin hides it with a reason: the product page no longer shows it, the order page says so.
  const adminContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const admin = await adminContext.newPage();
  await signInAdmin(admin);
  await admin.goto("/admin/reviews");
  const listed = admin
    .getByRole("article", { name: "Ulasan Budi S. untuk Preset Foto Produk" })
    .filter({ hasText: `Toko ${seller.username}` });
  await listed.getByText("Sembunyikan", { exact: true }).click();
  expect(await violations(admin)).toEqual([]);
  await listed.getByLabel("Alasan disembunyikan").fill("Menyebut nomor telepon pribadi.");
  await listed.getByRole("button", { name: "Sembunyikan Ulasan" }).click();
  await expect(listed).toContainText("Alasan disembunyikan: Menyebut nomor telepon pribadi.");
  await expect(listed.getByRole("button", { name: "Tampilkan lagi" })).toBeVisible();
  await screenshot(admin, "admin-reviews-390");
  await adminContext.close();
  await productPage.goto(`/${seller.username}/${product.slug}`);
  await expect(productPage.getByRole("region", { name: "Ulasan pembeli" })).toHaveCount(0);
  await order.reload();
  await expect(order.getByRole("region", { name: "Ulasan Anda" })).toContainText(
    "Ulasan ini disembunyikan oleh admin Lapak.",
  );
  await buyer.close();
});
