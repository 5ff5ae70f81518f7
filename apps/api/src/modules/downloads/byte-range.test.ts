import { describe, expect, it } from "vitest";
import { resolveRange } from "./byte-range";

describe("resolveRange", () => {
  it("reads start-end, open-ended and suffix ranges, clamped to the size", () => {
    expect(resolveRange("bytes=0-99", 1000)).toEqual({ start: 0, end: 99 });
    expect(resolveRange("bytes=500-", 1000)).toEqual({ start: 500, end: 999 });
    expect(resolveRange("bytes=-100", 1000)).toEqual({ start: 900, end: 999 });
    expect(resolveRange("bytes=900-5000", 1000)).toEqual({ start: 900, end: 999 });
    expect(resolveRange("bytes=-5000", 1000)).toEqual({ start: 0, end: 999 });
  });

  it("answers unsatisfiable past the end", () => {
    expect(resolveRange("bytes=1000-", 1000)).toBe("unsatisfiable");
    expect(resolveRange("bytes=-0", 1000)).toBe("unsatisfiable");
  });

  it("ignores what it cannot serve as one range", () => {
    expect(resolveRange(undefined, 1000)).toBeUndefined();
    expect(resolveRange("bytes=0-1,5-9", 1000)).toBeUndefined();
    expect(resolveRange("items=0-1", 1000)).toBeUndefined();
    expect(resolveRange("bytes=9-1", 1000)).toBeUndefined();
    expect(resolveRange("bytes=-", 1000)).toBeUndefined();
  });
});
