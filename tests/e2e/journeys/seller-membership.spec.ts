/**
 * Memberships, "Langganan" (DESIGN §3, ADR 0049) at 390 px: a seller offers a membership of 1 and
 * 12 months that includes their course, and writes a members-only post; the storefront shows its
 * title and a teaser with "Khusus anggota"; a buyer pays 1 month in the sandbox, reads the post in
 * Pustaka Saya and finishes a lesson of the included course; the test server's membership clock
 * moves past the month's end, the post says the membership ended with a renewal link, and the course
 * sends the buyer there; the renewal link opens the checkout of 1 month, whose payment opens the
 * post again and the course with its progress kept. The seller's Anggota lists the member.
 * axe-core finds no serious violation on the editor, the product page, the checkout, the library
 * pages or Anggota.
 */
import { expect, test } from "@playwright/test";
import { violations } from "../support/axe";
import { screenshot } from "../support/screenshots";
import { signUpSeller } from "../support/seller";
import { latestMail } from "../support/server";

const PHONE = { viewport: { width: 390, height: 844 }, locale: "id-ID", timezoneId: "Asia/Jakarta" } as const;
const DAY = 86_400_000;

test("a buyer pays a month of a membership, reads its post, and renews after it ends", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const seller = await signUpSeller(page, "Rina Kartika");
  await page.setViewportSize(PHONE.viewport);
  // The seller's course, which the membership will include.
  const course = await page.request.post("/v1/product/courses", {
    headers: { origin: baseURL ?? "" },
    data: {
      title: "Kelas Cerpen Rina",
      price: 150_000,
      status: "published",
      modules: [
        {
          title: "Dasar",
          lessons: [
            { title: "Tokoh yang hidup", kind: "text", body: "Beri tokoh Anda satu keinginan dan satu rahasia." },
            { title: "Alur tiga babak", kind: "text", body: "Awal, konflik, akhir." },
          ],
        },
      ],
    },
  });
  expect(course.status(), await course.text()).toBe(201);
  await page.goto("/dashboard/my-store/add");
  await page.getByRole("link", { name: /^Langganan/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tambah Langganan");
  await page.getByLabel("Judul", { exact: true }).fill("Klub Menulis Rina");
  await page.getByLabel("Harga 1 bulan").fill("50000");
  await page.getByLabel("Jual 12 bulan").check();
  await page.getByLabel("Harga 12 bulan").fill("450000");
  await page.getByLabel("Harga coret (opsional)").nth(1).fill("600000");
  await page.getByRole("checkbox", { name: /Kelas Cerpen Rina/ }).check();
  await screenshot(page, "seller-membership-editor-390");
  const found = await violations(page);
  await page.getByRole("button", { name: "Terbitkan" }).click();
  await expect(page).toHaveURL(/\/dashboard\/my-store$/);
  const listed = (await (await page.request.get("/v1/products")).json()).data as { id: string; slug: string }[];
  const product = listed.find((p) => p.slug === "klub-menulis-rina");
  expect(product).toBeDefined();
  const productId = product?.id ?? "";

  // A members-only post, published now.
  await page.goto(`/dashboard/my-store/add-product/membership?id=${productId}`);
  await page.getByRole("link", { name: "Postingan Anggota" }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/my-store/memberships/${productId}/posts$`));
  await page.getByLabel("Judul").fill("Latihan minggu pertama");
  await page.getByText("Ketuk untuk menulis isi postingan…").click();
  await page.locator(".ProseMirror").fill("Tulis 300 kata tentang pagi Anda tanpa berhenti.");
  await page.getByRole("button", { name: "Terbitkan sekarang" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: "Latihan minggu pertama" })).toContainText("Terbit");
  await screenshot(page, "seller-membership-posts-390");
  found.push(...(await violations(page)));

  // The storefront shows the periods and the post's title, "Khusus anggota", never its text.
  const buyer = await browser.newContext(PHONE);
  const shop = await buyer.newPage();
  await shop.goto(`/${seller.username}/klub-menulis-rina`);
  await expect(shop.getByText("Mulai Rp50.000").first()).toBeVisible();
  await expect(shop.getByText("Latihan minggu pertama")).toBeVisible();
  await expect(shop.getByText("Khusus anggota", { exact: true })).toBeVisible();
  await screenshot(shop, "seller-membership-product-390");
  found.push(...(await violations(shop)));

  // The buyer pays one month.
  await shop.getByRole("link", { name: /^1 bulan/ }).click();
  await expect(shop.getByRole("heading", { name: "Masa langganan" })).toBeVisible();
  await expect(shop.getByRole("link", { name: /^1 bulan/ })).toHaveAttribute("aria-current", "true");
  const email = `anggota.${Date.now()}@example.com`;
  await shop.getByLabel("Nama Lengkap").fill("Sinta Dewi");
  await shop.getByLabel("Email").fill(email);
  await shop.getByRole("radio", { name: /^QRIS/ }).check();
  await screenshot(shop, "seller-membership-checkout-390");
  found.push(...(await violations(shop)));
  await shop.getByRole("button", { name: "Bayar Sekarang" }).click();
  await shop.getByRole("button", { name: "Simulasikan Pembayaran" }).click();
  await expect(shop).toHaveURL(/\/my-order\/[0-9a-f-]{36}$/);

  // Pustaka Saya: the membership opens its post.
  await shop.goto("/my-library/sign-in");
  await shop.getByLabel("Email").fill(email);
  await shop.getByRole("button", { name: "Kirim Kode Masuk" }).click();
  const mail = await latestMail("library_code", email, 10_000);
  await shop.getByLabel("Kode masuk").fill(mail.match(/^Subject: (\d{6}) /m)?.[1] ?? "");
  await shop.getByRole("button", { name: "Masuk" }).click();
  await shop.getByRole("link", { name: "Buka Langganan" }).click();
  await expect(shop.getByRole("heading", { name: "Latihan minggu pertama" })).toBeVisible();
  await expect(shop.getByText("Tulis 300 kata tentang pagi Anda tanpa berhenti.")).toBeVisible();
  await expect(shop.getByText(/^Aktif sampai/)).toBeVisible();
  await screenshot(shop, "seller-membership-library-390");
  found.push(...(await violations(shop)));

  // The included course: a lesson done, the progress on the course page.
  await expect(shop.getByText("Kelas online · 0 dari 2 pelajaran selesai (0%)")).toBeVisible();
  await shop.getByRole("link", { name: "Buka Kelas" }).click();
  await expect(shop.getByRole("heading", { name: "Kelas Cerpen Rina" })).toBeVisible();
  const coursePage = shop.url();
  await shop.getByRole("link", { name: "Mulai Belajar" }).click();
  await expect(shop.getByText("Beri tokoh Anda satu keinginan dan satu rahasia.")).toBeVisible();
  await shop.getByRole("button", { name: "Tandai Selesai" }).click();
  await expect(shop.getByText("Awal, konflik, akhir.")).toBeVisible();
  await shop.goto(coursePage);
  await expect(shop.getByText("1 dari 2 pelajaran selesai")).toBeVisible();
  await screenshot(shop, "seller-membership-course-390");
  found.push(...(await violations(shop)));

  // 32 days later the month is over: the post is closed, with the renewal link.
  const moved = await shop.request.post("/v1/payments/sandbox/clock", { data: { advanceMs: 32 * DAY } });
  expect(moved.status()).toBe(200);
  await shop.reload();
  await expect(shop.getByText(/^Keanggotaan Anda berakhir pada \d{1,2} \w+ \d{4}$/)).toBeVisible();
  await expect(shop.getByText("Tulis 300 kata tentang pagi Anda tanpa berhenti.")).toHaveCount(0);
  await screenshot(shop, "seller-membership-ended-390");
  found.push(...(await violations(shop)));
  // The course is closed too: it sends the buyer to the membership's end and renewal link.
  await shop.goto(coursePage);
  await expect(shop).toHaveURL(new RegExp(`/my-library/memberships/${productId}$`));
  await expect(shop.getByText(/^Keanggotaan Anda berakhir pada/)).toBeVisible();
  await shop.getByRole("link", { name: "Perpanjang" }).click();
  await expect(shop).toHaveURL(new RegExp(`/checkout/${productId}\\?periode=1$`));
  await expect(shop.getByRole("link", { name: /^1 bulan/ })).toHaveAttribute("aria-current", "true");
  await shop.getByLabel("Nama Lengkap").fill("Sinta Dewi");
  await shop.getByLabel("Email").fill(email);
  await shop.getByRole("radio", { name: /^QRIS/ }).check();
  await shop.getByRole("button", { name: "Bayar Sekarang" }).click();
  await shop.getByRole("button", { name: "Simulasikan Pembayaran" }).click();
  await expect(shop).toHaveURL(/\/my-order\/[0-9a-f-]{36}$/);
  await shop.goto(`/my-library/memberships/${productId}`);
  await expect(shop.getByText("Tulis 300 kata tentang pagi Anda tanpa berhenti.")).toBeVisible();
  await shop.goto(coursePage);
  await expect(shop.getByText("1 dari 2 pelajaran selesai")).toBeVisible();

  // Anggota lists the member.
  await page.goto("/dashboard/members");
  await expect(page.getByText("Sinta Dewi")).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await screenshot(page, "seller-membership-members-390");
  found.push(...(await violations(page)));
  // Beranda counts the active member and the month's two passes.
  await page.goto("/dashboard");
  const active = page.getByRole("link", { name: /Anggota aktif/ });
  await expect(active).toContainText("1");
  await expect(page.getByRole("link", { name: /Langganan bulan ini/ })).toContainText("Rp100.000");
  expect(found).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, "seller-membership-members-1280");
  await shop.setViewportSize({ width: 1280, height: 900 });
  await screenshot(shop, "seller-membership-course-1280");
  await shop.goto(`/my-library/memberships/${productId}`);
  await screenshot(shop, "seller-membership-library-1280");
  await buyer.close();
});
