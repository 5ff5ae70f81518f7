/**
 * Kelas Online (DESIGN §3, ADR 0044) at phone width: the seller builds a two-module course in
 * Tambah Produk — a YouTube preview lesson, a text lesson, the modules reordered by keyboard, a
 * certificate with its own background — and publishes it; a visitor sees the curriculum with its durations and total on the product
 * page and opens the preview, whose privacy-enhanced player is inserted only on the click.
 */
import { expect, type Locator, test } from "@playwright/test";
import { pngImage } from "../support/files";
import { screenshot } from "../support/screenshots";
import { signUpSeller } from "../support/seller";

test("a seller publishes a two-module course and a visitor opens its preview", async ({ page }) => {
  const seller = await signUpSeller(page, "Rina Kusuma");
  await page.goto("/dashboard/my-store/add");
  await page.getByRole("link", { name: /^Kelas Online/ }).click();
  await expect(page.getByRole("heading", { name: "Tambah Kelas Online" })).toBeVisible();
  await page.getByLabel("Judul", { exact: true }).fill("Kelas Fotografi Ponsel");
  await page.getByLabel("Harga", { exact: true }).fill("150000");

  // The first module, made second below: its lesson is a text.
  await page.getByLabel("Judul modul 1").fill("Praktik");
  const firstLessons = page.getByRole("list", { name: "Pelajaran Praktik" });
  await firstLessons.getByLabel("Judul pelajaran").fill("Tugas memotret");
  await choose(firstLessons.getByRole("radio", { name: "Teks" }));
  await firstLessons.getByLabel("Isi pelajaran").fill("Foto lima produk dengan cahaya jendela.");
  await firstLessons.getByLabel("Durasi (menit)").fill("20");

  await activate(page.getByRole("button", { name: "+ Tambah modul" }));
  await page.getByLabel("Judul modul 2").fill("Dasar");
  const basics = page.getByRole("list", { name: "Pelajaran Dasar" });
  await basics.getByLabel("Judul pelajaran").fill("Mengenal kamera ponsel");
  await basics.getByLabel("Tautan video").fill("https://youtu.be/dQw4w9WgXcQ");
  await basics.getByLabel("Durasi (menit)").fill("12");
  await choose(basics.getByLabel("Pratinjau gratis"));
  await activate(page.getByRole("button", { name: "+ Tambah pelajaran" }).nth(1));
  await basics.getByLabel("Judul pelajaran").nth(1).fill("Komposisi");
  await choose(basics.getByRole("radio", { name: "Teks" }).nth(1));
  await basics.getByLabel("Isi pelajaran").fill("Aturan sepertiga.");
  await basics.getByLabel("Durasi (menit)").nth(1).fill("50");

  // A certificate with the seller's own background (A4 landscape).
  await choose(page.getByLabel("Beri sertifikat"));
  const background = pngImage("latar.png", 1123, 794);
  await page.getByLabel("Unggah gambar", { exact: true }).nth(1).setInputFiles(background);
  await expect(page.getByRole("img", { name: "Pratinjau latar sertifikat (opsional)" })).toBeVisible();

  // "Dasar" goes first, by keyboard.
  await page.getByRole("button", { name: "Naikkan Dasar" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Judul modul 1")).toHaveValue("Dasar");
  await screenshot(page, "seller-course-editor-390");
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, "seller-course-editor-1280");
  await page.setViewportSize({ width: 390, height: 844 });

  await page.getByRole("button", { name: "Terbitkan" }).click();
  await expect(page).toHaveURL(/\/dashboard\/my-store$/);
  await expect(page.getByText("Kelas Fotografi Ponsel")).toBeVisible();
  const listed = (await (await page.request.get("/v1/products")).json()).data as { id: string; title: string }[];
  const courseId = listed.find((product) => product.title === "Kelas Fotografi Ponsel")?.id ?? "";
  const saved = (await (await page.request.get(`/v1/product/courses/${courseId}`)).json()).data as {
    certificate: boolean;
    certificateBackgroundUrl: string | null;
  };
  expect(saved.certificate).toBe(true);
  const backgroundImage = await page.request.get(saved.certificateBackgroundUrl ?? "");
  expect(backgroundImage.headers()["content-type"]).toMatch(/^image\//);

  // A visitor on the product page.
  await page.context().clearCookies();
  await page.goto(`/${seller.username}/kelas-fotografi-ponsel`);
  const curriculum = page.getByRole("region", { name: "Kurikulum" });
  await expect(curriculum).toContainText("2 modul · 3 pelajaran · total 1 jam 22 menit");
  await expect(curriculum.getByRole("heading", { level: 3 })).toHaveText(["Modul 1 · Dasar", "Modul 2 · Praktik"]);
  await expect(curriculum).toContainText("Mengenal kamera ponsel");
  await expect(curriculum).toContainText("12 menit");
  await expect(curriculum).toContainText("Tugas memotret");
  await expect(page.locator("iframe")).toHaveCount(0);
  const preview = curriculum.getByRole("link", { name: /Tonton pratinjau/ });
  await expect(preview).toHaveAttribute("href", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
  await screenshot(page, "seller-course-product");
  await preview.click();
  const player = curriculum.locator("iframe");
  await expect(player).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1");
  await expect(page.getByRole("link", { name: "Beli Kelas" })).toBeVisible();
});

/** Presses a button by keyboard (see `choose`). */
async function activate(button: Locator) {
  await button.focus();
  await button.press("Enter");
}

/** Ticks a radio or checkbox by keyboard (the editor's sticky header and bottom bar can cover a click). */
async function choose(control: Locator) {
  await control.focus();
  await control.press("Space");
  await expect(control).toBeChecked();
}
