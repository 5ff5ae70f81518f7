import { describe, expect, it } from "vitest";
import { certificateCodeFrom, isCertificateCode } from "./certificate-code";

describe("certificate codes", () => {
  it("spells eight base32 digits after SRT-", () => {
    expect(certificateCodeFrom([0, 1, 10, 17, 18, 21, 27, 31])).toBe("SRT-01AHJNVZ");
  });

  it("refuses a digit outside 0–31 and a wrong count", () => {
    expect(() => certificateCodeFrom([0, 1, 2, 3, 4, 5, 6, 32])).toThrow(RangeError);
    expect(() => certificateCodeFrom([0, 1, 2])).toThrow(RangeError);
  });

  it("accepts only codes as issued", () => {
    expect(isCertificateCode("SRT-01AHJNVZ")).toBe(true);
    for (const wrong of [
      "SRT-01AHJMV",
      "SRT-01AHJMVZ0",
      "srt-01ahjmvz",
      "SRT-01AHJMVI",
      "SRT-0LAHJMVZ",
      "LPK-01AHJMVZ",
    ]) {
      expect(isCertificateCode(wrong)).toBe(false);
    }
  });
});
