/**
 * 1:1 session, "Konsultasi 1-on-1" (DESIGN §3, ADR 0047) at 390 px: a seller offers a one-hour
 * session on their weekday hours with a Google Meet link; a buyer sees its length (never the
 * link), is told to pick a slot, picks one in WIB, pays in the sandbox and finds the booking — the
 * link, the `.ics` — on the order page; the slot is gone for the next buyer; the buyer moves the
 * session from Pustaka Saya, which frees the old slot; the seller's Jadwal lists the new time.
 * axe-core finds no serious violation on the editor, the checkout's slots, the booking, the move
 * or Jadwal.
 */
import { expect, type Page, test } from "@playwright/test";
import { violations } from "../support/axe";
import { screenshot } from "../support/screenshots";
import { signUpSeller } from "../support/seller";
import { latestMail } from "../support/server";

const PHONE = { viewport: { width: 390, height: 844 }, locale: "id-ID", timezoneId: "Asia/Jakarta" } as const;
const MEET = "https://meet.google.com/abc-defg-hij";

/** The slot radios the checkout or the library offers, as their ISO values, in order. */
async function slotValues(page: Page): Promise<string[]> {
  return page
    .locator("input[name=slotStartsAt]")
    .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
}

/** Picks the slot starting at `startsAt` (its label holds the WIB time). */
async function pickSlot(page: Page, startsAt: string) {
  await page.locator(`label:has(input[name=slotStartsAt][value="${startsAt}"])`).click();
  await expect(page.locator(`input[name=slotStartsAt][value="${startsAt}"]`)).toBeChecked();
}

