/**
 * In-app webviews (Instagram, Facebook, TikTok, Line … on Android/iOS) are poor places to pay and
 * download, so the page re-opens itself in the phone's browser (SPEC §2, DESIGN §5). The traffic
 * source travels along as `utm_source` so the view counts once, with its real source (DESIGN §4).
 */
import { IN_APP_BROWSERS } from "../../lib/in-app-browsers";

export interface WebviewEscape {
  /** Where the external browser opens: an `intent://` (Android) or `x-safari-https://` (iOS) URL. */
  href: string;
}

/**
 * Returns the URL that opens `request`'s page (its path and query) in the external browser on
 * `appUrl`'s host — never a host the request names (DESIGN §5) — or null when the request does not
 * come from a known in-app browser on Android or iOS.
 */
export function webviewEscapeFor(request: Request, appUrl: string): WebviewEscape | null {
  const userAgent = request.headers.get("user-agent") ?? "";
  const inApp = IN_APP_BROWSERS.find(({ pattern }) => pattern.test(userAgent));
  if (!inApp) return null;
  const android = /Android/i.test(userAgent);
  const ios = /iPhone|iPad|iPod/i.test(userAgent);
  if (!android && !ios) return null;

  const requested = new URL(request.url);
  const url = new URL(appUrl);
  // One leading slash: `host//other` is no other host, but it is no page of ours either.
  url.pathname = requested.pathname.replace(/\.data$/, "").replace(/^\/+/, "/");
  url.search = requested.search;
  if (!url.searchParams.has("utm_source")) url.searchParams.set("utm_source", inApp.source);
  const target = `${url.host}${url.pathname}${url.search}`;
  if (android) {
    // Chrome intent URL: https://developer.chrome.com/docs/android/intents
    return {
      href: `intent://${target}#Intent;scheme=https;package=com.android.chrome;S.browser_fallback_url=${encodeURIComponent(url.href)};end`,
    };
  }
  return { href: `x-safari-https://${target}` };
}
