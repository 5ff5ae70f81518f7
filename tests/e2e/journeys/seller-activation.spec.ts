import { expect, type Page, test } from "@playwright/test";
import { jpegImage, pdfFile } from "../support/files";
import { signInAdmin, signUpSeller } from "../support/seller";

// DESIGN §1 journey 3 (account activation) and DASHBOARD-UX §7–§8 at phone width: a seller fills
// the three steps with real photos and sends them; the admin reviews the two photos and approves;
// the seller's status page turns "Akun aktif" by itself. A seller never reaches the admin area,
// and "Kirim masukan" reaches the admin's list.

const THANKS = "Terima kasih, masukan Anda sudah kami terima";

/** Fills step 1 ("Data diri") and moves on. */
async function fillIdentity(page: Page, legalName: string) {
  await expect(page.getByText("Langkah 1 dari 3")).toBeVisible();
  await page.getByLabel("Nama sesuai KTP").fill(legalName);
  // Spaces and dashes of a pasted NIK are dropped; the counter follows.
  await page.getByLabel("NIK", { exact: true }).fill("3201 2345-6789 0001");
  await expect(page.getByLabel("NIK", { exact: true })).toHaveValue("3201234567890001");
  await expect(page.getByText("16/16")).toBeVisible();
  await page.getByRole("button", { name: "Lanjut" }).click();
}

