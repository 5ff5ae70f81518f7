/**
 * A local fake of Xendit's Payouts API v2 on 127.0.0.1 (random port), answering with the documented
 * bodies in test/fixtures/disbursement-vectors with ids, amounts and accounts from each request:
 * `POST /v2/payouts` (Basic auth, `Idempotency-key`; a key seen before → 400
 * `DUPLICATE_TRANSACTION_ERROR`; account number `0000000000` → 400 `RECIPIENT_ACCOUNT_NUMBER_ERROR`),
 * `GET /v2/payouts/{id}`, `GET /v2/payouts?reference_id=`. Tests move a payout's status
 * (`setStatus`), build its documented webhook (`webhook`), and make the service fail (`failNext`).
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";

const DIR = fileURLToPath(new URL("../fixtures/disbursement-vectors/", import.meta.url));

/** One documented example (a deep copy each time). */
export function loadPayoutVector(name: string): {
  source: string;
  // biome-ignore lint/suspicious/noExplicitAny: vendor bodies are free-form JSON, read field by field in tests.
  body: Record<string, any>;
} {
  return JSON.parse(readFileSync(`${DIR}${name}`, "utf8"));
}

export interface RecordedPayoutRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  // biome-ignore lint/suspicious/noExplicitAny: parsed JSON of what the adapter sent.
  body: any;
}

// biome-ignore lint/suspicious/noExplicitAny: the payout object, shaped like the documented response.
type PayoutObject = Record<string, any>;

/**
 * `http500-after-create`: the payout is made but the answer is lost (HTTP 500) — the retry must find
 * it rather than pay twice. `down`: the connection is dropped before anything happens.
 */
export type PayoutFailure = "down" | "http500-after-create";

export interface FakePayouts {
  url: string;
  secretKey: string;
  callbackToken: string;
  requests: RecordedPayoutRequest[];
  payouts: Map<string, PayoutObject>;
  /** The payout made for our withdrawal `referenceId`, if any. */
  byReference(referenceId: string): PayoutObject | undefined;
  setStatus(payoutId: string, status: string, failureCode?: string): void;
  /** The documented webhook body for this payout as it stands (`event` from its status). */
  webhook(payoutId: string, overrides?: { status?: string; event?: string }): string;
  failNext(mode: PayoutFailure): void;
  close(): Promise<void>;
}

/** The app settings that point Xendit payouts (ADR 0009) at `fake`, with `adminEmail` as the admin. */
export function fakePayoutsEnv(fake: FakePayouts, adminEmail: string): Record<string, string> {
  return {
    ADMIN_EMAILS: adminEmail,
    DISBURSEMENT_SERVICE: "xendit",
    XENDIT_SECRET_KEY: fake.secretKey,
    XENDIT_CALLBACK_TOKEN: fake.callbackToken,
    XENDIT_API_URL: fake.url,
    GATEWAY_TIMEOUT_MS: "2000",
  };
}

const EVENTS: Record<string, string> = {
  SUCCEEDED: "payout.succeeded",
  FAILED: "payout.failed",
  REVERSED: "payout.reversed",
};

export async function startFakePayouts(): Promise<FakePayouts> {
  const secretKey = "xnd_development_fake_payouts_key";
  const callbackToken = "fake-payouts-callback-token";
  const requests: RecordedPayoutRequest[] = [];
  const payouts = new Map<string, PayoutObject>();
  const idempotencyKeys = new Set<string>();
  let failure: PayoutFailure | null = null;
  const authorization = `Basic ${Buffer.from(`${secretKey}:`).toString("base64")}`;

  const server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk) => {
      raw += chunk;
    });
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://fake");
      const body = raw ? JSON.parse(raw) : undefined;
      requests.push({ method: request.method ?? "", path: url.pathname + url.search, headers: request.headers, body });
      const send = (status: number, answer: unknown) => {
        response.writeHead(status, { "Content-Type": "application/json" });
        response.end(JSON.stringify(answer));
      };
      const mode = failure;
      failure = null;
      if (mode === "down") {
        response.socket?.destroy();
        return;
      }
      if (request.headers.authorization !== authorization) {
        send(401, { error_code: "INVALID_API_KEY", message: "API key is invalid" });
        return;
      }
      if (request.method === "POST" && url.pathname === "/v2/payouts") {
        const key = request.headers["idempotency-key"];
        if (typeof key !== "string" || !key) {
          send(400, { error_code: "API_VALIDATION_ERROR", message: "Idempotency-key is required" });
          return;
        }
        if (idempotencyKeys.has(key)) {
          send(400, { error_code: "DUPLICATE_TRANSACTION_ERROR", message: "Idempotency key has been used before" });
          return;
        }
        if (body.channel_properties?.account_number === "0000000000") {
          send(400, { error_code: "RECIPIENT_ACCOUNT_NUMBER_ERROR", message: "Invalid account number" });
          return;
        }
        idempotencyKeys.add(key);
        const now = new Date().toISOString();
        const payout = {
          ...loadPayoutVector("xendit_payout_create_response_accepted.json").body,
          id: `disb-${randomUUID()}`,
          amount: body.amount,
          channel_code: body.channel_code,
          currency: body.currency,
          description: body.description,
          reference_id: body.reference_id,
          channel_properties: body.channel_properties,
          created: now,
          updated: now,
        };
        payouts.set(payout.id, payout);
        if (mode === "http500-after-create") send(500, { error_code: "SERVER_ERROR", message: "Internal error" });
        else send(200, payout);
        return;
      }
      if (request.method === "GET" && url.pathname === "/v2/payouts") {
        const reference = url.searchParams.get("reference_id");
        send(
          200,
          [...payouts.values()].filter((payout) => payout.reference_id === reference),
        );
        return;
      }
      const match = /^\/v2\/payouts\/([^/]+)$/.exec(url.pathname);
      if (request.method === "GET" && match) {
        const payout = payouts.get(decodeURIComponent(match[1]));
        if (payout) send(200, payout);
        else send(404, { error_code: "DATA_NOT_FOUND", message: "Payout not found" });
        return;
      }
      send(404, { error_code: "NOT_FOUND", message: "Not found" });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    callbackToken,
    requests,
    payouts,
    byReference: (referenceId) => [...payouts.values()].find((payout) => payout.reference_id === referenceId),
    setStatus(payoutId, status, failureCode) {
      const payout = payouts.get(payoutId);
      if (!payout) throw new Error(`no payout ${payoutId}`);
      payout.status = status;
      payout.updated = new Date().toISOString();
      if (failureCode) payout.failure_code = failureCode;
    },
    webhook(payoutId, overrides = {}) {
      const payout = payouts.get(payoutId);
      if (!payout) throw new Error(`no payout ${payoutId}`);
      const status = overrides.status ?? payout.status;
      const vector = loadPayoutVector(
        status === "SUCCEEDED" ? "xendit_payout_webhook_succeeded.json" : "xendit_payout_webhook_failed.json",
      ).body;
      return JSON.stringify({
        ...vector,
        event: overrides.event ?? EVENTS[status] ?? "payout.updated",
        data: { ...vector.data, ...payout, status },
      });
    },
    failNext(mode) {
      failure = mode;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
