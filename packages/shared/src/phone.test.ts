import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatPhone, normalizePhone, PHONE_PATTERN } from "./phone";

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

  it("writes every stored number as text a spreadsheet keeps as it is: leading 0, dashes, all digits", () => {
    fc.assert(
      fc.property(fc.stringMatching(PHONE_PATTERN), (stored) => {
        const shown = formatPhone(stored);
        expect(shown).toMatch(/^0\d{3}-\d{4}-\d+$/);
        // Not a number any spreadsheet would parse (6281234567890 opens as 6.28123E+12).
        expect(Number.isNaN(Number(shown))).toBe(true);
        expect(normalizePhone(shown)).toBe(stored);
      }),
    );
  });
});