test("a buyer books a 1:1 session on the seller's hours and moves it from the library", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const seller = await signUpSeller(page, "Dewi Lestari");
  await page.goto("/dashboard/my-store/add");
  await page.getByRole("link", { name: /^Konsultasi 1-on-1/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Konsultasi 1-on-1");
  await page.getByLabel("Judul", { exact: true }).fill("Review CV 1-on-1");
  await page.getByLabel("Harga", { exact: true }).fill("150000");
  await expect(page.getByLabel("Durasi sesi (menit)")).toHaveValue("60");
  // Monday to Friday 09.00–17.00 is offered; Saturday morning is added.
  await page.getByRole("button", { name: "+ Tambah jam tersedia" }).click();
  const rows = page.locator("select[name=availabilityWeekday]");
  await expect(rows).toHaveCount(6);
  await expect(rows.nth(5)).toHaveValue("6");
  await page.locator("input[name=availabilityTo]").nth(5).fill("12:00");
  await page.getByLabel("Pesan minimal (jam sebelumnya)").fill("2");
  // The soonest slot may be tomorrow morning: a one-hour limit keeps it movable.
  await page.getByLabel("Batas ubah jadwal (jam)").fill("1");
  await page.getByLabel("Tautan meeting").fill(MEET);
  await screenshot(page, "seller-coaching-editor-390");
  const found = await violations(page);
  await page.getByRole("button", { name: "Terbitkan" }).click();
  await expect(page).toHaveURL(/\/dashboard\/my-store$/);
  const listed = (await (await page.request.get("/v1/products")).json()).data as { id: string; slug: string }[];
  const product = listed.find((p) => p.slug === "review-cv-1-on-1");
  expect(product).toBeDefined();
  const productPath = `/${seller.username}/review-cv-1-on-1`;

  // The public page tells the length and that the slot is picked at checkout, never the link.
  const buyer = await browser.newContext(PHONE);
  const shop = await buyer.newPage();
  await shop.goto(productPath);
  await expect(shop.getByText("Sesi 1 jam · pilih jadwal saat checkout (WIB)")).toBeVisible();
  expect(await shop.content()).not.toContain("meet.google.com");
  await screenshot(shop, "seller-coaching-product-390");
  await shop.getByRole("link", { name: "Pilih Jadwal" }).click();
  await expect(shop.getByRole("group", { name: "Pilih Jadwal" })).toBeVisible();
  const offered = await slotValues(shop);
  expect(offered.length).toBeGreaterThan(5);
  const email = `sesi.${Date.now()}@example.com`;
  await shop.getByLabel("Nama Lengkap").fill("Andi Pratama");
  await shop.getByLabel("Email").fill(email);
  await shop.getByRole("radio", { name: /^QRIS/ }).check();
  // Without a slot the checkout says so and keeps what was typed.
  await shop.getByRole("button", { name: "Bayar Sekarang" }).click();
  await expect(shop.locator("#slot-error")).toHaveText("Pilih jadwal sesi");
  await expect(shop.getByLabel("Email")).toHaveValue(email);
  const first = offered[0] ?? "";
  await pickSlot(shop, first);
  found.push(...(await violations(shop)));
  await screenshot(shop, "seller-coaching-checkout-390");
  await shop.setViewportSize({ width: 1280, height: 900 });
  await screenshot(shop, "seller-coaching-checkout-1280");
  await shop.setViewportSize(PHONE.viewport);
  await shop.getByRole("button", { name: "Bayar Sekarang" }).click();
  await shop.getByRole("button", { name: "Simulasikan Pembayaran" }).click();
  await expect(shop).toHaveURL(/\/my-order\/[0-9a-f-]{36}$/);
  const booking = shop.getByRole("region", { name: "Jadwal Sesi Anda" });
  await expect(booking.getByRole("link", { name: MEET })).toBeVisible();
  const firstTime = (await booking.locator("[data-session-time]").textContent()) ?? "";
  expect(firstTime).toMatch(/WIB$/);
  const [ics] = await Promise.all([
    shop.waitForEvent("download"),
    booking.getByRole("link", { name: "Unduh .ics" }).click(),
  ]);
  const calendar = Buffer.concat(await (await ics.createReadStream()).toArray()).toString("utf8");
  // The slot's instant in UTC, as RFC 5545 writes it: 09.00 WIB is DTSTART:…T020000Z.
  expect(calendar).toContain(`DTSTART:${new Date(first).toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`);
  expect(calendar).toContain(`URL:${MEET}`);
  await screenshot(shop, "seller-coaching-order-390");
  found.push(...(await violations(shop)));

  // The next buyer is not offered the booked slot.
  const next = await browser.newContext(PHONE);
  const nextShop = await next.newPage();
  await nextShop.goto(`/checkout/${product?.id}`);
  await expect(nextShop.getByRole("group", { name: "Pilih Jadwal" })).toBeVisible();
  expect(await slotValues(nextShop)).not.toContain(first);

  // The buyer moves the session from Pustaka Saya; the old slot is free again.
  await shop.goto("/my-library/sign-in");
  await shop.getByLabel("Email").fill(email);
  await shop.getByRole("button", { name: "Kirim Kode Masuk" }).click();
  const mail = await latestMail("library_code", email, 10_000);
  await shop.getByLabel("Kode masuk").fill(mail.match(/^Subject: (\d{6}) /m)?.[1] ?? "");
  await shop.getByRole("button", { name: "Masuk" }).click();
  await expect(shop.getByText(`Sesi: ${firstTime}`)).toBeVisible();
  await shop.getByRole("link", { name: "Ubah Jadwal" }).click();
  await expect(shop.getByRole("heading", { name: "Review CV 1-on-1" })).toBeVisible();
  const choices = await slotValues(shop);
  expect(choices).not.toContain(first);
  const later = choices[1] ?? "";
  await pickSlot(shop, later);
  await screenshot(shop, "seller-coaching-reschedule-390");
  found.push(...(await violations(shop)));
  await shop.getByRole("button", { name: "Simpan Jadwal Baru" }).click();
  await expect(shop.getByRole("status")).toContainText("Jadwal berhasil diubah");
  const movedTime = (await shop.locator("[data-session-time]").textContent()) ?? "";
  expect(movedTime).not.toBe(firstTime);
  await nextShop.reload();
  expect(await slotValues(nextShop)).toContain(first);
  expect(await slotValues(nextShop)).not.toContain(later);

  // The seller's Jadwal shows the session at its new time, with the buyer.
  await page.goto("/dashboard/schedule");
  await expect(page.getByRole("heading", { name: "Jadwal", level: 1 })).toBeVisible();
  await expect(page.getByText("Andi Pratama")).toBeVisible();
  await expect(page.getByText(movedTime.split(" · ")[1] ?? movedTime)).toBeVisible();
  await screenshot(page, "seller-coaching-schedule-390");
  found.push(...(await violations(page)));
  expect(found).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, "seller-coaching-schedule-1280");
  await buyer.close();
  await next.close();
});
