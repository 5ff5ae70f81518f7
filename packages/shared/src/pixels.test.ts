import { describe, expect, it } from "vitest";
import { pixelNetworksOf, widenCspForPixels } from "./pixels";

const CSP =
  "default-src 'self'; script-src 'self' 'nonce-abc'; img-src 'self' data: blob: https:; connect-src 'self'; object-src 'none'";

describe("the CSP of a page with a seller's pixels", () => {
  it("adds only the named networks' hosts to script-src and connect-src", () => {
    const meta = widenCspForPixels(CSP, "meta");
    expect(meta).toContain("script-src 'self' 'nonce-abc' https://connect.facebook.net;");
    expect(meta).toContain("connect-src 'self' https://connect.facebook.net https://www.facebook.com;");
    expect(meta).not.toContain("tiktok");
    expect(widenCspForPixels(CSP, "meta,tiktok")).toContain("https://analytics.tiktok.com");
  });

  it("leaves the policy alone without a pixel or with an unknown name", () => {
    expect(widenCspForPixels(CSP, null)).toBe(CSP);
    expect(widenCspForPixels(CSP, "evil.example")).toBe(CSP);
  });

  it("names the networks a store loads", () => {
    expect(pixelNetworksOf({ metaPixelId: "1", tiktokPixelId: null })).toBe("meta");
    expect(pixelNetworksOf({ metaPixelId: "1", tiktokPixelId: "C" })).toBe("meta,tiktok");
    expect(pixelNetworksOf({ metaPixelId: null, tiktokPixelId: null })).toBeNull();
  });
});
