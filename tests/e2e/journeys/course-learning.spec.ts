/**
 * Learning a course (DESIGN §4 "Learning", "Certificates") at 390 px: a buyer plays the preview on
 * the product page, pays in the sandbox, opens the course from the order page (signing in to the
 * library by the emailed code brings them back to it), completes every lesson — a video, a text,
 * a file to download — and downloads the certificate with the name they set (read by `pdftotext`);
 * a visitor verifies it on `/certificates/{code}`; the seller finds the student, at 100 %, in the
 * course's Siswa and exports them as CSV, and its sale's sheet shows the same progress. A second
 * buyer does the same with JavaScript off. The course is built through the API here; the editor
 * has its own journey (seller-course.spec.ts).
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { pdfFile } from "../support/files";
import { json, post, sandboxSale, upload } from "../support/money";
import { screenshot } from "../support/screenshots";
import { signUpSeller } from "../support/seller";
import { latestMail } from "../support/server";

const SHOTS = process.env.SCREENSHOT_DIR ?? "test-results";
const PHONE = { viewport: { width: 390, height: 844 }, locale: "id-ID" } as const;

test("a buyer completes a course and downloads a certificate anyone can verify", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const seller = await signUpSeller(page, "Rina Kusuma");
  const sheet = pdfFile("Lembar Latihan.pdf", "Lembar latihan memotret");
  const file = await upload(page, "/v1/gallery-media/upload-file", sheet.name, sheet.buffer, sheet.mimeType);
  const course = await json<{ id: string }>(
    await post(page, "/v1/product/courses", {
      data: {
        title: "Kelas Fotografi Ponsel",
        price: 150_000,
        status: "published",
        certificate: true,
        modules: [
          {
            title: "Dasar",
            lessons: [
              {
                title: "Mengenal kamera",
                kind: "video",
                videoUrl: "https://youtu.be/dQw4w9WgXcQ",
                durationMinutes: 12,
                preview: true,
              },
              {
                title: "Cahaya jendela",
                kind: "text",
                body: "Letakkan produk di dekat jendela.\nMatikan lampu ruangan.",
              },
            ],
          },
          { title: "Praktik", lessons: [{ title: "Tugas memotret", kind: "file", fileIds: [file.id] }] },
        ],
      },
    }),
  );

  const buyer = await browser.newContext(PHONE);
  const shop = await buyer.newPage();
  const email = `siswa.${Date.now()}@example.com`;
  await shop.goto(`/${seller.username}/kelas-fotografi-ponsel`);
  await shop.getByRole("link", { name: /Tonton pratinjau/ }).click();
  await expect(shop.locator("iframe")).toHaveAttribute("src", /youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?autoplay=1/);
  await shop.getByRole("link", { name: "Beli Kelas" }).click();
  await shop.getByLabel("Nama Lengkap").fill("Siti Nurhaliza");
  await shop.getByLabel("Email").fill(email);
  await shop.getByRole("radio", { name: /^QRIS/ }).check();
  await shop.getByRole("button", { name: "Bayar Sekarang" }).click();
  await shop.getByRole("button", { name: "Simulasikan Pembayaran" }).click();
  await expect(shop).toHaveURL(/\/my-order\/[0-9a-f-]{36}$/);
  const transactionId = shop.url().split("/").at(-1) ?? "";

  // "Buka Kelas" → sign in by code → back on the course.
  await shop.getByRole("link", { name: "Buka Kelas" }).click();
  await expect(shop.getByRole("heading", { name: "Masuk ke Pustaka Saya" })).toBeVisible();
  await shop.getByLabel("Email").fill(email);
  await shop.getByRole("button", { name: "Kirim Kode Masuk" }).click();
  const mail = await latestMail("library_code", email, 10_000);
  await shop.getByLabel("Kode masuk").fill(mail.match(/^Subject: (\d{6}) /m)?.[1] ?? "");
  await shop.getByRole("button", { name: "Masuk" }).click();
  await expect(shop).toHaveURL(new RegExp(`/my-library/courses/${transactionId}$`));
  await expect(shop.getByRole("heading", { level: 1 })).toHaveText("Kelas Fotografi Ponsel");
  await expect(shop.getByText("0 dari 3 pelajaran selesai")).toBeVisible();
  await expect(
    shop.getByText("Selesaikan semua pelajaran untuk mendapatkan sertifikat.", { exact: false }),
  ).toBeVisible();
  await screenshot(shop, "course-learning-course-390");

  // Lesson 1: the video loads only on a click.
  await shop.getByRole("link", { name: "Mulai Belajar" }).click();
  await expect(shop.getByRole("heading", { level: 1 })).toHaveText("Mengenal kamera");
  await expect(shop.getByText("Pelajaran 1 dari 3", { exact: false })).toBeVisible();
  await expect(shop.locator("iframe")).toHaveCount(0);
  // Its one script is the facade's, far inside the buyer budget (≤ 25 KB gzip, DESIGN §6).
  const scripts = await shop
    .locator("script[src]")
    .evaluateAll((nodes) => nodes.map((node) => (node as HTMLScriptElement).src));
  expect(scripts).toHaveLength(1);
  expect(scripts[0]).toMatch(/\/assets\/enhance-lesson-[\w-]+\.js$/);
  const script = await shop.request.get(scripts[0] ?? "");
  expect(gzipSync(await script.body()).length).toBeLessThan(25 * 1024);
  await shop.getByRole("link", { name: /Putar video/ }).click();
  await expect(shop.locator("iframe")).toHaveAttribute("src", /youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?autoplay=1/);
  await screenshot(shop, "course-learning-lesson-390");
  await shop.getByRole("button", { name: "Tandai Selesai" }).click();

  // Lesson 2: text; lesson 3: a file to download.
  await expect(shop.getByRole("heading", { level: 1 })).toHaveText("Cahaya jendela");
  await expect(shop.getByText("Matikan lampu ruangan.")).toBeVisible();
  await shop.getByRole("button", { name: "Tandai Selesai" }).click();
  await expect(shop.getByRole("heading", { level: 1 })).toHaveText("Tugas memotret");
  const [download] = await Promise.all([
    shop.waitForEvent("download"),
    shop.getByRole("link", { name: /Lembar Latihan\.pdf/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("Lembar Latihan.pdf");
  await shop.getByRole("button", { name: "Tandai Selesai" }).click();

  // Back on the course at 100 %: the certificate with the name set once.
  await expect(shop).toHaveURL(new RegExp(`/my-library/courses/${transactionId}$`));
  await expect(shop.getByText("3 dari 3 pelajaran selesai")).toBeVisible();
  const name = shop.getByLabel("Nama di sertifikat");
  await expect(name).toHaveValue("Siti Nurhaliza");
  await name.fill("Siti Nurhaliza, S.Ds.");
  await screenshot(shop, "course-learning-done-390");
  const [certificate] = await Promise.all([
    shop.waitForEvent("download"),
    shop.getByRole("button", { name: "Unduh Sertifikat" }).click(),
  ]);
  const pdfPath = `${SHOTS}/course-learning-certificate.pdf`;
  await certificate.saveAs(pdfPath);
  const text = execFileSync("pdftotext", ["-layout", pdfPath, "-"], { encoding: "utf8" });
  expect(text).toContain("Siti Nurhaliza, S.Ds.");
  expect(text).toContain("Kelas Fotografi Ponsel");
  const code = text.match(/SRT-[0-9A-HJKMNP-TV-Z]{8}/)?.[0] ?? "";
  expect(code).not.toBe("");

  await shop.reload();
  await expect(shop.getByText(code)).toBeVisible();
  await expect(shop.getByLabel("Nama di sertifikat")).toHaveCount(0);
  expect(await shop.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Anyone verifies it.
  const visitor = await browser.newContext(PHONE);
  const check = await visitor.newPage();
  await check.goto(`/certificates/${code}`);
  await expect(check.getByText("Siti Nurhaliza, S.Ds.")).toBeVisible();
  await expect(check.getByText("Kelas Fotografi Ponsel")).toBeVisible();
  await screenshot(check, "course-learning-verify-390");
  await visitor.close();
  await buyer.close();

  // The seller sees the student in Siswa, from the course's edit page, and exports them.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/dashboard/my-store/add-product/course?id=${course.id}`);
  await page.getByRole("link", { name: "Siswa", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Siswa · Kelas Fotografi Ponsel" })).toBeVisible();
  await expect(page.getByText("1 siswa · 1 sudah selesai")).toBeVisible();
  const row = page.getByRole("listitem").filter({ hasText: "Siti Nurhaliza" });
  await expect(row).toContainText(email);
  await expect(row).toContainText("3 dari 3 pelajaran");
  await expect(row.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
  await screenshot(page, "course-learning-students-390");
  const [csv] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Unduh CSV" }).click(),
  ]);
  const csvPath = `${SHOTS}/course-learning-students.csv`;
  await csv.saveAs(csvPath);
  expect(readFileSync(csvPath, "utf8")).toContain(`Siti Nurhaliza,${email}`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, "course-learning-students-1280");

  // The sale's own sheet says the same progress.
  await page.goto(`/dashboard/sales?id=${transactionId}`);
  const sale = page.getByRole("dialog", { name: "Detail Transaksi" });
  await expect(sale.getByRole("heading", { name: "Progres belajar" })).toBeVisible();
  await expect(sale).toContainText("3 dari 3 pelajaran (100%)");
  await screenshot(page, "course-learning-sale-1280", { fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, "course-learning-sale-390", { fullPage: false });
});

test("a buyer learns and takes the certificate without JavaScript", async ({ page, browser }) => {
  await signUpSeller(page, "Dewi Lestari");
  const course = await json<{ id: string }>(
    await post(page, "/v1/product/courses", {
      data: {
        title: "Kelas Menulis Caption",
        price: 50_000,
        status: "published",
        certificate: true,
        modules: [
          {
            title: "Dasar",
            lessons: [
              { title: "Kalimat pembuka", kind: "video", videoUrl: "https://youtu.be/dQw4w9WgXcQ" },
              { title: "Ajakan bertindak", kind: "text", body: "Akhiri dengan satu ajakan." },
            ],
          },
        ],
      },
    }),
  );
  const email = `tanpa.js.${Date.now()}@example.com`;
  const sale = await sandboxSale(page, course.id, 1, { name: "Agus Salim", email });

  const buyer = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
  const shop = await buyer.newPage();
  await shop.goto(`/my-library/courses/${sale.id}`);
  await shop.getByLabel("Email").fill(email);
  await shop.getByRole("button", { name: "Kirim Kode Masuk" }).click();
  const mail = await latestMail("library_code", email, 10_000);
  await shop.getByLabel("Kode masuk").fill(mail.match(/^Subject: (\d{6}) /m)?.[1] ?? "");
  await shop.getByRole("button", { name: "Masuk" }).click();
  await expect(shop).toHaveURL(new RegExp(`/my-library/courses/${sale.id}$`));
  await shop.getByRole("link", { name: "Mulai Belajar" }).click();
  // Without the facade's script the video is a plain link to the privacy-enhanced player.
  await expect(shop.getByRole("link", { name: /Putar video/ })).toHaveAttribute(
    "href",
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ/,
  );
  await shop.getByRole("button", { name: "Tandai Selesai" }).click();
  await expect(shop.getByRole("heading", { level: 1 })).toHaveText("Ajakan bertindak");
  await shop.getByRole("button", { name: "Tandai Selesai" }).click();
  await expect(shop.getByText("2 dari 2 pelajaran selesai")).toBeVisible();
  const [certificate] = await Promise.all([
    shop.waitForEvent("download"),
    shop.getByRole("button", { name: "Unduh Sertifikat" }).click(),
  ]);
  const pdfPath = `${SHOTS}/course-learning-certificate-nojs.pdf`;
  await certificate.saveAs(pdfPath);
  const text = execFileSync("pdftotext", ["-layout", pdfPath, "-"], { encoding: "utf8" });
  expect(text).toContain("Agus Salim");
  expect(text).toContain("Kelas Menulis Caption");
  await buyer.close();
});
