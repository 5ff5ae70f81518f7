import { type APIResponse, expect, type Page } from "@playwright/test";
import { E2E_ADMIN_EMAIL, E2E_BASE_URL, latestOtp } from "./server";

export interface TestSeller {
  name: string;
  email: string;
  password: string;
  username: string;
}

/**
 * Gives `page`'s browser the registration cookie the web app sets after its own registration form,
 * for a registration made through the API (`POST /v1/auth/register`'s answer): without it, the code
 * verifies the email but applies neither the name nor the password (ADR 0017).
 */
export async function holdRegistration(page: Page, email: string, registered: APIResponse): Promise<void> {
  const { registrationId } = (await registered.json()).data;
  const value = encodeURIComponent(JSON.stringify({ email, id: registrationId }));
  await page.context().addCookies([{ name: "registration", value, url: E2E_BASE_URL, httpOnly: true }]);
}

/**
 * A new seller with a complete profile, signed in in `page`'s browser and left on /onboard/theme:
 * registers through the API, enters the emailed OTP and the profile step through the UI (that is
 * how the session cookie is set). Unique per call.
 */
export async function signUpSeller(page: Page, name = "Rina Kartika", email?: string): Promise<TestSeller> {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  const seller = {
    name,
    email: email ?? `seller.${stamp}@example.com`,
    password: "rahasia123",
    username: `seller_${stamp}`,
  };
  const register = await page.request.post("/v1/auth/register", {
    data: { name: seller.name, email: seller.email, password: seller.password },
  });
  expect(register.status()).toBe(201);
  await holdRegistration(page, seller.email, register);

  await page.goto(`/verify-otp?email=${encodeURIComponent(seller.email)}`);
  await page.getByLabel(/kode/i).fill(await latestOtp(seller.email));
  await page.getByRole("button", { name: "Verifikasi" }).click();
  await expect(page).toHaveURL(/\/onboard\/profile$/);

  await page.getByLabel("Username").fill(seller.username);
  await expect(page.getByText("Username tersedia").first()).toBeVisible();
  await page.getByLabel("Nomor WhatsApp").fill("081234567890");
  await page.getByRole("button", { name: "Lanjut" }).click();
  await expect(page).toHaveURL(/\/onboard\/theme$/);
  return seller;
}

/**
 * The admin (`E2E_ADMIN_EMAIL`, in the server's `ADMIN_EMAILS`) signed in in `page`'s browser and
 * left on /admin/activations, where an admin lands (no seller onboarding first): signed up the
 * first time in a run, signed in with the password after that (a retry, or a second test).
 */
export async function signInAdmin(page: Page): Promise<TestSeller> {
  const admin = { name: "Admin Lapak", email: E2E_ADMIN_EMAIL, password: "rahasia123", username: "" };
  const known = await page.request.post("/v1/auth/login", { data: { email: admin.email, password: admin.password } });
  if (known.status() !== 200) {
    const register = await page.request.post("/v1/auth/register", {
      data: { name: admin.name, email: admin.email, password: admin.password },
    });
    expect(register.status()).toBe(201);
    await holdRegistration(page, admin.email, register);
    await page.goto(`/verify-otp?email=${encodeURIComponent(admin.email)}`);
    await page.getByLabel(/kode/i).fill(await latestOtp(admin.email));
    await page.getByRole("button", { name: "Verifikasi" }).click();
    await expect(page).toHaveURL(/\/admin\/activations$/);
    return admin;
  }
  await page.goto("/login");
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Kata Sandi").fill(admin.password);
  await page.getByRole("button", { name: "Masuk", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/activations$/);
  return admin;
}
