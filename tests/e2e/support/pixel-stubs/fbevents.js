/*
 * Stand-in for Meta's https://connect.facebook.net/en_US/fbevents.js in the journeys (no test reaches
 * the internet). It implements only the documented command queue of the Meta Pixel base code
 * (developers.facebook.com/docs/meta-pixel/get-started, "Base Code"): the page's `fbq` pushes its
 * calls onto `fbq.queue` until the library sets `fbq.callMethod`, which then receives every call.
 * This stub sets `callMethod`, replays the queue, and for each `fbq('track', event, params,
 * {eventID})` of an `init`ed pixel sends one hit to https://www.facebook.com/tr/ with the documented
 * image-pixel parameters (developers.facebook.com/docs/meta-pixel/advanced, "Using image tags":
 * `id`, `ev`, `dl` the page, `cd[...]`; `eid` is the event id Meta deduplicates on, developers.facebook.com/docs/
 * marketing-api/conversions-api/deduplicate-pixel-and-server-events), plus `rl`, the page's
 * `document.referrer`, which the real script sends beside `dl`. The journey records those hits.
 */
(() => {
  const fbq = window.fbq;
  if (!fbq || !Array.isArray(fbq.queue)) return;
  const pixels = [];

  function hit(pixelId, event, params, options) {
    const query = new URLSearchParams({ id: pixelId, ev: event, dl: location.href, rl: document.referrer });
    for (const [key, value] of Object.entries(params || {})) {
      query.set(`cd[${key}]`, Array.isArray(value) ? JSON.stringify(value) : String(value));
    }
    if (options?.eventID) query.set("eid", options.eventID);
    fetch(`https://www.facebook.com/tr/?${query}`, { mode: "no-cors", keepalive: true });
  }

  function handle(command, ...args) {
    if (command === "init" && !pixels.includes(args[0])) pixels.push(args[0]);
    if (command === "track") for (const pixelId of pixels) hit(pixelId, args[0], args[1], args[2]);
  }

  fbq.callMethod = handle;
  for (const call of fbq.queue.splice(0)) handle(...call);
})();
