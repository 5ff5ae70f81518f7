/**
 * Screenshots for a person to look at (`SCREENSHOT_DIR=/tmp/shots npm run test:e2e`, then open
 * them): taken only when `SCREENSHOT_DIR` is set. In `npm test` nobody opens them, and each costs
 * the browser 0.5–1 s of CPU at the phone's pixel ratio — about a minute over the journeys on two
 * cores (docs/testing.md).
 */
import type { Page } from "@playwright/test";

/**
 * Saves `{SCREENSHOT_DIR}/{name}.png` of `page` — the whole page unless `fullPage` is false — or
 * does nothing when `SCREENSHOT_DIR` is unset.
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage });
}
