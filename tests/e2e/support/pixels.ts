/**
 * Sellers' pixels in a journey's browser (ADR 0022), with no request leaving the machine: every
 * request to Meta's or TikTok's pixel hosts is answered here. The two scripts are the local
 * stand-ins in `pixel-stubs/` (each implements its network's documented queue and cites it); their
 * hits — one per `fbq('track', …)` / `ttq.page()` / `ttq.track(…)` — are recorded as `PixelHit`s,
 * and every request to those hosts as `requests` (and whole, with body and `Referer`, as `sent`),
 * so a page that loads no pixel shows none and a journey can read everything a network would
 * receive.
 */
import { readFileSync } from "node:fs";
import type { BrowserContext } from "@playwright/test";

const STUBS = new URL("./pixel-stubs/", import.meta.url);
const META_SCRIPT = readFileSync(new URL("fbevents.js", STUBS), "utf8");
const TIKTOK_SCRIPT = readFileSync(new URL("tiktok-events.js", STUBS), "utf8");

/** The hosts of both networks' scripts and hits (`@lapak/shared/pixels` `PIXEL_CSP_SOURCES`). */
const PIXEL_HOSTS =
  /^https:\/\/(connect\.facebook\.net|www\.facebook\.com|analytics\.tiktok\.com|analytics-ipv6\.tiktokw\.us)\//;

export interface PixelHit {
  network: "meta" | "tiktok";
  /** Meta pixel id or TikTok pixel code. */
  pixel: string;
  event: string;
  /** Meta's `eventID` / TikTok's `event_id`; undefined when the page gave none. */
  eventId?: string;
  /** Meta's `cd[...]` values as strings; TikTok's properties as sent. */
  params: Record<string, unknown>;
  /** The page that fired it (Meta's `dl`, TikTok's `page.url`). */
  page: string;
  /** The page's `document.referrer` as the hit reports it (Meta's `rl`, TikTok's `page.referrer`). */
  referrer: string;
}

/** One request to a pixel host, whole: what the network receives. */
export interface PixelRequest {
  url: string;
  /** The POST body, or null. */
  body: string | null;
  /** The `Referer` header the browser sent with it, or null (the page's Referrer-Policy decides). */
  referer: string | null;
}

export interface PixelRecorder {
  hits: PixelHit[];
  /** Every URL requested from a pixel host (scripts and hits). */
  requests: string[];
  /** The same requests with their bodies and `Referer` headers. */
  sent: PixelRequest[];
  /** Forgets what was recorded (before the next page). */
  clear(): void;
}

/** Routes `context`'s requests to the pixel hosts to the stubs and records them. */
export async function recordPixels(context: BrowserContext): Promise<PixelRecorder> {
  const recorder: PixelRecorder = {
    hits: [],
    requests: [],
    sent: [],
    clear() {
      recorder.hits.length = 0;
      recorder.requests.length = 0;
      recorder.sent.length = 0;
    },
  };
  await context.route(PIXEL_HOSTS, async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    recorder.requests.push(url.href);
    const referer = (await request.allHeaders()).referer ?? null;
    recorder.sent.push({ url: url.href, body: request.postData(), referer });
    if (url.host === "connect.facebook.net" && url.pathname.endsWith("/fbevents.js")) {
      return route.fulfill({ contentType: "text/javascript", body: META_SCRIPT });
    }
    if (url.host === "analytics.tiktok.com" && url.pathname === "/i18n/pixel/events.js") {
      return route.fulfill({ contentType: "text/javascript", body: TIKTOK_SCRIPT });
    }
    if (url.host === "www.facebook.com" && url.pathname === "/tr/") {
      const query = url.searchParams;
      const params = Object.fromEntries(
        [...query].filter(([key]) => key.startsWith("cd[")).map(([key, value]) => [key.slice(3, -1), value]),
      );
      recorder.hits.push({
        network: "meta",
        pixel: query.get("id") ?? "",
        event: query.get("ev") ?? "",
        eventId: query.get("eid") ?? undefined,
        params,
        page: query.get("dl") ?? "",
        referrer: query.get("rl") ?? "",
      });
    }
    if (url.host === "analytics.tiktok.com" && url.pathname === "/api/v2/pixel") {
      const body = JSON.parse(request.postData() ?? "{}");
      recorder.hits.push({
        network: "tiktok",
        pixel: body.context?.pixel?.code ?? "",
        event: body.event ?? "",
        eventId: body.event_id,
        params: body.properties ?? {},
        page: body.context?.page?.url ?? "",
        referrer: body.context?.page?.referrer ?? "",
      });
    }
    return route.fulfill({ status: 200, contentType: "text/plain", body: "" });
  });
  return recorder;
}
