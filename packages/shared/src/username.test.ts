import { describe, expect, it } from "vitest";
import { RESERVED_USERNAMES, USERNAME_PATTERN, usernameProblem } from "./username";

describe("usernameProblem", () => {
  it("accepts lower-case letters, digits, dots and underscores, 3 to 30 long", () => {
    for (const username of ["budi", "toko_sari", "nadia.putri", "abc", "a1_", "x".repeat(30), "demo"]) {
      expect(usernameProblem(username), username).toBeNull();
    }
  });

  it("explains a username that is too short or too long", () => {
    expect(usernameProblem("ab")).toBe("Username minimal 3 karakter");
    expect(usernameProblem("x".repeat(31))).toBe("Username maksimal 30 karakter");
  });

  it("refuses characters that do not belong in a storefront URL", () => {
    for (const username of ["Budi", "toko sari", "toko-sari", "sari!", "budi/../admin", "nadia@putri", "séverine"]) {
      expect(usernameProblem(username), username).toBe(
        "Username hanya boleh berisi huruf kecil, angka, titik dan garis bawah",
      );
      expect(USERNAME_PATTERN.test(username)).toBe(false);
    }
  });

  it("refuses a username that would shadow a page or file of the app", () => {
    for (const username of [
      "dashboard",
      "login",
      "register",
      "blog",
      "checkout",
      "payment",
      "admin",
      "onboard",
      "help",
    ]) {
      expect(usernameProblem(username), username).toBe("Username ini tidak dapat digunakan");
    }
    for (const username of [
      "privacy",
      "terms",
      "api",
      "assets",
      "build.json",
      "sitemap.xml",
      "robots.txt",
      "favicon.ico",
    ]) {
      expect(usernameProblem(username), username).toBe("Username ini tidak dapat digunakan");
    }
  });

  it("refuses the common words people would mistake for Lapak itself", () => {
    for (const username of ["support", "lapak", "www", "admin"]) {
      expect(RESERVED_USERNAMES.has(username), username).toBe(true);
    }
  });

  it("can never give out a first path segment of DESIGN §4, whatever rule catches it", () => {
    for (const segment of ["my-order", "verify-otp", "v1"]) {
      expect(usernameProblem(segment), segment).not.toBeNull();
    }
  });
});
