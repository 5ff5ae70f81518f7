import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { signInAdmin } from "../support/seller";

// ADR 0018 at phone width: the admin makes a backup on Cadangan, sees it as the last good one and
// downloads the archive through its signed link.
test("an admin makes a backup on Cadangan and downloads the archive", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAdmin(page);

  await page.goto("/admin/backups");
  await expect(page.getByRole("heading", { name: "Cadangan", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Buat cadangan sekarang" }).click();
  await expect(page.getByText("Cadangan dibuat.")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText("Belum ada", { exact: true })).toHaveCount(0);

  const link = page.getByRole("link", { name: /^Unduh cadangan/ }).first();
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toMatch(/\.tar(\.enc)?$/);
  const bytes = readFileSync(await download.path());
  // An unencrypted archive is a tar whose first entry is the manifest (ADR 0018).
  expect(bytes.length).toBeGreaterThan(10_000);
  expect(bytes.subarray(0, 13).toString()).toBe("manifest.json");
});
