import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  hasNumberBait,
  TEMPLATE_NAME_FALLBACK,
  TEMPLATE_NAME_MAX,
  TEMPLATE_TITLE_MAX,
  templateFirstName,
  templateTitle,
} from "./template-text";

/** Typed text as strangers type it: letters, digits (ASCII and others), separators, whitespace. */
const typed = fc
  .array(
    fc.oneof(
      fc.string({ unit: "grapheme", maxLength: 8 }),
      fc.stringMatching(/^[0-9]{1,8}$/),
      fc.constantFrom("-", ".", " ", "  ", "\n", "\t", "\u00a0", "(", ")", "+", "/", "٠١٢٣٤٥", "０８１２", "…"),
    ),
    { maxLength: 30 },
  )
  .map((parts) => parts.join(""));

/** What Meta refuses in a parameter: a newline, a tab, more than 4 spaces in a row. */
const REFUSED_BY_META = /[\n\t]| {5,}/;

describe("templateFirstName (ADR 0021)", () => {
  it("keeps the first word's letters, at most 20", () => {
    expect(templateFirstName("Budi Santoso")).toBe("Budi");
    expect(templateFirstName("  Sri-Rahayu  Wulandari")).toBe("SriRahayu");
    expect(templateFirstName("Rekening BCA Anda diblokir hubungi 0812-9999-8888")).toBe("Rekening");
    expect(templateFirstName("Ni'matul")).toBe("Nimatul");
    expect(templateFirstName("Muhammadabdurrahmanwahid")).toBe("Muhammadabdurrahmanw");
    expect(templateFirstName("Jos\u0065\u0301")).toBe("José");
  });

  it("answers Kak when no letter is left", () => {
    for (const name of ["081299998888", "—", "   ", "", "\u200b\u202e"]) {
      expect(templateFirstName(name)).toBe(TEMPLATE_NAME_FALLBACK);
    }
  });

  it("never holds a digit, a space or punctuation, and never more than 20 characters (property)", () => {
    fc.assert(
      fc.property(typed, (name) => {
        const out = templateFirstName(name);
        expect(Array.from(out).length).toBeLessThanOrEqual(TEMPLATE_NAME_MAX);
        expect(out).toMatch(/^[\p{L}\p{M}]+$/u);
        expect(out).not.toMatch(/\p{Nd}/u);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("templateTitle (ADR 0021)", () => {
  it("keeps an ordinary title as it is", () => {
    expect(templateTitle("E-book Resep Nusantara")).toBe("E-book Resep Nusantara");
    expect(templateTitle("Template Planner 2026 (50 halaman)")).toBe("Template Planner 2026 (50 halaman)");
    expect(templateTitle("Cara Dapat Rp1.000.000 Pertama")).toBe("Cara Dapat Rp1.000.000 Pertama");
  });

  it("removes numbers of 6 digits or more, also split by dashes, dots or spaces", () => {
    expect(templateTitle("Hubungi 081299998888 sekarang")).toBe("Hubungi … sekarang");
    expect(templateTitle("Hubungi 0812-9999-8888 sekarang")).toBe("Hubungi … sekarang");
    expect(templateTitle("WA +62 812 9999 8888")).toBe("WA +…");
    expect(templateTitle("Telepon (021) 555-1234")).toBe("Telepon (…");
    expect(templateTitle("Rahasia Rp10.000.000/hari")).toBe("Rahasia Rp…/hari");
    expect(templateTitle("Kode ０８１２３４５６")).toBe("Kode …");
    expect(templateTitle("123456")).toBe("Produk");
  });

  it("puts the title on one line and cuts it to 60 characters", () => {
    expect(templateTitle("Kelas\nMenjahit\t\tdasar      lengkap")).toBe("Kelas Menjahit dasar lengkap");
    const long = templateTitle("Panduan ".repeat(20));
    expect(Array.from(long)).toHaveLength(TEMPLATE_TITLE_MAX);
    expect(long.endsWith("…")).toBe(true);
  });

  it("never holds 6 digits in a row, never what Meta refuses, never more than 60 characters (property)", () => {
    fc.assert(
      fc.property(typed, (title) => {
        const out = templateTitle(title);
        expect(Array.from(out).length).toBeLessThanOrEqual(TEMPLATE_TITLE_MAX);
        expect(out).not.toMatch(/\p{Nd}{6}/u);
        expect(hasNumberBait(out)).toBe(false);
        expect(out).not.toMatch(REFUSED_BY_META);
        expect(out.length).toBeGreaterThan(0);
      }),
      { numRuns: 2000 },
    );
  });
});
