/**
 * WhatsApp for the journeys (ADR 0021): the journeys' server runs with `WHATSAPP_PROVIDER=cloud`
 * against the local fake of Meta's WhatsApp Cloud API that the API tests use
 * (apps/api/test/helpers/fake-whatsapp.ts, answering Meta's documented examples in
 * apps/api/test/fixtures/whatsapp), started by Playwright before the server
 * (`whatsapp-cloud-fake.ts`, its own port `E2E_WHATSAPP_PORT`, default `E2E_PORT` + 1000). A
 * journey reads what the fake received and plays Meta's status webhook, signed with the app secret
 * as Meta signs it.
 */
import {
  FAKE_WHATSAPP_SENT_PATH,
  type SentTemplate,
  signWebhook,
  statusWebhook,
} from "../../../apps/api/test/helpers/fake-whatsapp";
import { E2E_BASE_URL, E2E_PORT } from "./server";

export const E2E_WHATSAPP_PORT = Number(process.env.E2E_WHATSAPP_PORT ?? E2E_PORT + 1000);
const FAKE_URL = `http://127.0.0.1:${E2E_WHATSAPP_PORT}`;
/** What the fake received, as JSON; Playwright also waits for it to answer before starting the server. */
export const E2E_WHATSAPP_SENT_URL = `${FAKE_URL}${FAKE_WHATSAPP_SENT_PATH}`;
const APP_SECRET = "e2e-whatsapp-app-secret";

/** The server's WhatsApp settings (docs/operations.md "WhatsApp"), pointed at the fake. */
export const E2E_WHATSAPP_ENV = {
  WHATSAPP_PROVIDER: "cloud",
  WHATSAPP_API_URL: FAKE_URL,
  WHATSAPP_TOKEN: "EAAG-e2e-token",
  WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
  WHATSAPP_APP_SECRET: APP_SECRET,
  WHATSAPP_VERIFY_TOKEN: "e2e-verify-token",
} as const;

/**
 * The first message the fake received to `to` (`62…`) with template `template`, polling for up to
 * `timeoutMs` ms (messages leave as background jobs just after the payment). Throws when none came.
 */
export async function whatsappTo(to: string, template: string, timeoutMs = 15_000): Promise<SentTemplate> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const sent: SentTemplate[] = await (await fetch(E2E_WHATSAPP_SENT_URL)).json();
    const message = sent.find((one) => one.body?.to === to && one.body?.template?.name === template);
    if (message) return message;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No WhatsApp template ${template} to ${to} reached the fake at ${FAKE_URL}`);
}

/** Every message the fake received to `to`. */
export async function whatsappsTo(to: string): Promise<SentTemplate[]> {
  const sent: SentTemplate[] = await (await fetch(E2E_WHATSAPP_SENT_URL)).json();
  return sent.filter((one) => one.body?.to === to);
}

/**
 * Meta reports message `messageId` with the documented status notification `fixture` (e.g.
 * `webhook_status_delivered`), timed now as Meta times a fresh status (the example's own timestamp
 * is from 2025): posted to the server's webhook with its `X-Hub-Signature-256`, from outside any
 * browser (no cookie), as Meta's servers post it.
 */
export async function reportWhatsappStatus(fixture: string, messageId: string): Promise<void> {
  const notification = JSON.parse(statusWebhook(fixture, messageId));
  notification.entry[0].changes[0].value.statuses[0].timestamp = String(Math.floor(Date.now() / 1000));
  const body = JSON.stringify(notification);
  const response = await fetch(`${E2E_BASE_URL}/v1/webhooks/whatsapp`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-hub-signature-256": signWebhook(body, APP_SECRET) },
    body,
  });
  if (!response.ok) throw new Error(`The WhatsApp webhook answered ${response.status}`);
}
