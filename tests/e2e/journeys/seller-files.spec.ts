import { expect, test } from "@playwright/test";
import { pdfFile, pngImage } from "../support/files";
import { signUpSeller } from "../support/seller";
import { E2E_PORT } from "../support/server";

// "Berkas Anda" on /dashboard/my-store: the storage used out of the quota, the seller's uploads with
// what uses them, and "Hapus" for an upload nothing uses (the API side is in media-library.test.ts).

test("a seller sees their uploads and the storage they take, and deletes one nothing uses", async ({ page }) => {
  await signUpSeller(page);
  // The browser's own session: cookie-authenticated writes must come from the app's origin.
  const headers = { origin: `http://127.0.0.1:${E2E_PORT}` };
  const upload = async (kind: "file" | "image", file: ReturnType<typeof pdfFile>) => {
    const response = await page.request.post(`/v1/gallery-media/upload-${kind}`, { multipart: { file }, headers });
    expect(response.status()).toBe(200);
    return (await response.json()).data as { id: string };
  };
  await upload("file", pdfFile("panduan-lama.pdf", "Panduan lama"));
  const avatar = await upload("image", pngImage("foto-saya.png", 320, 320));
  const profile = await page.request.put("/v1/auth/profile", { data: { avatarImageId: avatar.id }, headers });
  expect(profile.status()).toBe(200);

  await page.goto("/dashboard/my-store");
  const files = page.getByRole("region", { name: "Berkas Anda" });
  await expect(files.getByText(/^Terpakai .+ dari 5 GB$/)).toBeVisible();
  await expect(files.getByRole("listitem").filter({ hasText: "foto-saya.webp" })).toContainText("Dipakai: foto profil");
  await expect(files.getByRole("button", { name: "Hapus foto-saya.webp" })).toHaveCount(0);

  page.once("dialog", (dialog) => dialog.accept());
  await files.getByRole("button", { name: "Hapus panduan-lama.pdf" }).click();

  await expect(page.getByText("Berkas dihapus").first()).toBeVisible();
  await expect(files.getByText("panduan-lama.pdf")).toHaveCount(0);
  await expect(files.getByText("foto-saya.webp")).toBeVisible();
});

test("an upload of an abandoned form is not left behind: Berkas Anda lists the file once, no cover", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpSeller(page);
  const fileInput = page.locator('input[type="file"]:not([accept])');

  // Uploaded, then taken off the form again: the upload goes with it.
  await page.goto("/dashboard/my-store/add-product/digital-download");
  await fileInput.setInputFiles(pdfFile("materi.pdf", "Materi kelas"));
  await page.getByRole("button", { name: "Hapus materi.pdf" }).click();
  // A cover, replaced by another: the first goes at once.
  const coverInput = page.locator('input[type="file"][accept^="image/"]');
  const coverPreview = page.getByRole("img", { name: "Pratinjau gambar sampul" });
  await coverInput.setInputFiles(pngImage("sampul-lama.png", 640, 360));
  await expect(coverPreview).toBeVisible();
  const firstCover = await coverPreview.getAttribute("src");
  await coverInput.setInputFiles(pngImage("sampul-baru.png", 640, 360, [16, 185, 129]));
  await expect(coverPreview).not.toHaveAttribute("src", firstCover ?? "");
  // Uploaded, then the form is left without saving: the file and the cover go.
  await fileInput.setInputFiles(pdfFile("materi.pdf", "Materi kelas"));
  await expect(page.getByRole("button", { name: "Hapus materi.pdf" })).toBeVisible();
  page.once("dialog", (dialog) => dialog.accept());
  await page.goto("/dashboard/my-store");
  await page.goto("/dashboard/my-store/add-product/digital-download");

  // The same file again, and this time the product is published.
  await page.getByLabel("Judul", { exact: true }).fill("Materi Kelas Menulis");
  await page.getByLabel("Harga").fill("20000");
  await fileInput.setInputFiles(pdfFile("materi.pdf", "Materi kelas"));
  await expect(page.getByRole("button", { name: "Hapus materi.pdf" })).toBeVisible();
  await page.getByRole("button", { name: "Terbitkan" }).click();
  await expect(page).toHaveURL(/\/dashboard\/my-store$/);

  const files = page.getByRole("region", { name: "Berkas Anda" });
  await expect(files.getByRole("listitem").filter({ hasText: "materi.pdf" })).toHaveCount(1);
  await expect(files.getByRole("listitem").filter({ hasText: "materi.pdf" })).toContainText("Dipakai: produk");
  await expect(files.getByRole("listitem").filter({ hasText: /sampul-(lama|baru)/ })).toHaveCount(0);
});
