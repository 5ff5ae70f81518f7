import { expect, test } from "@playwright/test";
import { holdRegistration } from "../support/seller";
import { latestOtp } from "../support/server";

// DESIGN §1 journey 1 (first half): register → OTP from email → onboarding → dashboard; then
// logout and login. At phone width, in Debian's Chromium.

test("a new seller registers, verifies the emailed code, completes onboarding and reaches the dashboard", async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const email = `sari.${stamp}@example.com`;
  const password = "rahasia123";

  await page.goto("/");
  await expect(page).toHaveTitle("Toko Digital Kreator Indonesia");
  await expect(page.locator("html")).toHaveAttribute("lang", "id");

  await page.getByRole("link", { name: "Daftar" }).first().click();
  await expect(page).toHaveURL(/\/register$/);
  await page.getByLabel("Nama Lengkap").fill("Sari Wulandari");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Kata Sandi").fill(password);
  await page.getByRole("button", { name: "Daftar" }).click();

  await expect(page).toHaveURL(/\/verify-otp\?email=/);
  await page.getByLabel(/kode/i).fill("000000");
  await page.getByRole("button", { name: "Verifikasi" }).click();
  await expect(page.getByText(/Kode OTP salah/).first()).toBeVisible();

  await page.getByLabel(/kode/i).fill(await latestOtp(email));
  await page.getByRole("button", { name: "Verifikasi" }).click();

  await expect(page).toHaveURL(/\/onboard\/profile$/);
  await page.getByLabel("Username").fill("dashboard");
  await expect(page.getByText("Username ini tidak dapat digunakan").first()).toBeVisible();
  const username = `sari_${stamp}`;
  await page.getByLabel("Username").fill(username);
  await expect(page.getByText("Username tersedia").first()).toBeVisible();
  await page.getByLabel("Nomor WhatsApp").fill("0812-3456-7890");
  await page.getByRole("button", { name: "Lanjut" }).click();

  await expect(page).toHaveURL(/\/onboard\/theme$/);
  await page
    .getByRole("button", { name: "Lewati" })
    .or(page.getByRole("link", { name: "Lewati" }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/onboard\/social$/);
  await page
    .getByRole("button", { name: "Lewati" })
    .or(page.getByRole("link", { name: "Lewati" }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/onboard\/subscribe$/);
  await page
    .getByRole("button", { name: "Lewati" })
    .or(page.getByRole("link", { name: "Lewati" }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/onboard\/finish$/);
  await expect(page.getByText(`/${username}`).first()).toBeVisible();
  await page.getByRole("link", { name: "Buka Dasbor" }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Halo, Sari!" })).toBeVisible();

  // The profile reached the API: the public seller exists.
  const seller = await page.request.get(`/v1/sellers/${username}`);
  expect(seller.status()).toBe(200);
  expect((await seller.json()).data.name).toBe("Sari Wulandari");

  // On a phone the screens and "Keluar" sit in the top bar's menu.
  await page.getByText("Menu", { exact: true }).click();
  await page.getByRole("button", { name: "Keluar" }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login/);

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Kata Sandi").fill("salah-sekali");
  await page.getByRole("button", { name: "Masuk", exact: true }).click();
  await expect(page.getByText("Email atau kata sandi salah").first()).toBeVisible();
  await page.getByLabel("Kata Sandi").fill(password);
  await page.getByRole("button", { name: "Masuk", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("an ended session sends the seller to login with 'Sesi berakhir, harap masuk kembali'", async ({ page }) => {
  const email = `budi.${Date.now().toString(36)}@example.com`;
  const register = await page.request.post("/v1/auth/register", {
    data: { name: "Budi Santoso", email, password: "rahasia123" },
  });
  expect(register.status()).toBe(201);
  await holdRegistration(page, email, register);
  await page.goto(`/verify-otp?email=${encodeURIComponent(email)}`);
  await page.getByLabel(/kode/i).fill(await latestOtp(email));
  await page.getByRole("button", { name: "Verifikasi" }).click();
  await expect(page).toHaveURL(/\/onboard\/profile$/);

  // Revoke the browser's session behind its back, as a logout on another device would.
  const token = (await page.context().cookies()).find((cookie) => cookie.name === "access_token");
  expect(token?.httpOnly).toBe(true);
  const logout = await page.request.post("/v1/auth/logout", { headers: { authorization: `Bearer ${token?.value}` } });
  expect(logout.status()).toBe(204);

  await page.goto("/onboard/profile");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fonboard%2Fprofile$/);
  await expect(page.getByText("Sesi berakhir, harap masuk kembali").first()).toBeVisible();
});

test("guards and error pages speak the words of SPEC §8", async ({ page }) => {
  await page.goto("/dashboard/sales");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard%2Fsales$/);
  await page.goto("/verify-otp");
  await expect(page).toHaveURL(/\/login$/);

  const missing = await page.goto("/halaman/yang/tidak/ada");
  expect(missing?.status()).toBe(404);
  await expect(page.getByText("Halaman tidak ditemukan").first()).toBeVisible();

  const api404 = await page.request.get("/v1/tidak-ada");
  expect(api404.status()).toBe(404);
  expect((await api404.json()).message).toBe("Endpoint tidak ditemukan");
});

test("an Instagram in-app browser is offered the same page in Chrome through an intent:// link", async ({
  browser,
}) => {
  const context = await browser.newContext({
    userAgent:
      "Mozilla/5.0 (Linux; Android 13; SM-A145F Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.144 Mobile Safari/537.36 Instagram 312.1.0.34.111 Android",
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto("/login");
  const link = page.getByRole("link", { name: "Buka di browser" });
  await expect(link).toBeVisible();
  expect(await link.getAttribute("href")).toMatch(/^intent:\/\/127\.0\.0\.1:\d+\/login.*#Intent;.*scheme=http/);
  await context.close();
});
