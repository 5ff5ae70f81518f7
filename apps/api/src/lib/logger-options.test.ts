import { describe, expect, it } from "vitest";
import { redactUrl } from "./logger-options";

describe("redactUrl", () => {
  it("keeps a URL without a query as it is", () => {
    expect(redactUrl("/v1/sellers/toko_sari")).toBe("/v1/sellers/toko_sari");
  });

  it("blanks the values of sensitive keys and keeps the rest in order", () => {
    expect(redactUrl("/v1/downloads/a/b?expires=1790000000&signature=abc123&page=2")).toBe(
      "/v1/downloads/a/b?expires=1790000000&signature=[REDACTED]&page=2",
    );
    expect(redactUrl("/login?Password=x&access_token=y&phone=0812&kode=1&otp_code=123456")).toBe(
      "/login?Password=[REDACTED]&access_token=[REDACTED]&phone=[REDACTED]&kode=1&otp_code=[REDACTED]",
    );
  });

  it("blanks a search, which a seller types to find a buyer by email or phone", () => {
    expect(redactUrl("/v1/customers?q=budi%40gmail.com&perPage=20")).toBe("/v1/customers?q=[REDACTED]&perPage=20");
  });

  it("reads a percent-encoded key, and blanks a key it cannot read", () => {
    expect(redactUrl("/x?pass%77ord=rahasia")).toBe("/x?pass%77ord=[REDACTED]");
    expect(redactUrl("/x?%E0%A4%A=rahasia")).toBe("/x?%E0%A4%A=[REDACTED]");
  });
});
