import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { E2E_ADMIN_EMAIL, E2E_DATA_DIR, E2E_OTP_RESEND_SECONDS, E2E_PORT } from "./support/server";
import { E2E_WHATSAPP_ENV, E2E_WHATSAPP_SENT_URL } from "./support/whatsapp";

const chromium = [process.env.CHROMIUM_PATH, "/usr/lib/chromium/chromium", "/usr/bin/chromium"].find(
  (path) => path && existsSync(path),
);

/**
 * The journeys that audit every page kind with an outside validator (axe-core, the W3C Nu HTML
 * Checker) rather than walk one person's way: ≈ 2.5 of the journeys' 11–12 minutes on a busy 2-core
 * machine. `npm test` runs the others (`LAPAK_JOURNEYS=people`), `npm run test:slow` these
 * (`LAPAK_JOURNEYS=audits`), so CI runs both while `npm test` keeps to its 15 minutes
 * (docs/testing.md); unset, `playwright test` runs all.
 */
const AUDITS = ["accessibility.spec.ts", "html-validity.spec.ts"];
const selection = process.env.LAPAK_JOURNEYS ?? "all";
if (!["all", "people", "audits"].includes(selection)) {
  throw new Error(`LAPAK_JOURNEYS is "${selection}": use all, people or audits`);
}

export default defineConfig({
  testDir: "./journeys",
  ...(selection === "people" ? { testIgnore: AUDITS } : selection === "audits" ? { testMatch: AUDITS } : {}),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: "id-ID",
    timezoneId: "Asia/Jakarta",
    ...devices["Pixel 7"],
    viewport: { width: 390, height: 844 },
    browserName: "chromium",
    launchOptions: {
      executablePath: chromium,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
    // Recorded only for a retry (CI retries a failed journey once): recording every journey cost
    // ≈ a quarter of their time and CPU (seller-money: 47 → 34 s). By hand: `--trace on`.
    trace: "on-first-retry",
  },
  // Started in this order, each once the one before answers: Meta's WhatsApp Cloud API (a local fake),
  // then the app that sends to it.
  webServer: [
    {
      command: "node --import tsx support/whatsapp-cloud-fake.ts",
      url: E2E_WHATSAPP_SENT_URL,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: `rm -rf ${E2E_DATA_DIR} && node --enable-source-maps ../../apps/api/dist/server.js`,
      url: `http://127.0.0.1:${E2E_PORT}/v1/health`,
      // A first start creates the embedded database and the demo store (slow on a busy 2-core machine).
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        NODE_ENV: "production",
        PORT: String(E2E_PORT),
        HOST: "127.0.0.1",
        DATA_DIR: E2E_DATA_DIR,
        APP_URL: `http://127.0.0.1:${E2E_PORT}`,
        LOG_LEVEL: "warn",
        // The membership journey moves the sandbox's membership clock past a pass's end (ADR 0049).
        SANDBOX_CLOCK: "true",
        // The statistics journey sends X-Forwarded-For as a buyer behind a proxy would; nothing
        // else sends it, so every other journey sees the socket address as before.
        TRUST_PROXY: "true",
        ADMIN_EMAILS: E2E_ADMIN_EMAIL,
        // Two journeys need a second code for one email: they wait seconds, not the real minute.
        OTP_RESEND_SECONDS: String(E2E_OTP_RESEND_SECONDS),
        // Checkout offers "Kirim info pesanan ke WhatsApp saya"; a consenting buyer's messages reach the fake.
        ...E2E_WHATSAPP_ENV,
      },
    },
  ],
});
