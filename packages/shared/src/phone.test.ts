import { describe, expect, it } from "vitest";
import { formatPhone, normalizePhone } from "./phone";

describe("normalizePhone", () => {
  it.each([
    ["081234567890", "6281234567890"],
    ["0812-3456-7890", "6281234567890"],
    ["+62 812-3456-7890", "6281234567890"],
    ["+6281234567890", "6281234567890"],
    ["6281234567890", "6281234567890"],
    ["81234567890", "6281234567890"],
    ["(0812) 3456.7890", "6281234567890"],
    ["  0857 1234 5678  ", "6285712345678"],
  ])("turns %j into %s", (typed, stored) => {
    expect(normalizePhone(typed)).toBe(stored);
  });

  it.each([
    ["", "nothing"],
    ["bukan nomor", "letters"],
    ["0812abc4567", "letters among digits"],
    ["021-5551234", "a Jakarta landline"],
    ["+1 415 555 0100", "a foreign number"],
    ["08123", "too short"],
    ["0812345678901234", "too long"],
    ["++6281234567890", "a doubled plus"],
  ])("refuses %j (%s)", (typed) => {
    expect(normalizePhone(typed)).toBeNull();
  });
});

describe("formatPhone", () => {
  it("shows stored digits the way people write them", () => {
    expect(formatPhone("6281234567890")).toBe("0812-3456-7890");
  });
});
