import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The server the journeys run against: its own port (`E2E_PORT`, default 3210, so journeys of two
 * checkouts can run side by side) and a data folder wiped before each run.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_DATA_DIR = fileURLToPath(new URL("../.data", import.meta.url));
/** The account the server treats as an admin (`ADMIN_EMAILS`, ADR 0004). */
export const E2E_ADMIN_EMAIL = "admin.e2e@example.com";
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/**
 * Seconds between two codes to one email on the journeys' server (`OTP_RESEND_SECONDS`; 60 in a
 * real deployment, where the API tests check it): journeys that need a second code wait this long.
 */
export const E2E_OTP_RESEND_SECONDS = 10;

/**
 * The OTP code of the newest email to `email` in the server's outbox (the subject starts with it).
 * Polls for up to `timeoutMs` ms because the email is written just after the response.
 */
export async function latestOtp(email: string, timeoutMs = 5000): Promise<string> {
  const outbox = join(E2E_DATA_DIR, "outbox");
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = safeList(outbox)
      .filter((name) => name.includes(`-otp-${email}`))
      .sort();
    const newest = files.at(-1);
    if (newest) {
      const subject = readFileSync(join(outbox, newest), "utf8").match(/^Subject: (\d{6}) /m);
      if (subject) return subject[1];
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No OTP email for ${email} in ${outbox}`);
}

/**
 * The newest outbox email of `kind` (`receipt`, `new_sale`, …) to `email`, as raw `.eml` text with
 * quoted-printable soft line breaks joined. Polls for up to `timeoutMs` ms; throws when none came.
 */
export async function latestMail(kind: string, email: string, timeoutMs = 5000): Promise<string> {
  const outbox = join(E2E_DATA_DIR, "outbox");
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const newest = safeList(outbox)
      .filter((name) => name.includes(`-${kind}-${email}`))
      .sort()
      .at(-1);
    if (newest) return readFileSync(join(outbox, newest), "utf8").replace(/=\r?\n/g, "");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No ${kind} email for ${email} in ${outbox}`);
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
