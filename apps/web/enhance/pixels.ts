/**
 * A seller's Meta and TikTok pixels on their own public pages (ADR 0022). Reads `[data-pixels]`
 * (`data-meta`, `data-tiktok`, and the page's event: `data-event`, `data-event-id`,
 * `data-content-id`, `data-content-name`, `data-value` in rupiah), then — once the page has loaded
 * and the browser is idle, so the buyer's page is usable first — installs each network's command
 * queue and fetches its script (third-party code, outside DESIGN §6's 25 KB budget; this loader is
 * inside it). The queues follow the networks' own snippets: Meta `fbq`
 * (developers.facebook.com/docs/meta-pixel/get-started), TikTok `ttq` (TikTok Pixel base code). The
 * Purchase/CompletePayment's event id is the sale's derived event id, the server event's
 * `event_id`, so the two count once.
 *
 * On the order page, whose address is the key to the order, `data-page-url` names the address the
 * pixels may see (ADR 0026): both scripts report `location.href` and `document.referrer` with every
 * hit, Meta's again on each later History change (developers.facebook.com/docs/meta-pixel/
 * implementation/tag_spa). It goes in the address bar by `history.replaceState` (a new document URL
 * without a navigation: HTML Living Standard, "The History interface") before any pixel script is
 * fetched; the page then sends no referrer and must have none from this site (`lib/referrer.ts`);
 * Meta's automatic events, which read the page's links, are off (`fbq('set', 'autoConfig', false,
 * id)`, developers.facebook.com/docs/meta-pixel/advanced). Where that cannot be done, no pixel loads.
 */

import { referredFromHere, sendNoReferrer } from "./lib/referrer";

type Queue = ((...args: unknown[]) => void) & Record<string, unknown>;
type PixelWindow = Window & { fbq?: Queue; _fbq?: Queue; ttq?: Queue & unknown[]; TiktokAnalyticsObject?: string };

const w = window as PixelWindow;
const element = document.querySelector<HTMLElement>("[data-pixels]");
if (element && showsOnly(element.dataset.pageUrl)) whenIdle(() => start(element.dataset));

/**
 * Whether the pixels may load: always without `pageUrl`; with it, once the address bar shows exactly
 * `pageUrl` (no query, no fragment), the page sends no referrer, and its own referrer is no page of
 * this site. Cookies must be on, since a reload of `pageUrl` reads the page's cookie. A page reached
 * from another page of the site (whose address may hold the id) opens `pageUrl` afresh instead,
 * without a referrer: `document.referrer` cannot be changed in place.
 */
function showsOnly(pageUrl: string | undefined): boolean {
  if (!pageUrl) return true;
  if (!navigator.cookieEnabled) return false;
  sendNoReferrer();
  const here = location.pathname + location.search + location.hash;
  if (referredFromHere()) {
    if (here !== pageUrl) location.replace(pageUrl);
    return false;
  }
  if (here !== pageUrl) {
    try {
      history.replaceState(history.state, "", pageUrl);
    } catch {
      return false;
    }
  }
  return location.pathname === pageUrl && location.search === "" && location.hash === "";
}

/** After `load`, then when the browser is idle (or 2 s later where `requestIdleCallback` is missing). */
function whenIdle(run: () => void) {
  const idle = () =>
    "requestIdleCallback" in window ? window.requestIdleCallback(run, { timeout: 4000 }) : setTimeout(run, 2000);
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}

function addScript(src: string) {
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

function start(data: DOMStringMap) {
  const event = data.event;
  const value = Number(data.value ?? 0);
  const contentId = data.contentId ?? "";
  const eventId = data.eventId;
  const params = { value, currency: "IDR", content_ids: [contentId], content_type: "product" };
  if (data.meta) meta(data.meta, event, params, eventId, data.pageUrl === undefined);
  const tiktokEvent = event === "Purchase" ? "CompletePayment" : event === "Lead" ? undefined : event;
  if (data.tiktok) {
    const contents = [{ content_id: contentId, content_name: data.contentName ?? "", quantity: 1 }];
    tiktok(data.tiktok, tiktokEvent, { value, currency: "IDR", content_type: "product", contents }, eventId);
  }
}

function meta(
  pixelId: string,
  event: string | undefined,
  params: object,
  eventId: string | undefined,
  autoConfig: boolean,
) {
  if (!w.fbq) {
    const fbq = ((...args: unknown[]) => {
      const callMethod = fbq.callMethod as ((...a: unknown[]) => void) | undefined;
      if (callMethod) callMethod(...args);
      else (fbq.queue as unknown[]).push(args);
    }) as Queue;
    Object.assign(fbq, { push: fbq, loaded: true, version: "2.0", queue: [] });
    w.fbq = fbq;
    w._fbq = w._fbq ?? fbq;
    addScript("https://connect.facebook.net/en_US/fbevents.js");
  }
  if (!autoConfig) w.fbq("set", "autoConfig", false, pixelId);
  w.fbq("init", pixelId);
  w.fbq("track", "PageView");
  if (event) w.fbq("track", event, params, eventId ? { eventID: eventId } : undefined);
}

const TTQ_METHODS = ["page", "track", "identify", "instances", "debug", "on", "off", "once", "ready", "alias", "group"];

function tiktok(pixelCode: string, event: string | undefined, params: object, eventId: string | undefined) {
  const ttq = (w.ttq ?? []) as unknown as Queue & unknown[];
  w.TiktokAnalyticsObject = "ttq";
  w.ttq = ttq;
  for (const method of TTQ_METHODS) {
    ttq[method] = (...args: unknown[]) => ttq.push([method, ...args]);
  }
  const instances = (ttq._i ?? {}) as Record<string, unknown[] & { _u?: string }>;
  const src = "https://analytics.tiktok.com/i18n/pixel/events.js";
  instances[pixelCode] = Object.assign([], { _u: src });
  Object.assign(ttq, {
    methods: TTQ_METHODS,
    _i: instances,
    _t: { ...(ttq._t as object), [pixelCode]: Date.now() },
    _o: { ...(ttq._o as object), [pixelCode]: {} },
  });
  addScript(`${src}?sdkid=${encodeURIComponent(pixelCode)}&lib=ttq`);
  (ttq.page as () => void)();
  if (event) (ttq.track as (...a: unknown[]) => void)(event, params, eventId ? { event_id: eventId } : undefined);
}
