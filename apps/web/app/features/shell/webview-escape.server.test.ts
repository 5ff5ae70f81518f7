import { describe, expect, it } from "vitest";
import { webviewEscapeFor } from "./webview-escape.server";

const INSTAGRAM_ANDROID =
  "Mozilla/5.0 (Linux; Android 13; SM-A536E; wv) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36 Instagram 312.0.0.34.111 Android";
const TIKTOK_IOS =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 musical_ly_32.5.0 BytedanceWebview/d8a21c6";
const APP_URL = "https://toko.example.id";

const requestFrom = (url: string, userAgent: string) => new Request(url, { headers: { "user-agent": userAgent } });

describe("webviewEscapeFor", () => {
  it("opens the page's path and query on APP_URL's host, in Chrome or Safari", () => {
    expect(webviewEscapeFor(requestFrom(`${APP_URL}/demo?ref=bio`, INSTAGRAM_ANDROID), APP_URL)?.href).toBe(
      "intent://toko.example.id/demo?ref=bio&utm_source=instagram#Intent;scheme=https;package=com.android.chrome;" +
        `S.browser_fallback_url=${encodeURIComponent(`${APP_URL}/demo?ref=bio&utm_source=instagram`)};end`,
    );
    expect(webviewEscapeFor(requestFrom(`${APP_URL}/login.data?utm_source=ig`, TIKTOK_IOS), APP_URL)?.href).toBe(
      "x-safari-https://toko.example.id/login?utm_source=ig",
    );
  });

  it("never names a host the request names", () => {
    for (const url of ["https://evil.example/login", "https://toko.example.id//evil.example/login"]) {
      const android = webviewEscapeFor(requestFrom(url, INSTAGRAM_ANDROID), APP_URL)?.href ?? "";
      const ios = webviewEscapeFor(requestFrom(url, TIKTOK_IOS), APP_URL)?.href ?? "";
      expect(android, url).toMatch(/^intent:\/\/toko\.example\.id\/(?!\/)/);
      expect(decodeURIComponent(android), url).toContain("S.browser_fallback_url=https://toko.example.id/");
      expect(decodeURIComponent(android), url).not.toMatch(/\/\/evil\.example|https:\/\/evil/);
      expect(ios, url).toMatch(/^x-safari-https:\/\/toko\.example\.id\/(?!\/)/);
    }
  });

  it("leaves a browser that is no webview alone", () => {
    const chrome = "Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36";
    expect(webviewEscapeFor(requestFrom(`${APP_URL}/demo`, chrome), APP_URL)).toBeNull();
  });
});
