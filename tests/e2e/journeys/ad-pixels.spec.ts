/**
 * Buyer journey (ADR 0022, ADR 0026): a seller's Meta pixel and TikTok pixel really fire in the
 * buyer's browser — `ViewContent` on the product page, `InitiateCheckout` on the checkout, Meta's
 * `Purchase` and TikTok's `CompletePayment` on the paid order page under one event id that is not
 * the transaction id, with nothing sent (URL, body, `Referer`, page, referrer) that carries the id,
 * however the buyer reaches the order — while another seller's store and the seller's dashboard
 * load no pixel at all. The networks' scripts are local stand-ins that implement their documented
 * queues (support/pixel-stubs, sources cited there); their hits are recorded by support/pixels.ts.
 */
import { expect, type Page, test } from "@playwright/test";
import { type PixelHit, type PixelRecorder, recordPixels } from "../support/pixels";
import { addProduct } from "../support/products";
import { signUpSeller } from "../support/seller";

const TITLE = "Template Caption Ramadan";
const META_PIXEL = "123456789012345";
const TIKTOK_PIXEL = "COQDA8RC77U2TMR44LI0";

/** The hits of `event` by each network once both have arrived (they load after the page is idle). */
async function hitsOf(pixels: PixelRecorder, metaEvent: string, tiktokEvent: string) {
  const find = (network: PixelHit["network"], event: string) =>
    pixels.hits.filter((hit) => hit.network === network && hit.event === event);
  await expect.poll(() => find("meta", metaEvent).length, { timeout: 15_000 }).toBe(1);
  await expect.poll(() => find("tiktok", tiktokEvent).length, { timeout: 15_000 }).toBe(1);
  return { meta: find("meta", metaEvent)[0], tiktok: find("tiktok", tiktokEvent)[0] };
}

/** No pixel script or hit, and no `fbq`/`ttq`, once `page` has loaded and idled. */
async function expectNoPixel(page: Page, pixels: PixelRecorder) {
  await page.waitForLoadState("load");
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 4000 })));
  await page.waitForTimeout(500);
  expect(pixels.requests).toEqual([]);
  expect(await page.evaluate(() => "fbq" in window || "ttq" in window)).toBe(false);
}

/**
 * Nothing the pixels sent — any request's URL, body or `Referer`, any hit's page (`dl`) or referrer
 * (`rl`) — carries the transaction id or the order page's address by id (ADR 0026).
 */
function expectNothingOpensTheOrder(pixels: PixelRecorder, transactionId: string) {
  expect(transactionId).toMatch(/^[0-9a-f-]{36}$/);
  const seen = [
    ...pixels.sent.flatMap((request) => [request.url, request.body ?? "", request.referer ?? ""]),
    ...pixels.hits.flatMap((hit) => [hit.page, hit.referrer, hit.eventId ?? "", JSON.stringify(hit.params)]),
  ];
  expect(pixels.sent.length).toBeGreaterThan(0);
  for (const field of seen) {
    const decoded = decodeURIComponent(field);
    expect(decoded).not.toContain(transactionId);
    expect(decoded).not.toContain(transactionId.replaceAll("-", ""));
    expect(decoded).not.toMatch(/\/my-order\/[0-9a-f]{8}-/);
  }
  for (const hit of pixels.hits) {
    expect(hit.page).toMatch(/\/my-order\/LPK-[0-9A-Z]{6}$/);
    expect(hit.referrer).toBe("");
  }
}

