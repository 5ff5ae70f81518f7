/**
 * A stale session must never cost a sale (SPEC §4): with an expired or invalid `access_token`
 * cookie, public pages render as for a guest and drop the cookie; private pages send the person
 * to /login?redirectTo=<the page>, and signing in lands them back there.
 */
import { type BrowserContext, expect, test } from "@playwright/test";
import { signUpSeller } from "../support/seller";
import { E2E_PORT, latestMail } from "../support/server";

const GARBAGE = "sampah-bukan-token-yang-sah";
const ORDER_URL = /\/my-order\/[0-9a-f-]{36}$/;

/** Puts a session cookie the API does not know into the browser (an old, revoked or forged one). */
async function staleCookie(context: BrowserContext) {
  await context.addCookies([{ name: "access_token", value: GARBAGE, url: `http://127.0.0.1:${E2E_PORT}` }]);
}

test("with a garbage session cookie a buyer still goes from the store to a paid order", async ({ page, context }) => {
  // Every step starts with the stale cookie again (each public page drops it).
  await staleCookie(context);
  const store = await page.goto("/demo");
  expect(store?.status()).toBe(200);
  await expect(page).toHaveURL(/\/demo$/);
  expect((await context.cookies()).some((cookie) => cookie.name === "access_token")).toBe(false);

  await staleCookie(context);
  await page
    .getByRole("listitem")
    .filter({ hasText: "Panduan Konten Instagram untuk UMKM" })
    .getByRole("link")
    .first()
    .click();
  await expect(page).toHaveURL(/\/demo\/panduan-konten-instagram-umkm$/);

  await staleCookie(context);
  await page.getByRole("link", { name: "Beli Sekarang" }).click();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
  const buyer = { name: "Maya Sari", email: `maya.${Date.now()}@example.com` };
  await page.getByLabel("Nama Lengkap").fill(buyer.name);
  await page.getByLabel("Email").fill(buyer.email);
  await page.getByLabel("Nomor WhatsApp").fill("0812 3456 7890");
  await page.getByRole("radio", { name: /^QRIS/ }).check();

  await staleCookie(context);
  await page.getByRole("button", { name: "Bayar Sekarang" }).click();
  await expect(page).toHaveURL(/\/payment\/[0-9a-f-]{36}$/);
  await expect(page.getByText("Menunggu Pembayaran").first()).toBeVisible();

  await staleCookie(context);
  await page.reload();
  await expect(page.getByText("Menunggu Pembayaran").first()).toBeVisible();
  await page.getByRole("button", { name: "Simulasikan Pembayaran" }).click();
  await expect(page).toHaveURL(ORDER_URL);

  await staleCookie(context);
  await page.reload();
  await expect(page).toHaveURL(ORDER_URL);
  await expect(page.getByRole("heading", { name: "Terima kasih atas pembelian Anda" })).toBeVisible();
  await expect(latestMail("receipt", buyer.email)).resolves.toContain("/my-order/");

  await staleCookie(context);
  await page.goto("/help");
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole("heading", { name: "Bantuan" })).toBeVisible();
});

test("a stale cookie gets the guest page, and the store's cache keeps serving guests the guest page", async ({
  request,
}) => {
  const stale = await request.get("/demo", { headers: { cookie: `access_token=${GARBAGE}` }, maxRedirects: 0 });
  expect(stale.status()).toBe(200);
  expect(stale.headers()["set-cookie"]).toMatch(/access_token=;.*Max-Age=0/);
  expect(stale.headers()["x-page-cache"]).toBe("bypass");
  expect(stale.headers()["cache-control"]).toBe("private, no-store");

  // A guest right after: cached (or filled) without any Set-Cookie — and the same page.
  const guest = await request.get("/demo");
  expect(guest.status()).toBe(200);
  expect(["hit", "miss"]).toContain(guest.headers()["x-page-cache"]);
  expect(guest.headers()["set-cookie"]).toBeUndefined();
  expect(await stale.text()).toBe(await guest.text());

  const checkout = await request.get("/checkout/00000000-0000-7000-8000-000000000000", {
    headers: { cookie: `access_token=${GARBAGE}` },
    maxRedirects: 0,
  });
  expect(checkout.status()).not.toBe(302);

  const privatePage = await request.get("/dashboard/sales?status=paid&page=2", {
    headers: { cookie: `access_token=${GARBAGE}` },
    maxRedirects: 0,
  });
  expect(privatePage.status()).toBe(302);
  expect(privatePage.headers().location).toBe("/login?redirectTo=%2Fdashboard%2Fsales%3Fstatus%3Dpaid%26page%3D2");
  expect(privatePage.headers()["set-cookie"]).toMatch(/access_token=;/);
});

test("a private page with a stale cookie → login → back on that page; other sites are never a destination", async ({
  page,
  context,
}) => {
  const seller = await signUpSeller(page, "Wulan Sari");
  await context.clearCookies();
  await staleCookie(context);

  await page.goto("/dashboard/sales?status=paid");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard%2Fsales%3Fstatus%3Dpaid$/);
  await expect(page.getByText("Sesi berakhir, harap masuk kembali").first()).toBeVisible();
  await page.getByLabel("Email").fill(seller.email);
  await page.getByLabel("Kata Sandi").fill(seller.password);
  await page.getByRole("button", { name: "Masuk", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/sales\?status=paid$/);

  // The code sign-in link keeps the destination too.
  await context.clearCookies();
  await page.goto("/dashboard/balance");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard%2Fbalance$/);
  await expect(page.getByRole("link", { name: "Masuk dengan kode OTP" })).toHaveAttribute(
    "href",
    "/login?mode=otp&redirectTo=%2Fdashboard%2Fbalance",
  );

  for (const evil of ["//evil.example", "https://evil.example/dashboard", "/\\evil.example"]) {
    await context.clearCookies();
    await page.goto(`/login?redirectTo=${encodeURIComponent(evil)}`);
    await page.getByLabel("Email").fill(seller.email);
    await page.getByLabel("Kata Sandi").fill(seller.password);
    await page.getByRole("button", { name: "Masuk", exact: true }).click();
    await expect(page).toHaveURL(`http://127.0.0.1:${E2E_PORT}/dashboard`);
  }
});
