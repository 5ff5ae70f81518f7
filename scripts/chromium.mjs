// Where Debian's Chromium is for the Playwright journeys (`npm test`) and audits (`npm run test:slow`):
// CHROMIUM_PATH when set, else /usr/lib/chromium/chromium, else /usr/bin/chromium. Never a downloaded browser.
import { existsSync } from "node:fs";

/** The first existing Chromium executable's path, or undefined when none is installed. */
export function findChromium() {
  return [process.env.CHROMIUM_PATH, "/usr/lib/chromium/chromium", "/usr/bin/chromium"].find(
    (path) => path && existsSync(path),
  );
}