test("the seller's pixels fire ViewContent, InitiateCheckout and the Purchase of the paid order, nowhere else", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const sellerPixels = await recordPixels(page.context());
  const seller = await signUpSeller(page, "Dewi Lestari");
  await addProduct(page, { kind: "Produk Digital", title: TITLE, price: "45000", fileName: "caption.pdf" });
  await page.goto("/dashboard/my-store/tracking");
  await page.getByLabel("ID Pixel Meta").fill(META_PIXEL);
  await page.getByLabel("Kode Pixel TikTok").fill(TIKTOK_PIXEL);
  await page.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByText("Pengaturan pelacakan iklan disimpan")).toBeVisible();
  const products = await (await page.request.get("/v1/products")).json();
  const product = products.data.find((one: { title: string }) => one.title === TITLE);

  // The dashboard, even with the pixels set, loads none of them.
  for (const path of ["/dashboard", "/dashboard/my-store/tracking"]) {
    sellerPixels.clear();
    await page.goto(path);
    await expectNoPixel(page, sellerPixels);
  }

  const buyer = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "id-ID" });
  const pixels = await recordPixels(buyer);
  const buyerPage = await buyer.newPage();

  // Product page: ViewContent with the product's id and price in rupiah, on both networks.
  await buyerPage.goto(`/${seller.username}/${product.slug}`);
  const viewed = await hitsOf(pixels, "ViewContent", "ViewContent");
  expect(viewed.meta).toMatchObject({ pixel: META_PIXEL, params: { value: "45000", currency: "IDR" } });
  expect(viewed.meta.params.content_ids).toBe(JSON.stringify([product.id]));
  expect(viewed.tiktok).toMatchObject({
    pixel: TIKTOK_PIXEL,
    params: { value: 45000, currency: "IDR", contents: [{ content_id: product.id, content_name: TITLE, quantity: 1 }] },
  });
  expect(pixels.hits.filter((hit) => hit.network === "meta").map((hit) => hit.event)).toEqual([
    "PageView",
    "ViewContent",
  ]);

  // Checkout: InitiateCheckout.
  pixels.clear();
  await buyerPage.getByRole("link", { name: "Beli Sekarang" }).click();
  await expect(buyerPage).toHaveURL(/\/checkout\//);
  const started = await hitsOf(pixels, "InitiateCheckout", "InitiateCheckout");
  expect(started.meta.page).toContain(`/checkout/${product.id}`);
  expect(started.tiktok.params).toMatchObject({ value: 45000, currency: "IDR" });

  // The paid order page: Purchase and CompletePayment under one event id, which is not the
  // transaction id (the key to the order page, ADR 0026).
  await buyerPage.getByLabel("Nama Lengkap").fill("Rudi Hartono");
  await buyerPage.getByLabel("Email").fill(`rudi.${Date.now()}@example.com`);
  await buyerPage.getByRole("radio", { name: /^QRIS/ }).check();
  await buyerPage.getByRole("button", { name: "Bayar Sekarang" }).click();
  await expect(buyerPage).toHaveURL(/\/payment\/[0-9a-f-]{36}$/);
  const transactionId = new URL(buyerPage.url()).pathname.split("/").at(-1) ?? "";
  pixels.clear();
  await buyerPage.getByRole("button", { name: "Simulasikan Pembayaran" }).click();
  await expect(buyerPage.getByRole("heading", { name: "Terima kasih atas pembelian Anda" })).toBeVisible();
  const paid = await hitsOf(pixels, "Purchase", "CompletePayment");
  expect(paid.meta).toMatchObject({ pixel: META_PIXEL, params: { value: "45000", currency: "IDR" } });
  expect(paid.tiktok).toMatchObject({ pixel: TIKTOK_PIXEL, eventId: paid.meta.eventId, params: { value: 45000 } });
  expect(paid.meta.eventId).toMatch(/^[\w-]{43}$/);
  expectNothingOpensTheOrder(pixels, transactionId);

  // The order page still works on reload, and its pixels report the same event again (deduplicated).
  pixels.clear();
  await buyerPage.reload();
  await expect(buyerPage.getByRole("link", { name: "Unduh" })).toBeVisible();
  const again = await hitsOf(pixels, "Purchase", "CompletePayment");
  expect(again.meta.eventId).toBe(paid.meta.eventId);
  expectNothingOpensTheOrder(pixels, transactionId);

  // A buyer who waits on the payment page while the payment is confirmed elsewhere (a real
  // gateway's webhook; here the sandbox's pay call from outside the page): the page follows to the
  // order by itself, and again nothing the pixels send carries the id, the referrer included.
  await buyerPage.goto(`/checkout/${product.id}`);
  await buyerPage.getByLabel("Nama Lengkap").fill("Rudi Hartono");
  await buyerPage.getByLabel("Email").fill(`rudi.${Date.now()}@example.com`);
  await buyerPage.getByRole("radio", { name: /^QRIS/ }).check();
  await buyerPage.getByRole("button", { name: "Bayar Sekarang" }).click();
  await expect(buyerPage).toHaveURL(/\/payment\/[0-9a-f-]{36}$/);
  const waitedId = new URL(buyerPage.url()).pathname.split("/").at(-1) ?? "";
  pixels.clear();
  const paidElsewhere = await buyer.request.post(`/v1/payments/sandbox/${waitedId}/pay`, { data: {} });
  expect(paidElsewhere.ok()).toBe(true);
  await expect(buyerPage.getByRole("heading", { name: "Terima kasih atas pembelian Anda" })).toBeVisible({
    timeout: 20_000,
  });
  const followed = await hitsOf(pixels, "Purchase", "CompletePayment");
  expect(followed.meta.eventId).not.toBe(paid.meta.eventId);
  expectNothingOpensTheOrder(pixels, waitedId);

  // Reached from another page of the site (a referrer that holds the id), the order page opens its
  // code address afresh, without a referrer, before any pixel loads.
  pixels.clear();
  await buyerPage.goto(`/my-order/${waitedId}`, { referer: `${new URL(buyerPage.url()).origin}/payment/${waitedId}` });
  await expect(buyerPage).toHaveURL(/\/my-order\/LPK-[0-9A-Z]{6}$/);
  await hitsOf(pixels, "Purchase", "CompletePayment");
  expectNothingOpensTheOrder(pixels, waitedId);

  // Without JavaScript the link from the receipt opens the order as it always did (and no pixel runs).
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const noScriptPixels = await recordPixels(noScript);
  const plain = await noScript.newPage();
  await plain.goto(`/my-order/${transactionId}`);
  await expect(plain.getByRole("link", { name: "Unduh" })).toBeVisible();
  expect(noScriptPixels.requests).toEqual([]);
  await noScript.close();

  // Another seller's store and product: no pixel.
  pixels.clear();
  await buyerPage.goto("/demo");
  await expectNoPixel(buyerPage, pixels);
  await buyerPage.goto("/demo/panduan-konten-instagram-umkm");
  await expectNoPixel(buyerPage, pixels);
  await buyer.close();
});
