/**
 * Ad attribution (ADR 0022): the landing parameters of a store or product visit, kept in
 * the first-party cookie `lapak_attr` for 30 days (the last visit that carried any of them wins) and
 * stored on the transaction at checkout. Zod-free: the web server, the checkout action and the
 * inline script of cached pages read the same names.
 */

/** The landing URL's parameters we keep, as they appear in the URL. */
export const ATTRIBUTION_PARAMS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_content",
  "utm_term",
  "fbclid",
  "ttclid",
] as const;
export type AttributionParam = (typeof ATTRIBUTION_PARAMS)[number];

/** The first-party cookie holding the last non-direct landing (`s` store, `t` landing ms, the params). */
export const ATTRIBUTION_COOKIE = "lapak_attr";
/** The cookie's life, seconds (30 days). */
export const ATTRIBUTION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** Longest value kept per parameter, characters; longer ones are cut. */
export const ATTRIBUTION_VALUE_MAX = 200;

/**
 * What a transaction remembers of the visit that led to it (`transactions.attribution`): the UTM
 * values, Meta's and TikTok's click ids, and when the landing happened (ms since epoch; Meta's
 * `fbc` is `fb.1.{landedAt}.{fbclid}`).
 */
export interface Attribution {
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmContent?: string;
  utmTerm?: string;
  fbclid?: string;
  ttclid?: string;
  landedAt?: number;
}

const KEYS: Record<AttributionParam, keyof Attribution> = {
  utm_source: "utmSource",
  utm_medium: "utmMedium",
  utm_campaign: "utmCampaign",
  utm_content: "utmContent",
  utm_term: "utmTerm",
  fbclid: "fbclid",
  ttclid: "ttclid",
};

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** A parameter's value, trimmed, without control characters, cut to `ATTRIBUTION_VALUE_MAX`; undefined when empty. */
function clean(value: string | null | undefined): string | undefined {
  if (typeof value !== "string") return undefined;
  const cleaned = value.replace(CONTROL_CHARACTERS, "").trim().slice(0, ATTRIBUTION_VALUE_MAX);
  return cleaned || undefined;
}

/**
 * The attribution in `params` (a landing URL's query, a cookie's value, a form), or null when it
 * carries none of `ATTRIBUTION_PARAMS` (a direct visit). `t` (landing ms) is kept when it is a
 * plausible time; otherwise `now`.
 */
export function attributionFrom(params: URLSearchParams, now = Date.now()): Attribution | null {
  const attribution: Attribution = {};
  for (const param of ATTRIBUTION_PARAMS) {
    const value = clean(params.get(param));
    if (value) attribution[KEYS[param]] = value as never;
  }
  if (Object.keys(attribution).length === 0) return null;
  const landedAt = Number(params.get("t"));
  attribution.landedAt = Number.isSafeInteger(landedAt) && landedAt > 0 && landedAt <= now ? landedAt : now;
  return attribution;
}

/**
 * Reads the `lapak_attr` cookie's value (a URL query: `s=store&t=ms&utm_source=…`): the attribution
 * it holds when it was set on `store`'s pages, else null (a landing on another store does not
 * credit this one).
 */
export function attributionFromCookie(value: string | null, store: string, now = Date.now()): Attribution | null {
  if (!value) return null;
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(decodeURIComponent(value));
  } catch {
    return null;
  }
  if (params.get("s") !== store) return null;
  return attributionFrom(params, now);
}

/** Meta's `fbc` for a click id: `fb.1.{landing ms}.{fbclid}` (Meta "fbp and fbc parameters"). */
export function fbcOf(attribution: Attribution | null | undefined): string | undefined {
  if (!attribution?.fbclid || !attribution.landedAt) return undefined;
  return `fb.1.${attribution.landedAt}.${attribution.fbclid}`;
}

/** What a sale's source reads as: `utm_source`, else the click id's network, else "Langsung" (direct). */
export function sourceLabel(attribution: Attribution | null | undefined): string {
  if (attribution?.utmSource) return attribution.utmSource;
  if (attribution?.fbclid) return "facebook";
  if (attribution?.ttclid) return "tiktok";
  return DIRECT_SOURCE;
}

/** The source of a sale without any landing parameter. */
export const DIRECT_SOURCE = "Langsung";
