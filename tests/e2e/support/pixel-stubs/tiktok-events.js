/*
 * Stand-in for TikTok's https://analytics.tiktok.com/i18n/pixel/events.js in the journeys (no test
 * reaches the internet). It implements only the documented queue of the TikTok Pixel base code
 * (TikTok for Business, "Get started with the TikTok Pixel" → manual setup base code; developer docs
 * ads.tiktok.com/marketing_api/docs?id=1739583652957185): `window.ttq` is an array, each method in
 * `ttq.methods` pushes `[method, ...args]` onto it, `ttq._i[pixelCode]` holds the pixel the page
 * loaded (`events.js?sdkid={pixelCode}&lib=ttq`). This stub replays that array, then handles later
 * calls directly, and for `ttq.page()` and `ttq.track(event, properties, {event_id})` posts one hit
 * to https://analytics.tiktok.com/api/v2/pixel (the host the real script reports to) whose JSON
 * names the fields as TikTok's Events API does (`event`, `event_id`, `properties`, pixel `code`,
 * `page.url`, `page.referrer`).
 * The body is this stub's own recording format: the real script's is not documented.
 */
(() => {
  const ttq = window.ttq;
  if (!Array.isArray(ttq)) return;
  const script = document.currentScript;
  const pixelCode = script ? new URL(script.src).searchParams.get("sdkid") : Object.keys(ttq._i || {})[0];

  function hit(event, properties, options) {
    const body = {
      event,
      event_id: options?.event_id,
      properties: properties || {},
      context: { pixel: { code: pixelCode }, page: { url: location.href, referrer: document.referrer } },
    };
    fetch("https://analytics.tiktok.com/api/v2/pixel", {
      method: "POST",
      mode: "no-cors",
      keepalive: true,
      headers: { "content-type": "text/plain" },
      body: JSON.stringify(body),
    });
  }

  function handle(method, ...args) {
    if (method === "page") hit("Pageview");
    if (method === "track") hit(args[0], args[1], args[2]);
  }

  for (const method of ttq.methods || []) ttq[method] = (...args) => handle(method, ...args);
  for (const call of ttq.splice(0)) if (Array.isArray(call)) handle(...call);
})();
