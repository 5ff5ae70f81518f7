/**
 * The seller's WhatsApp alert for each sale goes only to a number the seller verified (ADR 0021):
 * on a phone, Profil Toko shows the number as not verified, "Verifikasi Nomor" sends a 6-digit code
 * to it (the local fake of Meta's WhatsApp Cloud API receives it as the authentication template), a
 * wrong code is refused in Indonesian, the right one verifies the number, and then the alert can be
 * turned on.
 */
import { expect, test } from "@playwright/test";
import { screenshot } from "../support/screenshots";
import { signUpSeller } from "../support/seller";
import { E2E_PORT } from "../support/server";
import { whatsappTo } from "../support/whatsapp";

test("a seller verifies their WhatsApp number with the code, then turns the sale alert on", async ({ page }) => {
  await signUpSeller(page);
  const phone = `0813${String(Date.now()).slice(-8)}`;
  const number = `62${phone.slice(1)}`;
  const shown = `${phone.slice(0, 4)}-${phone.slice(4, 8)}-${phone.slice(8)}`;
  const profile = await page.request.put("/v1/auth/profile", {
    data: { phone },
    headers: { origin: `http://127.0.0.1:${E2E_PORT}` },
  });
  expect(profile.status()).toBe(200);

  await page.goto("/dashboard/my-store/profile");
  const section = page.getByRole("region", { name: "Notifikasi WhatsApp" });
  await expect(section.getByText(`Nomor ${shown} belum diverifikasi.`)).toBeVisible();
  const alert = section.getByRole("checkbox", { name: /Kirim notifikasi penjualan ke WhatsApp saya/ });
  await expect(alert).toBeDisabled();
  await section.scrollIntoViewIfNeeded();
  await screenshot(page, "phone-verification-start-390", { fullPage: false });

  await section.getByRole("button", { name: "Verifikasi Nomor" }).click();
  await expect(
    section.getByText(`Kami mengirim 6 digit kode ke WhatsApp ${shown}. Kode berlaku 10 menit.`),
  ).toBeVisible();
  const message = await whatsappTo(number, "lapak_kode_verifikasi");
  const code: string = message.body.template.components[0].parameters[0].text;
  expect(code).toMatch(/^\d{6}$/);
  await expect(section.getByRole("button", { name: "Kirim Ulang Kode" })).toBeDisabled();
  await expect(section.getByText(/^Kirim ulang tersedia dalam \d+ detik$/)).toBeVisible();

  const wrong = code === "000000" ? "111111" : "000000";
  await section.getByLabel("Kode verifikasi").fill(wrong);
  await section.getByRole("button", { name: "Konfirmasi Kode" }).click();
  await expect(
    section.getByText("Kode verifikasi salah atau sudah kedaluwarsa. Periksa kode terbaru atau minta kode baru."),
  ).toBeVisible();
  await screenshot(page, "phone-verification-wrong-390", { fullPage: false });

  await section.getByLabel("Kode verifikasi").fill(code);
  await section.getByRole("button", { name: "Konfirmasi Kode" }).click();
  await expect(section.getByText("Terverifikasi")).toBeVisible();
  await expect(section.getByText(`Setiap ada penjualan baru, kami kirim pesan ke ${shown}.`)).toBeVisible();
  await expect(alert).toBeEnabled();
  await section.scrollIntoViewIfNeeded();
  await screenshot(page, "phone-verification-done-390", { fullPage: false });

  await alert.check();
  await section.getByRole("button", { name: "Simpan Notifikasi" }).click();
  await expect(page.getByText("Notifikasi WhatsApp diaktifkan")).toBeVisible();
  await expect(alert).toBeChecked();
});
