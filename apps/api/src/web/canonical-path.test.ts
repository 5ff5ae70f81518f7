import { describe, expect, it } from "vitest";
import { canonicalRedirect, canonicalStorePath, isCanonicalPath } from "./canonical-path";

describe("canonicalStorePath", () => {
  it("gives the one spelling of a store or product path: decoded, lowercase, no trailing slash", () => {
    const cases: [string, string][] = [
      ["/Demo", "/demo"],
      ["/DEMO", "/demo"],
      ["/demo/", "/demo"],
      ["/demo//", "/demo"],
      ["/%64emo", "/demo"],
      ["/%44EMO", "/demo"],
      ["/DEMO/Some-Slug", "/demo/some-slug"],
      ["/demo/some%2dslug/", "/demo/some-slug"],
      ["/Sari.Id/Kelas-1", "/sari.id/kelas-1"],
    ];
    for (const [path, canonical] of cases) expect(canonicalStorePath(path), path).toBe(canonical);
  });

  it("leaves canonical paths, reserved first segments and paths no store can have alone", () => {
    for (const path of [
      "/",
      "/demo",
      "/demo/some-slug",
      "/Dashboard",
      "/dashboard/",
      "/V1/sellers/demo",
      "/Assets/Index-AbC.js",
      "/Help",
      "/Blog/Some-Post",
      "/checkout/Kelas",
      "//demo",
      "/demo/a/b",
      "/demo/Some_Slug",
      "/demo%2Fslug",
      "/de%20mo",
      "/ab",
    ]) {
      expect(canonicalStorePath(path), path).toBeUndefined();
    }
  });
});

describe("canonicalRedirect", () => {
  it("redirects GET and HEAD with the query as it came, never another method", () => {
    expect(canonicalRedirect("GET", "/Demo?utm_source=ig&x=%41")).toBe("/demo?utm_source=ig&x=%41");
    expect(canonicalRedirect("HEAD", "/demo/Kelas/")).toBe("/demo/kelas");
    expect(canonicalRedirect("GET", "/demo?Q=A")).toBeUndefined();
    expect(canonicalRedirect("POST", "/Demo/kelas")).toBeUndefined();
  });
});

describe("isCanonicalPath", () => {
  it("accepts only lowercase non-empty segments without a trailing slash or dot segments", () => {
    for (const path of ["/", "/demo", "/demo/some-slug", "/sari.id", "/blog/halaman/2", "/help"]) {
      expect(isCanonicalPath(path), path).toBe(true);
    }
    for (const path of ["", "/Demo", "/demo/", "//demo", "/%64emo", "/x/../demo", "/./demo", "/demo/..", "/de mo"]) {
      expect(isCanonicalPath(path), path).toBe(false);
    }
  });
});
