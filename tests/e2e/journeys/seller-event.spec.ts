/**
 * Event / Webinar (DESIGN §3, ADR 0046) at 390 px: a seller creates a webinar with 2 seats in
 * Tambah Produk; a buyer sees its WIB time and "Sisa 2 kursi", pays in the sandbox, and finds the
 * ticket — code, QR, the Zoom link that no public page shows — and downloads its `.ics`; a second
 * buyer takes the last seat; a third sees "Tiket habis" on the product page and the checkout; the
 * seller checks the first buyer in by the typed code, once, and that buyer then downloads the
 * certificate of attendance from Pustaka Saya.
 */
import { expect, test } from "@playwright/test";
import { sandboxSale } from "../support/money";
import { screenshot } from "../support/screenshots";
import { signUpSeller } from "../support/seller";
import { latestMail } from "../support/server";

const PHONE = { viewport: { width: 390, height: 844 }, locale: "id-ID" } as const;
const ZOOM = "https://zoom.us/j/81234567890";

test("a webinar with 2 seats sells out, and its seller checks a ticket holder in", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const seller = await signUpSeller(page, "Rina Kusuma");
  await page.goto("/dashboard/my-store/add");
  await page.getByRole("link", { name: /^Event \/ Webinar/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Event / Webinar");
  await page.getByLabel("Judul", { exact: true }).fill("Webinar Jualan di TikTok");
  await page.getByLabel("Harga", { exact: true }).fill("50000");
  await page.getByLabel("Mulai (WIB)").fill("2027-01-16T19:00");
  await page.getByLabel("Selesai (WIB)").fill("2027-01-16T21:00");
  await page.getByLabel("Tautan acara").fill(ZOOM);
  await page.getByLabel("Kuota kursi (opsional)").fill("2");
  await page.getByLabel("Beri sertifikat kehadiran").check();
  await screenshot(page, "seller-event-editor-390");
  await page.getByRole("button", { name: "Terbitkan" }).click();
  await expect(page).toHaveURL(/\/dashboard\/my-store$/);
  const listed = (await (await page.request.get("/v1/products")).json()).data as { id: string; slug: string }[];
  const event = listed.find((product) => product.slug === "webinar-jualan-di-tiktok");
  expect(event).toBeDefined();
  const productPath = `/${seller.username}/webinar-jualan-di-tiktok`;

  // The first buyer: the public page tells when and how many seats, never the link.
  const buyer = await browser.newContext(PHONE);
  const shop = await buyer.newPage();
  await shop.goto(productPath);
  await expect(shop.getByText("Sabtu, 16 Januari 2027 · 19.00–21.00 WIB")).toBeVisible();
  await expect(shop.getByText("Sisa 2 kursi")).toBeVisible();
  expect(await shop.content()).not.toContain("zoom.us");
  await screenshot(shop, "seller-event-product-390");
  await shop.getByRole("link", { name: "Beli Tiket" }).click();
  const email = `tiket.${Date.now()}@example.com`;
  await shop.getByLabel("Nama Lengkap").fill("Siti Nurhaliza");
  await shop.getByLabel("Email").fill(email);
  await shop.getByRole("radio", { name: /^QRIS/ }).check();
  await shop.getByRole("button", { name: "Bayar Sekarang" }).click();
  await shop.getByRole("button", { name: "Simulasikan Pembayaran" }).click();
  await expect(shop).toHaveURL(/\/my-order\/[0-9a-f-]{36}$/);
  const ticket = shop.getByRole("region", { name: "Tiket Anda" });
  await expect(ticket.getByRole("link", { name: ZOOM })).toBeVisible();
  const code = (await ticket.locator("[data-ticket-code]").textContent()) ?? "";
  expect(code).toMatch(/^TKT-[0-9A-HJKMNP-TV-Z]{6}$/);
  await expect(ticket.getByRole("img", { name: `QR tiket ${code}` })).toBeVisible();
  expect(
    await ticket.getByRole("img", { name: `QR tiket ${code}` }).evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0);
  await screenshot(shop, "seller-event-ticket-390");
  await shop.setViewportSize({ width: 1280, height: 900 });
  await screenshot(shop, "seller-event-ticket-1280");
  await shop.setViewportSize(PHONE.viewport);
  const [ics] = await Promise.all([
    shop.waitForEvent("download"),
    ticket.getByRole("link", { name: "Unduh .ics" }).click(),
  ]);
  expect(ics.suggestedFilename()).toBe(`${code}.ics`);
  const calendar = await (await ics.createReadStream()).toArray();
  const text = Buffer.concat(calendar).toString("utf8");
  expect(text).toContain("DTSTART:20270116T120000Z");
  expect(text).toContain("DTEND:20270116T140000Z");
  expect(text).toContain(`URL:${ZOOM}`);
  await expect(ticket.getByRole("link", { name: "Google Calendar" })).toHaveAttribute(
    "href",
    /calendar\.google\.com\/calendar\/render\?action=TEMPLATE/,
  );

  // The second buyer takes the last seat; the third finds none.
  await sandboxSale(page, event?.id ?? "", 2);
  const late = await browser.newContext(PHONE);
  const lateShop = await late.newPage();
  await lateShop.goto(productPath);
  await expect(lateShop.getByText("Tiket habis").first()).toBeVisible();
  await expect(lateShop.getByRole("link", { name: "Beli Tiket" })).toHaveCount(0);
  await screenshot(lateShop, "seller-event-sold-out-390");
  await lateShop.goto(`/checkout/${event?.id}`);
  await expect(lateShop.getByRole("heading", { name: "Tiket habis" })).toBeVisible();
  await expect(lateShop.getByRole("button", { name: "Bayar Sekarang" })).toHaveCount(0);

  // The seller checks the first buyer in by the typed code; a second time says when.
  await page.goto(`/dashboard/events/${event?.id}`);
  await expect(page.getByText("2 tiket terjual dari 2 kursi · 0 sudah check-in")).toBeVisible();
  await page.getByLabel("Kode tiket").fill(code.toLowerCase());
  await page.getByRole("button", { name: "Check-in", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Siti Nurhaliza berhasil check-in" })).toBeVisible();
  await expect(page.getByText("2 tiket terjual dari 2 kursi · 1 sudah check-in")).toBeVisible();
  await page.getByLabel("Kode tiket").fill(code);
  await page.getByRole("button", { name: "Check-in", exact: true }).click();
  await expect(page.getByText(/Sudah check-in pukul \d{2}\.\d{2}/).first()).toBeVisible();
  await screenshot(page, "seller-event-check-in-390");
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, "seller-event-check-in-1280");

  // Checked in, the buyer downloads the certificate of attendance from Pustaka Saya.
  await shop.goto("/my-library/sign-in");
  await shop.getByLabel("Email").fill(email);
  await shop.getByRole("button", { name: "Kirim Kode Masuk" }).click();
  const mail = await latestMail("library_code", email, 10_000);
  await shop.getByLabel("Kode masuk").fill(mail.match(/^Subject: (\d{6}) /m)?.[1] ?? "");
  await shop.getByRole("button", { name: "Masuk" }).click();
  await expect(shop.getByText("Sabtu, 16 Januari 2027 · 19.00–21.00 WIB")).toBeVisible();
  await screenshot(shop, "seller-event-library-390");
  const [certificate] = await Promise.all([
    shop.waitForEvent("download"),
    shop.getByRole("link", { name: "Unduh Sertifikat" }).click(),
  ]);
  expect(certificate.suggestedFilename()).toMatch(/^Sertifikat-SRT-[0-9A-HJKMNP-TV-Z]{8}\.pdf$/);
  await buyer.close();
  await late.close();
});
