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
