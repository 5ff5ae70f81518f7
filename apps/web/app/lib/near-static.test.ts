import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { nearStaticScript } from "./near-static";

const INSTAGRAM_ANDROID =
  "Mozilla/5.0 (Linux; Android 13; SM-A536E; wv) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36 Instagram 312.0.0.34.111 Android";
const TIKTOK_IOS =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 musical_ly_32.5.0 BytedanceWebview/d8a21c6";

/** Runs the near-static script for a page at `href` in `userAgent`; returns where it sends the visitor. */
function escapeFrom(href: string, userAgent: string, appUrl = "https://toko.example.id"): string | null {
  const page = new URL(href);
  const link = { href: "/" };
  const banner = { hidden: true, querySelector: () => link };
  let timer: (() => void) | undefined;
  const location = { href: page.href, pathname: page.pathname, search: page.search, protocol: page.protocol };
  runInNewContext(nearStaticScript(appUrl), {
    URL,
    URLSearchParams,
    Blob,
    navigator: { userAgent, sendBeacon: () => true },
    location,
    document: { cookie: "", referrer: "", querySelectorAll: () => [], getElementById: () => banner },
    setTimeout: (run: () => void) => {
      timer = run;
    },
  });
  if (!timer) return null;
  expect(banner.hidden).toBe(false);
  timer();
  expect(location.href).toBe(link.href);
  return location.href;
}

describe("nearStaticScript", () => {
  it("sends an in-app browser to the page's path on APP_URL's host after the delay", () => {
    expect(escapeFrom("https://toko.example.id/demo?ref=bio", TIKTOK_IOS)).toBe(
      "x-safari-https://toko.example.id/demo?ref=bio&utm_source=tiktok",
    );
    expect(escapeFrom("https://toko.example.id/demo", INSTAGRAM_ANDROID)).toBe(
      "intent://toko.example.id/demo?utm_source=instagram#Intent;scheme=https;package=com.android.chrome;" +
        `S.browser_fallback_url=${encodeURIComponent("https://toko.example.id/demo?utm_source=instagram")};end`,
    );
  });

  it("never names a host the page's location names", () => {
    for (const href of ["https://mirror.example/demo", "https://toko.example.id//evil.example/demo"]) {
      expect(escapeFrom(href, TIKTOK_IOS), href).toMatch(/^x-safari-https:\/\/toko\.example\.id\/(?!\/)/);
      const android = decodeURIComponent(escapeFrom(href, INSTAGRAM_ANDROID) ?? "");
      expect(android, href).toMatch(/^intent:\/\/toko\.example\.id\/(?!\/)/);
      expect(android, href).not.toMatch(/mirror\.example|\/\/evil/);
    }
  });

  it("leaves other browsers on the page", () => {
    const chrome = "Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36";
    expect(escapeFrom("https://toko.example.id/demo", chrome)).toBeNull();
  });
});
