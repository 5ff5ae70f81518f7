/**
 * Seller journey (ADR 0021, ADR 0022): a seller sets their Meta pixel on Pelacakan Iklan; a buyer
 * on a phone lands on a product from an Instagram ad (`?utm_source=instagram&utm_campaign=…&fbclid=…`),
 * the store's page loads the seller's pixel, the buyer ticks "Kirim info pesanan ke WhatsApp saya" and
 * pays in the sandbox; the receipt reaches (the local fake of) Meta's WhatsApp Cloud API, Meta reports
 * it delivered; the seller sees the source and the WhatsApp state in the sale's detail, and the source
 * in Statistik → Penjualan per Sumber. Meta's hosts are answered locally (no test reaches the
 * internet): the request proves the page's CSP let the pixel through.
 */
import { expect, test } from "@playwright/test";
import { addProduct } from "../support/products";
import { screenshot } from "../support/screenshots";
import { signUpSeller } from "../support/seller";
import { reportWhatsappStatus, whatsappsTo, whatsappTo } from "../support/whatsapp";

const TITLE = "Preset Foto Lebaran";
const CAMPAIGN = "promo-lebaran";

test("a sale from an Instagram ad shows its source in the sale and in Penjualan per Sumber", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const seller = await signUpSeller(page, "Maya Anggraini");
  await addProduct(page, { kind: "Produk Digital", title: TITLE, price: "35000", fileName: "preset.pdf" });

  // Pelacakan Iklan, from the store's settings.
  await page.goto("/dashboard/my-store");
  await page.getByRole("link", { name: "Pelacakan Iklan" }).click();
  await expect(page.getByRole("heading", { name: "Pelacakan Iklan" })).toBeVisible();
  await page.getByLabel("ID Pixel Meta").fill("12ab");
  await page.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByText("ID Pixel Meta hanya berisi angka (biasanya 15–16 digit)")).toBeVisible();
  await page.getByLabel("ID Pixel Meta").fill("123456789012345");
  await page.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByText("Pengaturan pelacakan iklan disimpan")).toBeVisible();
  await expect(page.getByLabel("ID Pixel Meta")).toHaveValue("123456789012345");
  await screenshot(page, "tracking-390");

  const products = await (await page.request.get("/v1/products")).json();
  const slug: string = products.data.find((product: { title: string }) => product.title === TITLE).slug;

  // The buyer, on their own phone, taps the ad.
  const buyer = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "id-ID" });
  const pixelRequests: string[] = [];
  await buyer.route(/^https:\/\/(connect|www)\.facebook\.(net|com)\//, (route) => {
    pixelRequests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/javascript", body: "" });
  });
  const buyerPage = await buyer.newPage();
  const beacon = buyerPage.waitForResponse((response) => response.url().endsWith("/v1/traffics"));
  await buyerPage.goto(`/${seller.username}/${slug}?utm_source=instagram&utm_campaign=${CAMPAIGN}&fbclid=IwAR2xYz`);
  await beacon;
  // The pixel loads after the page is usable, only because this seller set one.
  await expect.poll(() => pixelRequests.some((url) => url.includes("fbevents.js"))).toBe(true);
  await buyerPage.getByRole("link", { name: "Beli Sekarang" }).click();
  await expect(buyerPage).toHaveURL(/\/checkout\/[0-9a-f-]{36}\?utm_source=instagram/);
  await buyerPage.getByLabel("Nama Lengkap").fill("Budi Santoso");
  await buyerPage.getByLabel("Email").fill(`budi.${Date.now()}@example.com`);
  // A number of this run only, so the fake's log is read for this buyer alone.
  const phone = `0813${String(Date.now()).slice(-8)}`;
  await buyerPage.getByLabel("Nomor WhatsApp (opsional)").fill(phone);
  const consent = buyerPage.getByRole("checkbox", { name: "Kirim info pesanan ke WhatsApp saya" });
  await expect(consent).not.toBeChecked();
  await consent.check();
  await buyerPage.getByRole("radio", { name: /^QRIS/ }).check();
  await screenshot(buyerPage, "checkout-whatsapp-390");
  await buyerPage.getByRole("button", { name: "Bayar Sekarang" }).click();
  // The order page is served at its id; with the seller's pixel it then shows its code in the
  // address bar at once (ADR 0026), so the id is read from the page's own response.
  const orderPage = buyerPage.waitForResponse(
    (response) => /\/my-order\/[0-9a-f-]{36}$/.test(response.url()) && response.request().resourceType() === "document",
  );
  await buyerPage.getByRole("button", { name: "Simulasikan Pembayaran" }).click();
  const orderId = new URL((await orderPage).url()).pathname.split("/").at(-1);
  await expect(buyerPage).toHaveURL(/\/my-order\/LPK-[0-9A-Z]{6}$/);
  await buyer.close();

  // The receipt went to the buyer's WhatsApp as the approved template, with the order page's link.
  const buyerNumber = `62${phone.slice(1)}`;
  const receipt = await whatsappTo(buyerNumber, "lapak_pesanan_dibayar");
  expect(receipt.body.template.language).toEqual({ code: "id" });
  const parameters = receipt.body.template.components[0].parameters.map((one: { text: string }) => one.text);
  // The buyer's first name only (ADR 0021).
  expect(parameters[0]).toBe("Budi");
  expect(parameters[1]).toBe(TITLE);
  expect(parameters.at(-1)).toMatch(new RegExp(`/my-order/${orderId}$`));
  // Paid at once, so no reminder was due: the receipt is the only message, sent once.
  expect(await whatsappsTo(buyerNumber)).toHaveLength(1);
  // Meta's webhook says the receipt was delivered.
  await reportWhatsappStatus("webhook_status_delivered", receipt.messageId as string);

  // The seller's sale shows where it came from.
  await page.goto("/dashboard/sales");
  await page.getByRole("list", { name: "Daftar penjualan" }).getByRole("listitem").first().click();
  const sheet = page.getByRole("dialog", { name: "Detail Transaksi" });
  await expect(sheet.getByRole("heading", { name: "Sumber" })).toBeVisible();
  await expect(sheet.getByText("instagram", { exact: true })).toBeVisible();
  await expect(sheet.getByText(CAMPAIGN, { exact: true })).toBeVisible();
  await expect(sheet.getByText("Meta (Facebook/Instagram)")).toBeVisible();
  const whatsapp = sheet.locator("section").filter({ has: page.getByRole("heading", { name: "WhatsApp" }) });
  await expect(whatsapp.getByText("Info pesanan dibayar")).toBeVisible();
  await expect(whatsapp.getByText(/^Diterima · /)).toBeVisible();
  await whatsapp.scrollIntoViewIfNeeded();
  await screenshot(page, "sale-whatsapp-390", { fullPage: false });
  await screenshot(page, "sale-source-390");

  // Statistik → Penjualan per Sumber.
  await page.goto("/dashboard/statistics");
  const block = page.locator("#penjualan-sumber");
  await expect(block.getByText("Penjualan per Sumber")).toBeVisible();
  await expect(block.getByText("instagram", { exact: true })).toBeVisible();
  await expect(block.getByText(`Kampanye: ${CAMPAIGN}`)).toBeVisible();
  await expect(block.getByText("Rp35.000")).toBeVisible();
  await expect(block.getByText("1 penjualan")).toBeVisible();
  await block.scrollIntoViewIfNeeded();
  await screenshot(page, "sales-sources-390", { fullPage: false });
});
