import { describe, expect, it } from "vitest";
import { consentWords } from "./consent-words";

describe("the consent words of Pelanggan", () => {
  it("says Setuju with the time in WIB, and Tidak setuju, never a bare dash", () => {
    expect(consentWords("2026-11-21T03:05:00.000Z")).toEqual({
      short: "Setuju",
      long: "Setuju sejak 21 November 2026 10.05 WIB",
    });
    expect(consentWords(null)).toEqual({ short: "Tidak setuju", long: "Tidak setuju" });
    expect(consentWords(null, "2026-11-22T03:05:00.000Z")).toEqual({
      short: "Berhenti berlangganan",
      long: "Berhenti berlangganan sejak 22 November 2026 10.05 WIB",
    });
  });
});