test("a seller sends the activation data in three steps, an admin approves it, and the status page turns active", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const seller = await signUpSeller(page, "Sari Wulandari");

  // Aktivasi Akun is in the phone's top menu.
  await page.goto("/dashboard");
  await page.getByText("Menu", { exact: true }).click();
  await page
    .getByRole("navigation", { name: "Menu dasbor (ponsel)" })
    .getByRole("link", { name: "Aktivasi Akun" })
    .click();
  await expect(page.getByRole("heading", { name: "Akun belum diaktivasi" })).toBeVisible();
  await expect(page.getByText("Rekening atas nama sendiri")).toBeVisible();
  await expect(page.getByText(/dihapus paling lambat 5 tahun kemudian/)).toBeVisible();
  await page.getByRole("link", { name: "Mulai Aktivasi" }).click();

  // Step 1 checks its fields before moving on.
  await expect(page.getByText("Langkah 1 dari 3")).toBeVisible();
  await page.getByLabel("NIK", { exact: true }).fill("3201");
  await page.getByRole("button", { name: "Lanjut" }).click();
  await expect(page.getByText("NIK harus 16 digit angka")).toBeVisible();
  await fillIdentity(page, "Sari Wulandari");

  // Step 2: both photos upload as soon as they are picked, each with a local preview.
  await expect(page.getByText("Langkah 2 dari 3")).toBeVisible();
  await page.getByLabel("Foto KTP", { exact: true }).setInputFiles(await jpegImage("ktp.jpg", 640, 400));
  await page.getByLabel("Swafoto dengan KTP", { exact: true }).setInputFiles(await jpegImage("swafoto.jpg", 480, 640));
  await expect(page.getByText("Terunggah")).toHaveCount(2);
  await expect(page.getByRole("img", { name: "Pratinjau Foto KTP" })).toBeVisible();
  await expect(page.getByText("Ganti foto")).toHaveCount(2);
  await page.getByRole("button", { name: "Lanjut" }).click();

  // Step 3: another person's account is a warning, not a block; consent is required.
  await expect(page.getByText("Langkah 3 dari 3")).toBeVisible();
  // Moving on is not sending: nothing on the last step is marked yet.
  await expect(page.getByText("Centang persetujuan untuk melanjutkan")).toBeHidden();
  await page.getByLabel("Bank").selectOption("bca");
  await page.getByLabel("Nomor rekening").fill("1234567890");
  await page.getByLabel("Nama pemilik rekening").fill("Budi Santoso");
  await expect(page.getByText(/Nama pemilik rekening berbeda dengan nama di KTP/)).toBeVisible();
  await page.getByLabel("Nama pemilik rekening").fill("SARI WULANDARI");
  await expect(page.getByText(/Nama pemilik rekening berbeda/)).toBeHidden();
  await page.getByRole("button", { name: "Kirim untuk Ditinjau" }).click();
  await expect(page.getByText("Centang persetujuan untuk melanjutkan")).toBeVisible();
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Kirim untuk Ditinjau" }).click();

  await expect(page).toHaveURL(/\/dashboard\/activate-account\/submitted$/);
  await expect(page.getByRole("heading", { name: "Data terkirim" })).toBeVisible();
  // The form is closed while the data is under review.
  await page.goto("/dashboard/activate-account/start");
  await expect(page).toHaveURL(/\/dashboard\/activate-account$/);
  await expect(page.getByRole("heading", { name: "Sedang ditinjau" })).toBeVisible();
  await expect(page.getByText("3201••••••••0001")).toBeVisible();
  await expect(page.getByText("BCA •••• 7890 a.n. SARI WULANDARI")).toBeVisible();

  // The admin area is a 404 for a seller (the API answers 403).
  const forbidden = await page.goto("/admin/activations");
  expect(forbidden?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Halaman tidak ditemukan" })).toBeVisible();

  // "Kirim masukan" from any dashboard page.
  await page.goto("/dashboard/activate-account");
  const feedback = `Tolong tambahkan bank daerah lain (${seller.username})`;
  await page.getByRole("button", { name: "Kirim masukan" }).click();
  await page.getByLabel("Masukan Anda").fill(feedback);
  await page.getByRole("button", { name: "Kirim", exact: true }).click();
  await expect(page.getByText(THANKS)).toBeVisible();

  // The admin, in another browser.
  const adminContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const admin = await adminContext.newPage();
  // An admin lands in the admin screens, on Aktivasi (DASHBOARD-UX §8).
  await signInAdmin(admin);
  await expect(admin).toHaveURL(/\/admin\/activations$/);
  await expect(admin.getByRole("link", { name: /Menunggu \(\d+\)/ })).toBeVisible();
  const card = admin.getByRole("link").filter({ hasText: seller.email });
  await expect(card).toContainText(/menunggu kurang dari 1 jam/);
  await card.click();

  await expect(admin.getByRole("heading", { name: "Sari Wulandari" })).toBeVisible();
  await expect(admin.getByText("3201234567890001")).toBeVisible();
  for (const [label, width] of [
    ["Foto KTP", 640],
    ["Swafoto dengan KTP", 480],
  ] as const) {
    const photo = admin.getByRole("img", { name: label, exact: true });
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(width);
  }
  // Tap to zoom, and back.
  await admin.getByRole("button", { name: "Perbesar Foto KTP" }).click();
  await expect(admin.getByRole("dialog", { name: "Foto KTP" })).toBeVisible();
  await admin.getByRole("button", { name: "Tutup", exact: true }).click();
  await expect(admin.getByRole("dialog", { name: "Foto KTP" })).toBeHidden();

  await admin.getByRole("button", { name: "Setujui" }).click();
  await expect(admin.getByText(/Penjual bisa langsung menarik saldo ke BCA 1234567890/)).toBeVisible();
  await admin.getByRole("button", { name: "Ya, Setujui" }).click();
  await expect(admin.getByText(/^Aktivasi disetujui\./)).toBeVisible();

  // The seller's open status page follows when the tab regains focus, without a reload.
  await page.evaluate(() => window.dispatchEvent(new Event("focus")));
  await expect(page.getByRole("heading", { name: "Akun aktif" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Tarik Saldo" })).toBeVisible();

  // The feedback reached the admin, with who sent it and from where.
  await admin.goto("/admin/feedback");
  const note = admin.getByRole("listitem").filter({ hasText: feedback });
  await expect(note).toContainText(seller.email);
  await expect(note).toContainText("/dashboard/activate-account");
  await adminContext.close();
});

test.describe("on a desktop screen", () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test("a photo the API refuses fails that photo only, and only admins see the Admin menu", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await signUpSeller(page, "Dewi Lestari");
    await page.goto("/dashboard/activate-account/start");
    await expect(page.getByRole("navigation", { name: "Menu dasbor", exact: true })).not.toContainText("Penarikan");
    await fillIdentity(page, "Dewi Lestari");

    // Leaving a half-filled form asks first; staying keeps the step and what was typed.
    page.once("dialog", async (dialog) => {
      expect(dialog.message()).toBe(
        "Ada perubahan yang belum disimpan. Apakah Anda yakin ingin meninggalkan halaman ini?",
      );
      await dialog.dismiss();
    });
    await page.getByRole("link", { name: "← Aktivasi Akun" }).click();
    await expect(page.getByText("Langkah 2 dari 3")).toBeVisible();
    await expect(page.getByLabel("NIK", { exact: true })).toHaveValue("3201234567890001");

    // Not a photo, though it says it is: the API checks the bytes as it takes the upload, and only
    // that photo fails; a real photo then goes through and the form is sent.
    const fake = pdfFile("ktp.jpg", "bukan foto");
    await page.getByLabel("Foto KTP", { exact: true }).setInputFiles({ ...fake, mimeType: "image/jpeg" });
    await expect(
      page.getByRole("main").getByText("Gagal mengunggah. Unggah foto (JPG, PNG, WebP atau HEIC)"),
    ).toBeVisible();
    await page.getByLabel("Foto KTP", { exact: true }).setInputFiles(await jpegImage("ktp.jpg", 640, 400));
    await page
      .getByLabel("Swafoto dengan KTP", { exact: true })
      .setInputFiles(await jpegImage("swafoto.jpg", 480, 640));
    await expect(page.getByText("Terunggah")).toHaveCount(2);
    await page.getByRole("button", { name: "Lanjut" }).click();
    await page.getByLabel("Bank").selectOption("bri");
    await page.getByLabel("Nomor rekening").fill("00987654321");
    await page.getByLabel("Nama pemilik rekening").fill("Dewi Lestari");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Kirim untuk Ditinjau" }).click();
    await expect(page).toHaveURL(/\/dashboard\/activate-account\/submitted$/);

    const adminContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const admin = await adminContext.newPage();
    await signInAdmin(admin);
    const menu = admin.getByRole("navigation", { name: "Menu dasbor", exact: true });
    await expect(menu.getByRole("link", { name: "Penarikan" })).toBeVisible();
    await menu.getByRole("link", { name: "Penarikan" }).click();
    await expect(admin.getByRole("heading", { name: "Penarikan Saldo" })).toBeVisible();
    await expect(admin.getByText("Tidak ada penarikan yang menunggu.")).toBeVisible();
    await adminContext.close();
  });
});

test("the admin lands in the admin screens, and every menu item shows whole at 1280 × 800", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const admin = await context.newPage();
  // Signing in (or verifying the email) lands an admin in /admin/activations, not seller onboarding.
  await signInAdmin(admin);
  const menu = admin.getByRole("navigation", { name: "Menu dasbor", exact: true });
  const links = menu.getByRole("link");
  // The admin area has its own menu: its screens, then one way back to the seller's dashboard.
  await expect(links.last()).toHaveText("Dasbor Penjual");
  await expect(links.nth(-2)).toHaveText("Cadangan");
  await expect(menu.getByRole("link", { name: "Toko Saya" })).toHaveCount(0);
  for (const link of await links.all()) await expect(link).toBeInViewport({ ratio: 1 });
  await expect(links.last()).toHaveAttribute("href", "/dashboard");
  await context.close();
});
