import { describe, expect, it } from "vitest";
import { namesDiffer, normalizeName } from "./names";

describe("normalizeName", () => {
  it("ignores case, accents, punctuation and extra spaces", () => {
    expect(normalizeName(" Siti  Nur'aini, S.Pd ")).toBe("SITI NURAINI SPD");
    expect(normalizeName("André")).toBe("ANDRE");
  });
});

describe("namesDiffer", () => {
  it("sees a bank's upper-case record of the KTP name as the same person", () => {
    expect(namesDiffer("Sari Wulandari", "SARI WULANDARI")).toBe(false);
    expect(namesDiffer("Sari  Wulandari", "sari wulandari.")).toBe(false);
  });

  it("flags another person's account", () => {
    expect(namesDiffer("Sari Wulandari", "Budi Santoso")).toBe(true);
    expect(namesDiffer("Sari Wulandari", "Sari")).toBe(true);
  });

  it("says nothing while either name is still empty", () => {
    expect(namesDiffer("", "Budi Santoso")).toBe(false);
    expect(namesDiffer("Sari", "  ")).toBe(false);
  });
});
