import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pageUrl, refuseOffOriginTarget } from "./request-target";

const ORIGIN = "https://toko.example.id";

describe("refuseOffOriginTarget", () => {
  it("lets a plain path through, whatever its query says", () => {
    for (const url of ["/", "/login", "/demo/kelas?utm_source=x", "/login?redirectTo=//evil.example", "/a/%2F%2Fb"]) {
      expect(refuseOffOriginTarget("GET", url), url).toBeNull();
    }
  });

  it("sends every spelling of a network-path reference to its single-slash form", () => {
    for (const url of [
      "//evil.example/login",
      "///evil.example/login",
      "/\\evil.example/login",
      "/\\/evil.example/login",
      "/%2F%2Fevil.example/login",
      "/%2f/evil.example/login",
      "/%5Cevil.example/login",
      "/.//evil.example/login",
      "/%2e//evil.example/login",
      "/x/..//evil.example/login",
    ]) {
      expect(refuseOffOriginTarget("GET", url), url).toEqual({ status: 301, location: "/evil.example/login" });
    }
    expect(refuseOffOriginTarget("HEAD", "//evil.example/?a=1&b=%2F")).toEqual({
      status: 301,
      location: "/evil.example/?a=1&b=%2F",
    });
  });

  it("answers 404 to other methods and to targets that are no path", () => {
    expect(refuseOffOriginTarget("POST", "//evil.example/login")).toEqual({ status: 404 });
    expect(refuseOffOriginTarget("GET", "http://evil.example/login")).toEqual({ status: 404 });
    expect(refuseOffOriginTarget("GET", "*")).toEqual({ status: 404 });
  });

  it("redirects to a target it lets through, on the app's origin (fast-check)", () => {
    const piece = fc.constantFrom(
      "/",
      "\\",
      ".",
      "..",
      "%2e",
      "%2f",
      "%2F",
      "%5c",
      "%5C",
      "evil.example",
      "@",
      "?",
      "#",
    );
    const target = fc.array(piece, { minLength: 1, maxLength: 10 }).map((parts) => `/${parts.join("")}`);
    fc.assert(
      fc.property(target, (url) => {
        const refused = refuseOffOriginTarget("GET", url);
        if (refused === null) {
          expect(pageUrl(ORIGIN, url).origin).toBe(ORIGIN);
          return;
        }
        if (refused.status !== 301) return;
        expect(refused.location).toMatch(/^\/(?![/\\])/);
        expect(refuseOffOriginTarget("GET", refused.location)).toBeNull();
        expect(new URL(refused.location, ORIGIN).origin).toBe(ORIGIN);
      }),
      { numRuns: 1000 },
    );
  });
});

describe("pageUrl", () => {
  it("keeps the app's origin for a target another parser reads as a host", () => {
    expect(pageUrl(ORIGIN, "//evil.example/login").href).toBe(`${ORIGIN}//evil.example/login`);
    expect(pageUrl(ORIGIN, "/@evil.example").origin).toBe(ORIGIN);
    expect(() => pageUrl(ORIGIN, "@evil.example/x")).toThrow();
  });
});
