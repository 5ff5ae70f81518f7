import { describe, expect, it } from "vitest";
import { cookieFromHeader } from "./cookies";

describe("cookieFromHeader", () => {
  it("finds a cookie however the header spaces its names and values", () => {
    for (const header of [
      "access_token=abc",
      "theme=x; access_token=abc",
      "theme=x;access_token=abc",
      "access_token =abc",
      " access_token\t= abc ; theme=x",
    ]) {
      expect(cookieFromHeader(header, "access_token"), header).toBe("abc");
    }
  });

  it("takes the first of two, decodes values, and gives null for no cookie or an undecodable value", () => {
    expect(cookieFromHeader("flash=%7B%22a%22%3A1%7D; flash=b", "flash")).toBe('{"a":1}');
    expect(cookieFromHeader("my_access_token=abc", "access_token")).toBeNull();
    expect(cookieFromHeader("access_token", "access_token")).toBeNull();
    expect(cookieFromHeader("access_token=%E0", "access_token")).toBeNull();
    expect(cookieFromHeader("access_token=", "access_token")).toBe("");
    expect(cookieFromHeader(undefined, "access_token")).toBeNull();
  });
});
