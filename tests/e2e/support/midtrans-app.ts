/**
 * A second Lapak server for journeys that need real-gateway money (sandbox money can never be
 * withdrawn, DESIGN §2): the built app with `PAYMENT_GATEWAY=midtrans` against the local fake
 * Midtrans Core API the API tests use (documented responses, no network), `HOLD_DAYS=0` so a sale
 * is withdrawable at once, and an admin email. Withdrawals go out through Xendit's Payouts API
 * (`DISBURSEMENT_SERVICE=xendit`, ADR 0009) against its local fake, also from the API tests; banks
 * without an automatic channel stay with the admin. Its own port and data folder.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  type FakeGateway,
  loadVector,
  signMidtrans,
  startFakeGateway,
} from "../../../apps/api/test/helpers/fake-gateway";
import { type FakePayouts, startFakePayouts } from "../../../apps/api/test/helpers/fake-payouts";

export const MIDTRANS_APP_PORT = 3211;
export const MIDTRANS_APP_URL = `http://127.0.0.1:${MIDTRANS_APP_PORT}`;
const DATA_DIR = fileURLToPath(new URL("../.data-midtrans", import.meta.url));
const SERVER = fileURLToPath(new URL("../../../apps/api/dist/server.js", import.meta.url));
const SERVER_KEY = "SB-Mid-server-e2e-0123456789";

export interface MidtransApp {
  url: string;
  fake: FakeGateway;
  payouts: FakePayouts;
  adminEmail: string;
  /** Xendit tells Lapak the payout for withdrawal `withdrawalId` succeeded: status first, then the webhook. */
  completePayout(withdrawalId: string): Promise<void>;
  /** Midtrans tells Lapak `orderId` was paid: the status API says settlement, then the signed notification arrives. */
  settle(orderId: string): Promise<void>;
  /** The OTP in the newest email to `email`. */
  otp(email: string): Promise<string>;
  /** The newest email of `kind` (`refund-buyer`, …) to `email`, as raw text with quoted-printable undone. */
  mail(email: string, kind: string): Promise<string>;
  stop(): Promise<void>;
}

export async function startMidtransApp(adminEmail = "admin.e2e@lapak.id"): Promise<MidtransApp> {
  rmSync(DATA_DIR, { recursive: true, force: true });
  const fake = await startFakeGateway({ midtransServerKey: SERVER_KEY });
  const payouts = await startFakePayouts();
  const server: ChildProcess = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(MIDTRANS_APP_PORT),
      HOST: "127.0.0.1",
      DATA_DIR,
      APP_URL: MIDTRANS_APP_URL,
      LOG_LEVEL: "warn",
      PAYMENT_GATEWAY: "midtrans",
      MIDTRANS_SERVER_KEY: SERVER_KEY,
      MIDTRANS_API_URL: fake.url,
      HOLD_DAYS: "0",
      ADMIN_EMAILS: adminEmail,
      DISBURSEMENT_SERVICE: "xendit",
      XENDIT_SECRET_KEY: payouts.secretKey,
      XENDIT_CALLBACK_TOKEN: payouts.callbackToken,
      XENDIT_API_URL: payouts.url,
      GEOIP_DISABLED: "true",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      if ((await fetch(`${MIDTRANS_APP_URL}/v1/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline || server.exitCode !== null) throw new Error("the Midtrans e2e server did not start");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  async function settle(orderId: string) {
    fake.setMidtransStatus(orderId, "settlement");
    const charge = fake.midtrans.get(orderId);
    if (!charge) throw new Error(`no Midtrans charge for ${orderId}`);
    const body = loadVector("midtrans_notification_qris_settlement.json").body;
    body.order_id = orderId;
    body.gross_amount = charge.answer.gross_amount;
    body.transaction_id = charge.answer.transaction_id;
    body.status_code = "200";
    body.signature_key = signMidtrans(body as never, SERVER_KEY);
    const response = await fetch(`${MIDTRANS_APP_URL}/v1/webhooks/payments/midtrans`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`notification refused: ${response.status} ${await response.text()}`);
  }

  async function completePayout(withdrawalId: string) {
    const payout = payouts.byReference(withdrawalId);
    if (!payout) throw new Error(`no payout for withdrawal ${withdrawalId}`);
    payouts.setStatus(payout.id, "SUCCEEDED");
    const response = await fetch(`${MIDTRANS_APP_URL}/v1/webhooks/disbursements/xendit`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-callback-token": payouts.callbackToken },
      body: payouts.webhook(payout.id),
    });
    if (!response.ok) throw new Error(`payout webhook refused: ${response.status} ${await response.text()}`);
  }

  /** The newest outbox file of `kind` to `email` matching `test`, waiting up to 10 s for it. */
  async function newestMail(email: string, kind: string, test: (text: string) => boolean = () => true) {
    const outbox = join(DATA_DIR, "outbox");
    for (let i = 0; i < 100; i++) {
      let names: string[] = [];
      try {
        names = readdirSync(outbox);
      } catch {
        // No email yet.
      }
      const newest = names
        .filter((name) => name.includes(`-${kind}-${email}`))
        .sort()
        .map((name) =>
          readFileSync(join(outbox, name), "utf8")
            .replace(/=\r?\n/g, "")
            .replace(/=3D/g, "="),
        )
        .filter(test)
        .at(-1);
      if (newest) return newest;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no ${kind} email for ${email}`);
  }

  async function otp(email: string) {
    const text = await newestMail(email, "otp", (raw) => /^Subject: \d{6} /m.test(raw));
    return (text.match(/^Subject: (\d{6}) /m) as RegExpMatchArray)[1] as string;
  }

  return {
    url: MIDTRANS_APP_URL,
    fake,
    payouts,
    adminEmail,
    completePayout,
    settle,
    otp,
    mail: (email, kind) => newestMail(email, kind),
    async stop() {
      server.kill("SIGTERM");
      await fake.close();
      await payouts.close();
    },
  };
}
