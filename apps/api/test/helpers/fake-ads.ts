/**
 * A local stand-in for Meta's Conversions API and TikTok's Events API (ADR 0022), answering with
 * the documented examples kept in `fixtures/meta-capi/` and `fixtures/tiktok-events/` (each with
 * its source URL). It checks what the documented requests carry — path, token, the event's required
 * fields — answers the documented refusal otherwise, and can fail the next calls with a 500.
 */
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";

const FIXTURES = fileURLToPath(new URL("../fixtures/", import.meta.url));

/** A documented example: `{ source, description, status?, body, … }`. */
export function adsFixture(name: string): { source: string; status?: number; body: unknown; [key: string]: unknown } {
  return JSON.parse(readFileSync(`${FIXTURES}${name}`, "utf8"));
}

export interface AdsRequest {
  network: "meta" | "tiktok";
  path: string;
  /** Meta's `access_token` query parameter or TikTok's `Access-Token` header. */
  token: string | null;
  // biome-ignore lint/suspicious/noExplicitAny: the JSON our adapters sent, read by the tests.
  body: any;
}

export interface FakeAds {
  /** The base URL for META_GRAPH_URL and TIKTOK_API_URL. */
  url: string;
  /** Every request received, failed ones included. */
  requests: AdsRequest[];
  /** Answers the next `count` requests of `network` with HTTP 500. */
  failNext(network: AdsRequest["network"], count: number): void;
  close(): Promise<void>;
}

const META_EVENTS = /^\/v21\.0\/([^/]+)\/events$/;

export async function startFakeAds(): Promise<FakeAds> {
  const requests: AdsRequest[] = [];
  const failing = { meta: 0, tiktok: 0 };
  const send = (res: ServerResponse, fixture: { status?: number; body: unknown }) =>
    res.writeHead(fixture.status ?? 200, { "content-type": "application/json" }).end(JSON.stringify(fixture.body));

  const server = createServer(async (req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? "/", "http://fake");
    let body: unknown = null;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    } catch {}
    const network = META_EVENTS.test(url.pathname) ? "meta" : "tiktok";
    const token = network === "meta" ? url.searchParams.get("access_token") : (req.headers["access-token"] as string);
    requests.push({ network, path: url.pathname, token: token ?? null, body });
    if (failing[network] > 0) {
      failing[network]--;
      res.writeHead(500, { "content-type": "application/json" }).end('{"error":"temporarily unavailable"}');
      return;
    }
    if (network === "meta") {
      send(
        res,
        adsFixture(validMeta(body, token) ? "meta-capi/purchase-response.json" : "meta-capi/error-response.json"),
      );
    } else if (url.pathname === "/open_api/v1.3/event/track/" && validTiktok(body, token)) {
      send(res, adsFixture("tiktok-events/track-response.json"));
    } else {
      send(res, adsFixture("tiktok-events/error-response.json"));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext(network, count) {
      failing[network] = count;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

// biome-ignore lint/suspicious/noExplicitAny: request JSON as received.
function validMeta(body: any, token: string | null): boolean {
  const event = body?.data?.[0];
  return Boolean(
    token &&
      event &&
      typeof event.event_name === "string" &&
      Number.isInteger(event.event_time) &&
      event.action_source === "website" &&
      event.user_data &&
      typeof event.event_source_url === "string",
  );
}

// biome-ignore lint/suspicious/noExplicitAny: request JSON as received.
function validTiktok(body: any, token: string | null): boolean {
  const event = body?.data?.[0];
  return Boolean(
    token &&
      body.event_source === "web" &&
      typeof body.event_source_id === "string" &&
      event &&
      typeof event.event === "string" &&
      Number.isInteger(event.event_time) &&
      event.user,
  );
}
