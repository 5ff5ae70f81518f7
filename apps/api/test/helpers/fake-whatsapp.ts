/**
 * A local fake of Meta's WhatsApp Cloud API send endpoint, `POST /v21.0/{phone-number-id}/messages`,
 * on 127.0.0.1 (random port), answering with the documented bodies in test/fixtures/whatsapp (each
 * with its source URL): the send response with a fresh `wamid` per message, or — once told to —
 * a 500 (retried by the job) or the documented 131026 error (not retried). It records every
 * request (template messages with body parameters and, for an authentication template, the
 * copy-code button of `send_authentication_template_request.json`, which tests compare them with).
 * `statusWebhook` builds a documented status notification for one of our messages, and
 * `signWebhook` signs a body the way Meta does (X-Hub-Signature-256), written here independently of
 * the adapter. A process that cannot read `sent` (the journeys' server, started by Playwright) asks
 * `GET /_fake/messages`, a test-only path Meta does not have, answering `sent` as JSON.
 */
import { createHmac, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";

const FIXTURES = fileURLToPath(new URL("../fixtures/whatsapp/", import.meta.url));

/** One documented example (a deep copy each time). */
// biome-ignore lint/suspicious/noExplicitAny: vendor bodies are free-form JSON, read field by field in tests.
export function whatsappFixture(name: string): { source: string; body: any; query?: Record<string, string> } {
  return JSON.parse(readFileSync(`${FIXTURES}${name}.json`, "utf8"));
}

export interface SentTemplate {
  path: string;
  headers: IncomingHttpHeaders;
  // biome-ignore lint/suspicious/noExplicitAny: the request body as we sent it.
  body: any;
  /** The `wamid` the fake answered with; null when it answered an error. */
  messageId: string | null;
}

export interface FakeWhatsapp {
  /** `WHATSAPP_API_URL` for the app under test. */
  url: string;
  sent: SentTemplate[];
  /** The next `count` sends answer `kind`: HTTP 500, or the documented 400 "Message Undeliverable". */
  failNext(kind: "server_error" | "undeliverable", count?: number): void;
  close(): Promise<void>;
}

/** The fake's own path listing what it received (not part of Meta's API). */
export const FAKE_WHATSAPP_SENT_PATH = "/_fake/messages";

/** Starts the fake on 127.0.0.1:`port` (a free port when 0). */
export async function startFakeWhatsapp({ port: wanted = 0 }: { port?: number } = {}): Promise<FakeWhatsapp> {
  const sent: SentTemplate[] = [];
  const failures: ("server_error" | "undeliverable")[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const reply = (status: number, body: unknown) => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify(body));
      };
      if (request.method === "GET" && request.url === FAKE_WHATSAPP_SENT_PATH) return reply(200, sent);
      if (request.method !== "POST" || !/^\/v21\.0\/[^/]+\/messages$/.test(request.url ?? "")) {
        return reply(404, { error: { message: "Unknown path", code: 100 } });
      }
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "null");
      const failure = failures.shift();
      if (failure) {
        sent.push({ path: request.url ?? "", headers: request.headers, body, messageId: null });
        if (failure === "server_error") return reply(500, { error: { message: "Internal error", code: 1 } });
        return reply(400, whatsappFixture("error_message_undeliverable").body);
      }
      const answer = whatsappFixture("send_template_response").body;
      const messageId = `wamid.${randomBytes(24).toString("base64url")}`;
      answer.contacts[0] = { input: body?.to, wa_id: body?.to };
      answer.messages[0].id = messageId;
      sent.push({ path: request.url ?? "", headers: request.headers, body, messageId });
      reply(200, answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(wanted, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sent,
    failNext(kind, count = 1) {
      for (let i = 0; i < count; i++) failures.push(kind);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The documented status notification `fixture` (e.g. `webhook_status_read`) about message `messageId`. */
export function statusWebhook(fixture: string, messageId: string): string {
  const body = whatsappFixture(fixture).body;
  body.entry[0].changes[0].value.statuses[0].id = messageId;
  return JSON.stringify(body);
}

/** `X-Hub-Signature-256` of `rawBody` with `appSecret`: `sha256=` + hex HMAC-SHA256. */
export function signWebhook(rawBody: string, appSecret: string): string {
  return `sha256=${createHmac("sha256", appSecret).update(rawBody).digest("hex")}`;
}
