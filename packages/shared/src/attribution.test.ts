import { describe, expect, it } from "vitest";
import { attributionFrom, attributionFromCookie, fbcOf, sourceLabel } from "./attribution";

const NOW = 1_764_000_000_000;

describe("landing attribution", () => {
  it("keeps the UTM values and click ids of a landing, with its time, and nothing for a direct visit", () => {
    const landing = attributionFrom(
      new URLSearchParams("utm_source=instagram&utm_campaign=promo&fbclid=IwAR1&ref=abc&t=1763999999000"),
      NOW,
    );
    expect(landing).toEqual({
      utmSource: "instagram",
      utmCampaign: "promo",
      fbclid: "IwAR1",
      landedAt: 1_763_999_999_000,
    });
    expect(attributionFrom(new URLSearchParams("ref=abc"), NOW)).toBeNull();
    // A landing time from the future is not believed.
    expect(attributionFrom(new URLSearchParams(`ttclid=E.C.P.x&t=${NOW + 1}`), NOW)?.landedAt).toBe(NOW);
  });

  it("cuts long values and drops control characters", () => {
    const landing = attributionFrom(new URLSearchParams({ utm_term: `a\u0000b${"x".repeat(300)}` }), NOW);
    expect(landing?.utmTerm).toHaveLength(200);
    expect(landing?.utmTerm?.startsWith("abx")).toBe(true);
  });

  it("credits a store only with a landing on that store's pages", () => {
    const cookie = encodeURIComponent(
      new URLSearchParams({ s: "sari", t: "1763999999000", utm_source: "tiktok" }).toString(),
    );
    expect(attributionFromCookie(cookie, "sari", NOW)).toEqual({ utmSource: "tiktok", landedAt: 1_763_999_999_000 });
    expect(attributionFromCookie(cookie, "budi", NOW)).toBeNull();
    expect(attributionFromCookie("%E0%A4%A", "sari", NOW)).toBeNull();
  });

  it("builds Meta's fbc from the click and names the source", () => {
    expect(fbcOf({ fbclid: "IwAR1", landedAt: 1_554_763_741_205 })).toBe("fb.1.1554763741205.IwAR1");
    expect(fbcOf({ utmSource: "instagram" })).toBeUndefined();
    expect(sourceLabel({ utmSource: "instagram", fbclid: "x" })).toBe("instagram");
    expect(sourceLabel({ fbclid: "x" })).toBe("facebook");
    expect(sourceLabel({ ttclid: "x" })).toBe("tiktok");
    expect(sourceLabel(null)).toBe("Langsung");
  });
});
