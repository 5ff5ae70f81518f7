import { expect, test } from "@playwright/test";
import { E2E_BASE_URL, E2E_OTP_RESEND_SECONDS, latestOtp } from "../support/server";

// DESIGN §6, ADR 0017: an account is its email's owner's, whoever registers the email. The victim
// signs up in the browser; an attacker who knows the victim's email registers it on the API before
// and during the victim's verification. Whatever the attacker does, the account opens with the
// victim's name and password, and never with the attacker's.

test("an attacker registering the victim's email again cannot take the account the victim verifies", async ({
  page,
}) => {
  // The attacker's first registration mailed a code moments before the victim's, so the victim's
  // code comes by "Kirim Ulang Kode" once the codes' clock allows (one code per 60 s, DESIGN §6;
  // E2E_OTP_RESEND_SECONDS on the journeys' server).
  const email = `korban.${Date.now().toString(36)}@example.com`;
  const attacker = (password: string) =>
    page.request.post("/v1/auth/register", { data: { name: "Xavier", email, password } });
  expect((await attacker("sandi-penyerang-1")).status()).toBe(201);

  await page.goto("/register");
  await page.getByLabel("Nama Lengkap").fill("Sari Korban");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Kata Sandi").fill("sandi-korban-1");
  await page.getByRole("button", { name: "Daftar" }).click();
  await expect(page).toHaveURL(/\/verify-otp\?email=.*&purpose=register/);

  // The attacker registers again at once, while the victim waits for a code.
  expect((await attacker("sandi-penyerang-2")).status()).toBe(201);

  const resend = page.getByRole("button", { name: "Kirim Ulang Kode" });
  await expect(resend).toBeEnabled({ timeout: (E2E_OTP_RESEND_SECONDS + 15) * 1000 });
  // The resend's own code: on a slow machine its email can land after the notice, and the newest
  // file before it is the attacker's earlier code.
  const before = await latestOtp(email);
  await resend.click();
  await expect(page.getByText("Kode baru telah dikirim ke email Anda").first()).toBeVisible();
  await expect.poll(() => latestOtp(email), { timeout: 10_000 }).not.toBe(before);
  await page.getByLabel(/kode/i).fill(await latestOtp(email));
  await page.getByRole("button", { name: "Verifikasi" }).click();

  await expect(page).toHaveURL(/\/onboard\/profile$/);
  await expect(page.getByText("Selamat datang, Sari Korban!").first()).toBeVisible();
  // Signing in from elsewhere (no cookie of this browser): only the victim's password opens it.
  const login = async (password: string) =>
    (
      await fetch(`${E2E_BASE_URL}/v1/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password }),
      })
    ).status;
  expect(await login("sandi-penyerang-1")).toBe(401);
  expect(await login("sandi-penyerang-2")).toBe(401);
  expect(await login("sandi-korban-1")).toBe(200);
});
