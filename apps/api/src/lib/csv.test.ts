import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CSV_BOM, csvField, csvRow } from "./csv";

/** The text a spreadsheet reads from one field `csvField` wrote (quotes removed, doubled quotes undone). */
function unquote(field: string): string {
  return field.startsWith('"') ? field.slice(1, -1).replace(/""/g, '"') : field;
}

describe("CSV (RFC 4180)", () => {
  it("quotes fields with commas, quotes and line breaks, doubling the quotes", () => {
    expect(csvField("Budi Santoso")).toBe("Budi Santoso");
    expect(csvField("Santoso, Budi")).toBe('"Santoso, Budi"');
    expect(csvField('E-book "Resep"')).toBe('"E-book ""Resep"""');
    expect(csvField("baris 1\nbaris 2")).toBe('"baris 1\nbaris 2"');
    expect(csvRow(["a", 1, null, undefined, "b,c"])).toBe('a,1,,,"b,c"\r\n');
  });

  it("keeps numbers as numbers, negative ones too, and Indonesian text as it is", () => {
    expect(csvField(49_000)).toBe("49000");
    expect(csvField(0)).toBe("0");
    expect(csvField(-5_000)).toBe("-5000");
    expect(csvField("Kue Lebaran — Ibu Sri ✓")).toBe("Kue Lebaran — Ibu Sri ✓");
    expect(csvField("Checklist Jualan Gratis; E-book Resep Nusantara")).toBe(
      "Checklist Jualan Gratis; E-book Resep Nusantara",
    );
    expect(CSV_BOM).toBe("\uFEFF");
  });

  // OWASP "CSV Injection": https://owasp.org/www-community/attacks/CSV_Injection
  it.each([
    ['=HYPERLINK("http://jahat.id","klik")', '"\'=HYPERLINK(""http://jahat.id"",""klik"")"'],
    ["+62812", `"'+62812"`],
    ["-1+2", `"'-1+2"`],
    ["@SUM(A1)", `"'@SUM(A1)"`],
    ["\tcmd", `"'\tcmd"`],
    ["\rcmd", `"'\rcmd"`],
    // A separator (`;` in an Indonesian spreadsheet, `,`, tab), maybe after spaces or quotes, then a formula.
    ['Budi;=HYPERLINK("http://jahat.id","klik")', '"\'Budi;=HYPERLINK(""http://jahat.id"",""klik"")"'],
    ["Budi; =1+1", `"'Budi; =1+1"`],
    ['Budi;"=1+1', `"'Budi;""=1+1"`],
    ["Budi;'@SUM(A1)", `"'Budi;'@SUM(A1)"`],
    ["Budi,+62812", `"'Budi,+62812"`],
    ["Budi\t-1", `"'Budi\t-1"`],
    ["Ebook;  -cmd", `"'Ebook;  -cmd"`],
    // Spaces or quotes an import may trim, and a line break a naive import may split at.
    [" =1+1", `"' =1+1"`],
    ['"=1+1', `"'""=1+1"`],
    ["baris 1\n=cmd", `"'baris 1\n=cmd"`],
  ])("neutralises %j as %s", (value, written) => {
    expect(csvField(value)).toBe(written);
  });

  it.each([
    ["a=b", "a=b"],
    ["Budi=Santoso", "Budi=Santoso"],
    ["Kelas; Foto", "Kelas; Foto"],
    ["Rp 10.000 - diskon", "Rp 10.000 - diskon"],
    ["budi@gmail.com", "budi@gmail.com"],
  ])("leaves %j alone", (value, written) => {
    expect(csvField(value)).toBe(written);
  });

  it("never writes a field a spreadsheet could split into a formula, and loses no character", () => {
    const alphabet = fc.constantFrom("=", "+", "-", "@", "\t", "\r", "\n", ",", ";", " ", '"', "'", "a", "1", "é");
    fc.assert(
      fc.property(fc.string({ unit: alphabet, maxLength: 12 }), (value) => {
        const field = csvField(value);
        const text = unquote(field);
        if (text === `'${value}`) {
          // Neutralised: quoted, so the whole field is one cell, and that cell is text.
          expect(field.startsWith(`"'`)).toBe(true);
          return;
        }
        expect(text).toBe(value);
        // Not neutralised: neither the field nor any cell split at , ; tab or a line break starts a formula.
        for (const cell of text.split(/[,;\t\r\n]/)) expect(cell.replace(/^[\s"']*/, "")).not.toMatch(/^[=+\-@]/);
        expect(text).not.toMatch(/^[=+\-@\t\r]/);
      }),
      { numRuns: 2000 },
    );
  });
});
