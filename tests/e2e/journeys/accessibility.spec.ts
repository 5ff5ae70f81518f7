/**
 * Accessibility (DESIGN §6, "Valid, accessible pages"): axe-core on every public page, sign-in,
 * registration and onboarding, the buyer's checkout, payment and order pages, and the seller's
 * dashboard and the admin screens — no serious or critical violation (WCAG 2.1 A and AA rules) at
 * phone width; and the checkout completed with the keyboard alone.
 */
import { expect, type Page, test } from "@playwright/test";
import { violations } from "../support/axe";
import { signInAdmin, signUpSeller } from "../support/seller";

async function audit(page: Page, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    const response = await page.goto(path);
    // An unknown certificate code answers 404 like the missing page (no certificate is issued here).
    const missing = path === "/halaman-yang-tidak-ada" || path.startsWith("/certificates/");
    expect(response?.status(), path).toBe(missing ? 404 : 200);
    await page.waitForLoadState("networkidle");
    found.push(...(await violations(page)));
  }
  return found;
}

// axe-core takes seconds per page on a busy two-core machine: generous limits.
test("public pages, sign-in and registration have no serious accessibility violations", async ({ page }) => {
  test.setTimeout(300_000);
  const found = await audit(page, [
    "/",
    "/help",
    "/privacy",
    "/terms",
    "/demo",
    "/demo/panduan-konten-instagram-umkm",
    "/demo/checklist-foto-produk-hp",
    "/demo/webinar-desain-feed-instagram",
    "/demo/klub-desain-umkm",
    "/login",
    "/register",
    "/my-library/sign-in",
    "/my-library/sign-in?step=code&email=budi%40example.com",
    "/certificates/SRT-00000000",
    "/halaman-yang-tidak-ada",
  ]);
  expect(found).toEqual([]);
});

test("the buyer's checkout, payment and order pages have none, and the checkout works by keyboard alone", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto("/demo/panduan-konten-instagram-umkm");
  await page.getByRole("link", { name: "Beli Sekarang" }).click();
  await page.waitForLoadState("networkidle");
  const found = await violations(page);

  // Keyboard only: Tab to each field, type, pick QRIS with the arrow keys, submit with Enter.
  await page.locator("body").focus();
  const tabTo = async (name: RegExp) => {
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press("Tab");
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element) return "";
        const id = element.getAttribute("id");
        const label = id ? document.querySelector(`label[for="${id}"]`)?.textContent : null;
        return `${label ?? ""} ${element.getAttribute("aria-label") ?? ""} ${element.textContent ?? ""}`.trim();
      });
      if (name.test(focused)) return;
    }
    throw new Error(`Tab never reached ${name}`);
  };
  await tabTo(/Nama Lengkap/);
  await page.keyboard.type("Sari Wulandari");
  await tabTo(/^Email/);
  await page.keyboard.type(`sari.keyboard.${Date.now()}@example.com`);
  await tabTo(/Nomor WhatsApp/);
  await page.keyboard.type("081298765432");
  await tabTo(/QRIS|Virtual Account|OVO|DANA|ShopeePay|GoPay/);
  await page.keyboard.press("Space");
  await expect(page.getByRole("radio", { checked: true })).toHaveCount(1);
  await tabTo(/Bayar Sekarang/);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/payment\/[0-9a-f-]{36}$/, { timeout: 15_000 });
  await page.waitForLoadState("networkidle");
  found.push(...(await violations(page)));

  const id = page.url().split("/").at(-1);
  expect((await page.request.post(`/v1/payments/sandbox/${id}/pay`, { data: {} })).status()).toBe(200);
  await expect(page).toHaveURL(/\/my-order\/[0-9a-f-]{36}$/, { timeout: 15_000 });
  await page.waitForLoadState("networkidle");
  found.push(...(await violations(page)));
  expect(found).toEqual([]);
});

test("onboarding, the dashboard and the admin screens have no serious accessibility violations", async ({
  page,
  browser,
}) => {
  test.setTimeout(480_000);
  await signUpSeller(page, "Rina Aksesibel");
  const found = await violations(page); // /onboard/theme
  found.push(
    ...(await audit(page, [
      "/onboard/profile",
      "/onboard/social",
      "/dashboard",
      "/dashboard/sales",
      "/dashboard/customers",
      "/dashboard/statistics",
      "/dashboard/my-store",
      "/dashboard/my-store/add",
      "/dashboard/my-store/add-product/digital-download",
      "/dashboard/my-store/add-product/collect-email",
      "/dashboard/my-store/add-product/external-url",
      "/dashboard/my-store/add-product/membership",
      "/dashboard/members",
      "/dashboard/my-store/design",
      "/dashboard/my-store/profile",
      "/dashboard/my-store/payments",
      "/dashboard/balance",
      "/dashboard/reviews",
      "/dashboard/broadcasts",
      "/dashboard/affiliates",
      "/dashboard/activate-account",
      "/dashboard/activate-account/start",
    ])),
  );
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAdmin(admin);
  found.push(
    ...(await audit(admin, ["/admin/activations", "/admin/withdrawals", "/admin/feedback", "/admin/reviews"])),
  );
  await adminContext.close();
  expect(found).toEqual([]);
});
