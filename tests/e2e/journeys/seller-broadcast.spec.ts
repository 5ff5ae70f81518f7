/**
 * A broadcast (DESIGN §4 "Broadcasts"), at 390 px: a seller whose buyer ticked the consent box
 * writes a broadcast on Broadcast; the buyer's email (from the outbox) names the store and carries
 * RFC 8058 one-click headers; its link asks for one click and then says the address left; the
 * seller's list counts it sent and unsubscribed, and a second buyer who did not tick gets nothing.
 */
import { expect, test } from "@playwright/test";
import { violations } from "../support/axe";
import { pdfFile } from "../support/files";
import { json, post, sandboxSale, upload } from "../support/money";
import { screenshot } from "../support/screenshots";
import { signUpSeller } from "../support/seller";
import { latestMail } from "../support/server";

test("a seller sends a broadcast and its unsubscribe link works", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpSeller(page, "Rani Broadcast");
  const file = await upload(
    page,
    "/v1/gallery-media/upload-file",
    "resep.pdf",
    pdfFile("resep.pdf", "Resep").buffer,
    "application/pdf",
  );
  const product = await json<{ id: string }>(
    await post(page, "/v1/product/digital-downloads", {
      data: { title: "E-book Resep Kue", price: 25_000, fileIds: [file.id], status: "published" },
    }),
  );
  const stamp = Date.now().toString(36);
  const agreed = `setuju.${stamp}@example.com`;
  const silent = `diam.${stamp}@example.com`;
  await sandboxSale(page, product.id, 1, { email: agreed, marketingConsent: true });
  await sandboxSale(page, product.id, 2, { email: silent });

  await page.goto("/dashboard");
  await page.getByText("Menu", { exact: true }).click();
  await page.getByRole("navigation", { name: "Menu dasbor (ponsel)" }).getByRole("link", { name: "Broadcast" }).click();
  await expect(page.getByRole("heading", { name: "Broadcast", exact: true })).toBeVisible();
  await expect(page.getByText("Belum ada broadcast.")).toBeVisible();
  await page.getByLabel("Subjek").fill("Resep baru minggu ini");
  // The editor loads on first touch.
  await page.getByRole("textbox", { name: "Isi email" }).click();
  await expect(page.locator(".ProseMirror")).toBeFocused();
  await page.keyboard.type("Ada tiga resep kue kering baru untuk Lebaran.");
  expect(await violations(page)).toEqual([]);
  page.once("dialog", (dialog) => dialog.accept());
  await page.getByRole("button", { name: "Kirim Broadcast" }).click();
  await expect(page.getByText("Broadcast dikirim ke 1 pelanggan")).toBeVisible();
  const sent = page.getByRole("region", { name: "Broadcast terkirim" }).getByRole("listitem").first();
  await expect(sent).toContainText("Resep baru minggu ini");
  await expect(async () => {
    await page.reload();
    await expect(sent).toContainText("Terkirim 1", { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await screenshot(page, "seller-broadcast-390");

  const mail = await latestMail("broadcast", agreed, 10_000);
  expect(mail).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  expect(mail).toContain("Ada tiga resep kue kering baru untuk Lebaran.");
  expect(mail).toContain("Dari Rani Broadcast");
  await expect(latestMail("broadcast", silent, 500)).rejects.toThrow();
  const link = /https?:\/\/[^\s"<>]+\/v1\/broadcasts\/[0-9a-f-]+\/unsubscribe\?[^\s"<>]+/.exec(mail)?.[0] ?? "";
  expect(link).not.toBe("");

  const buyer = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const inbox = await buyer.newPage();
  await inbox.goto(new URL(link.replace(/&amp;/g, "&")).pathname + new URL(link.replace(/&amp;/g, "&")).search);
  await expect(inbox.getByRole("heading", { name: "Berhenti menerima email dari Rani Broadcast?" })).toBeVisible();
  await inbox.getByRole("button", { name: "Ya, Berhenti Berlangganan" }).click();
  await expect(inbox.getByRole("heading", { name: "Anda sudah berhenti berlangganan" })).toBeVisible();
  await screenshot(inbox, "broadcast-unsubscribed-390");
  await buyer.close();

  await page.reload();
  await expect(sent).toContainText("Berhenti berlangganan 1");
});
