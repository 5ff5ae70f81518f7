import { describe, expect, it } from "vitest";
import { trafficSource } from "./traffic-source";

const appUrl = "https://lapak.id";

describe("trafficSource", () => {
  it("prefers utm_source, in a well-known name", () => {
    expect(trafficSource({ source: "IG", referrer: "https://google.com/", appUrl })).toBe("instagram");
    expect(trafficSource({ source: "wa", appUrl })).toBe("whatsapp");
    expect(trafficSource({ source: "Newsletter Mei!", appUrl })).toBe("newslettermei");
  });

  it("names the referrer's host otherwise", () => {
    expect(trafficSource({ referrer: "https://l.instagram.com/?u=https%3A%2F%2Flapak.id", appUrl })).toBe("instagram");
    expect(trafficSource({ referrer: "https://www.tiktok.com/@sari", appUrl })).toBe("tiktok");
    expect(trafficSource({ referrer: "https://wa.me/", appUrl })).toBe("whatsapp");
    expect(trafficSource({ referrer: "https://www.google.co.id/", appUrl })).toBe("google");
    expect(trafficSource({ referrer: "https://t.co/abc", appUrl })).toBe("x");
    expect(trafficSource({ referrer: "https://m.facebook.com/", appUrl })).toBe("facebook");
    expect(trafficSource({ referrer: "https://blog.contoh.id/a", appUrl })).toBe("blog.contoh.id");
  });

  it("tells the store's own pages and direct visits apart", () => {
    expect(trafficSource({ referrer: "https://lapak.id/demo", appUrl })).toBe("internal");
    expect(trafficSource({ appUrl })).toBe("");
    expect(trafficSource({ referrer: "bukan url", appUrl })).toBe("");
  });
});
