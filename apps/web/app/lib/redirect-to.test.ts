import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { requestedPath, safeRedirectTo, withRedirectTo } from "./redirect-to";

describe("safeRedirectTo", () => {
  it("keeps a path on this site with its query and fragment", () => {
    expect(safeRedirectTo("/dashboard")).toBe("/dashboard");
    expect(safeRedirectTo("/dashboard/sales?status=paid&page=2")).toBe("/dashboard/sales?status=paid&page=2");
    expect(safeRedirectTo("/dashboard/balance#tarik")).toBe("/dashboard/balance#tarik");
  });

  it("refuses other sites however they are written", () => {
    for (const value of [
      "//evil.com",
      "//evil.com/dashboard",
      "/\\evil.com",
      "/\\/evil.com",
      "\\\\evil.com",
      "https://evil.com",
      "http://127.0.0.1/dashboard",
      "javascript:alert(1)",
      "evil.com",
      "dashboard",
      "/%0d%0a//evil.com".replace("%0d%0a", "\r\n"),
      "/\t/evil.com",
      "/ /evil.com",
      "/dashboard\u0000",
      "/dashboard\u007f",
    ]) {
      expect(safeRedirectTo(value), JSON.stringify(value)).toBeNull();
    }
  });

  it("refuses nothing, non-strings, overlong paths and the sign-in pages themselves", () => {
    expect(safeRedirectTo(null)).toBeNull();
    expect(safeRedirectTo(undefined)).toBeNull();
    expect(safeRedirectTo("")).toBeNull();
    expect(safeRedirectTo(["/dashboard"])).toBeNull();
    expect(safeRedirectTo(`/${"a".repeat(2000)}`)).toBeNull();
    expect(safeRedirectTo("/login")).toBeNull();
    expect(safeRedirectTo("/logout")).toBeNull();
    expect(safeRedirectTo("/verify-otp?email=a@b.id")).toBeNull();
  });

  it("normalises dot segments so they cannot climb out of the site", () => {
    expect(safeRedirectTo("/a/../dashboard")).toBe("/dashboard");
    expect(safeRedirectTo("/../../dashboard")).toBe("/dashboard");
  });

  it("refuses a path that dot segments turn into another host", () => {
    for (const value of ["/.//evil.example", "/%2e//evil.example", "/a/..//evil.example", "/..//evil.example/x?y=1"]) {
      expect(safeRedirectTo(value), value).toBeNull();
    }
  });

  it("never answers another host, and its answer is its own answer (fast-check)", () => {
    const piece = fc.constantFrom("/", "/", "\\", ".", "..", "%2e", "%2f", "%5c", "?", "#", "evil.example", "é");
    const path = fc.array(piece, { maxLength: 8 }).map((parts) => `/${parts.join("")}`);
    fc.assert(
      fc.property(fc.oneof(path, fc.string({ maxLength: 60 })), (value) => {
        const safe = safeRedirectTo(value);
        if (safe === null) return;
        expect(safe).toMatch(/^\/(?![/\\])/);
        expect(new URL(safe, "https://toko.example.id").origin).toBe("https://toko.example.id");
        expect(safeRedirectTo(safe)).toBe(safe);
      }),
      { numRuns: 1000 },
    );
  });

  it("keeps an answer stable however long it grew in escaping", () => {
    const long = `/${"é".repeat(500)}`;
    const safe = safeRedirectTo(long);
    expect(safe === null || safeRedirectTo(safe) === safe).toBe(true);
  });
});

describe("requestedPath", () => {
  it("answers the page's own path and query, also for React Router data requests", () => {
    expect(requestedPath(new Request("http://x.id/dashboard/sales?page=2"))).toBe("/dashboard/sales?page=2");
    expect(requestedPath(new Request("http://x.id/dashboard/sales.data?page=2&_routes=root"))).toBe(
      "/dashboard/sales?page=2",
    );
  });
});

describe("withRedirectTo", () => {
  it("adds a safe path, encoded, and drops an unsafe one", () => {
    expect(withRedirectTo("/login", "/dashboard/sales?page=2")).toBe(
      "/login?redirectTo=%2Fdashboard%2Fsales%3Fpage%3D2",
    );
    expect(withRedirectTo("/login?mode=otp", "/dashboard")).toBe("/login?mode=otp&redirectTo=%2Fdashboard");
    expect(withRedirectTo("/login", "//evil.com")).toBe("/login");
    expect(withRedirectTo("/login", null)).toBe("/login");
  });
});
