import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addMonthsWib, isMemberAt, membershipSpan } from "./membership-period";

/** A WIB wall time as its instant (`"2027-01-31T10:00"` → 03:00 UTC). */
const wib = (wall: string) => new Date(`${wall}:00+07:00`);

describe("addMonthsWib: months on the WIB calendar", () => {
  it("keeps the day and the WIB time", () => {
    expect(addMonthsWib(wib("2027-03-15T10:00"), 1)).toEqual(wib("2027-04-15T10:00"));
    expect(addMonthsWib(wib("2027-11-20T08:30"), 3)).toEqual(wib("2028-02-20T08:30"));
  });

  it("clamps 31 January to the last day of February, 29 in a leap year", () => {
    expect(addMonthsWib(wib("2027-01-31T10:00"), 1)).toEqual(wib("2027-02-28T10:00"));
    expect(addMonthsWib(wib("2028-01-31T10:00"), 1)).toEqual(wib("2028-02-29T10:00"));
    expect(addMonthsWib(wib("2027-03-31T10:00"), 6)).toEqual(wib("2027-09-30T10:00"));
  });

  it("takes 29 February 2028 to 28 February 2029 in 12 months", () => {
    expect(addMonthsWib(wib("2028-02-29T12:00"), 12)).toEqual(wib("2029-02-28T12:00"));
  });

  it("counts the WIB date, not the UTC one, just after WIB midnight", () => {
    // 31 January 00:30 WIB is still 30 January in UTC: the WIB date decides.
    expect(addMonthsWib(wib("2027-01-31T00:30"), 1)).toEqual(wib("2027-02-28T00:30"));
  });

  it("never goes back and never skips a month", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2020-01-01"), max: new Date("2040-01-01"), noInvalidDate: true }),
        fc.constantFrom(1, 3, 6, 12),
        (from, months) => {
          const to = addMonthsWib(from, months);
          const days = (to.getTime() - from.getTime()) / 86_400_000;
          expect(days).toBeGreaterThanOrEqual(months * 28 - 3);
          expect(days).toBeLessThanOrEqual(months * 31 + 1);
        },
      ),
    );
  });
});

describe("membershipSpan: a member's passes folded", () => {
  it("extends an early renewal from the current end: no day is lost", () => {
    const span = membershipSpan([
      { paidAt: wib("2027-01-10T09:00"), months: 1 },
      { paidAt: wib("2027-02-05T09:00"), months: 1 },
    ]);
    expect(span).toEqual({ since: wib("2027-01-10T09:00"), expiresAt: wib("2027-03-10T09:00") });
  });

  it("starts a pass bought after the membership ended at its payment", () => {
    const span = membershipSpan([
      { paidAt: wib("2027-01-10T09:00"), months: 1 },
      { paidAt: wib("2027-04-01T15:00"), months: 3 },
    ]);
    expect(span?.expiresAt).toEqual(wib("2027-07-01T15:00"));
  });

  it("folds in payment order whatever the order given, and is null without a pass", () => {
    const passes = [
      { paidAt: wib("2027-02-05T09:00"), months: 12 },
      { paidAt: wib("2027-01-10T09:00"), months: 1 },
    ];
    expect(membershipSpan(passes)?.expiresAt).toEqual(wib("2028-02-10T09:00"));
    expect(membershipSpan([])).toBeNull();
  });

  it("ends to the millisecond", () => {
    const end = wib("2027-02-10T09:00");
    expect(isMemberAt(end, new Date(end.getTime() - 1))).toBe(true);
    expect(isMemberAt(end, end)).toBe(false);
  });
});
