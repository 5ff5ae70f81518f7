/**
 * Accounts (DESIGN §3, ADR 0003): "Ubah kata sandi" in the profile (current + new password) and
 * "Lupa kata sandi?" on login (email → code from the outbox → a new password), as /help promises.
 */
import { expect, type Page, test } from "@playwright/test";
import { signUpSeller } from "../support/seller";
import { E2E_OTP_RESEND_SECONDS, latestOtp } from "../support/server";

/** Signs in with the password form on /login; expects to land on `landing`. */
async function signIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Kata Sandi").fill(password);
  await page.getByRole("button", { name: "Masuk", exact: true }).click();
}

test("a seller changes the password in the profile, later forgets it and sets a new one by email code", async ({
  page,
  context,
}) => {
  // One code per email per 60 s (DESIGN §6; E2E_OTP_RESEND_SECONDS on the journeys' server): the
  // reset code can only be mailed that long after the registration's, so this journey waits for it.
  const seller = await signUpSeller(page, "Fajar Nugroho");
  const registeredAt = Date.now();

  // "Ubah kata sandi": a wrong current password is refused, the right one changes it.
  await page.goto("/dashboard/my-store/profile");
  const section = page.getByRole("region", { name: "Ubah kata sandi" });
  await section.getByLabel("Kata Sandi Saat Ini").fill("bukan-ini-123");
  await section.getByLabel("Kata Sandi Baru", { exact: true }).fill("sandibaru123");
  await section.getByLabel("Ulangi Kata Sandi Baru").fill("sandibaru123");
  await section.getByRole("button", { name: "Ubah Kata Sandi" }).click();
  await expect(section.getByText("Kata sandi saat ini salah")).toBeVisible();

  await section.getByLabel("Kata Sandi Saat Ini").fill(seller.password);
  await section.getByRole("button", { name: "Ubah Kata Sandi" }).click();
  await expect(page.getByText("Kata sandi berhasil diubah").first()).toBeVisible();
  await expect(section.getByLabel("Kata Sandi Saat Ini")).toHaveValue("");

  await context.clearCookies();
  await signIn(page, seller.email, seller.password);
  await expect(page.getByText("Email atau kata sandi salah").first()).toBeVisible();
  await signIn(page, seller.email, "sandibaru123");
  await expect(page).toHaveURL(/\/dashboard$/);

  // "Lupa kata sandi?" on the login page → email → code → new password.
  await context.clearCookies();
  await page.goto("/login");
  await page.getByRole("link", { name: "Lupa kata sandi?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.waitForTimeout(Math.max(0, registeredAt + (E2E_OTP_RESEND_SECONDS + 1) * 1000 - Date.now()));
  await page.getByLabel("Email").fill(seller.email);
  await page.getByRole("button", { name: "Kirim Kode" }).click();
  await expect(page).toHaveURL(/\/verify-otp\?email=.*&purpose=sign_in&redirectTo=%2Freset-password$/);
  await expect(page.getByText("Jika email Anda terdaftar, kode OTP sudah dikirim ke sana").first()).toBeVisible();
  await page.getByLabel(/kode/i).fill(await latestOtp(seller.email));
  await page.getByRole("button", { name: "Verifikasi" }).click();

  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByRole("heading", { name: "Buat kata sandi baru" })).toBeVisible();
  await page.getByLabel("Kata Sandi Baru", { exact: true }).fill("sandiketiga123");
  await page.getByLabel("Ulangi Kata Sandi Baru").fill("sandiketiga12");
  await page.getByRole("button", { name: "Simpan Kata Sandi" }).click();
  await expect(page.getByText("Kata sandi baru dan ulangannya tidak sama").first()).toBeVisible();
  await page.getByLabel("Ulangi Kata Sandi Baru").fill("sandiketiga123");
  await page.getByRole("button", { name: "Simpan Kata Sandi" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Kata sandi berhasil diubah").first()).toBeVisible();

  await context.clearCookies();
  await signIn(page, seller.email, "sandiketiga123");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("'Lupa kata sandi?' answers the same for an email without an account", async ({ page }) => {
  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill(`tidak.ada.${Date.now()}@example.com`);
  await page.getByRole("button", { name: "Kirim Kode" }).click();
  await expect(page).toHaveURL(/\/verify-otp\?email=.*&purpose=sign_in&redirectTo=%2Freset-password$/);
  await expect(page.getByText("Jika email Anda terdaftar, kode OTP sudah dikirim ke sana").first()).toBeVisible();
});

test("a bare domain is accepted as the store's website", async ({ page }) => {
  const seller = await signUpSeller(page, "Lina Marlina");
  await page.goto("/dashboard/my-store/profile");
  await page.getByLabel("Situs web").fill("lapak.id");
  await page.getByRole("button", { name: "Simpan" }).first().click();
  await expect(page.getByText("Profil toko berhasil disimpan").first()).toBeVisible();
  const profile = await page.request.get(`/v1/sellers/${seller.username}`);
  expect((await profile.json()).data.socialLinks.website).toBe("https://lapak.id");
  await expect(page.getByLabel("Situs web")).toHaveValue("https://lapak.id");
});
