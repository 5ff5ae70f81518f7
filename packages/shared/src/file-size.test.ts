import { describe, expect, it } from "vitest";
import { formatFileSize } from "./file-size";

describe("formatFileSize", () => {
  it("reads bytes, kilobytes, megabytes and gigabytes with a decimal comma", () => {
    expect(formatFileSize(820)).toBe("820 B");
    expect(formatFileSize(12_800)).toBe("12,5 KB");
    expect(formatFileSize(3_565_158)).toBe("3,4 MB");
    expect(formatFileSize(1_288_490_189)).toBe("1,2 GB");
  });

  it("drops a zero decimal and moves up instead of reading 1024", () => {
    expect(formatFileSize(2048)).toBe("2 KB");
    expect(formatFileSize(1024 * 1024 - 1)).toBe("1 MB");
  });

  it("reads nonsense as 0 B", () => {
    expect(formatFileSize(-1)).toBe("0 B");
    expect(formatFileSize(Number.NaN)).toBe("0 B");
  });
});
