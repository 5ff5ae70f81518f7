import { describe, expect, it } from "vitest";
import { CSV_BOM, csvField, csvRow } from "./csv";

describe("CSV (RFC 4180)", () => {
  it("quotes fields with commas, quotes and line breaks, doubling the quotes", () => {
    expect(csvField("Budi Santoso")).toBe("Budi Santoso");
    expect(csvField("Santoso, Budi")).toBe('"Santoso, Budi"');
    expect(csvField('E-book "Resep"')).toBe('"E-book ""Resep"""');
    expect(csvField("baris 1\nbaris 2")).toBe('"baris 1\nbaris 2"');
    expect(csvRow(["a", 1, null, undefined, "b,c"])).toBe('a,1,,,"b,c"\r\n');
  });

  it("keeps numbers as numbers and Indonesian text as it is", () => {
    expect(csvField(49_000)).toBe("49000");
    expect(csvField(0)).toBe("0");
    expect(csvField("Kue Lebaran — Ibu Sri ✓")).toBe("Kue Lebaran — Ibu Sri ✓");
    expect(CSV_BOM).toBe("\uFEFF");
  });

  it("defuses text a spreadsheet would run as a formula", () => {
    expect(csvField('=HYPERLINK("http://jahat.id","klik")')).toBe('"\'=HYPERLINK(""http://jahat.id"",""klik"")"');
    expect(csvField("+62812")).toBe("'+62812");
    expect(csvField("-1+2")).toBe("'-1+2");
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvField("\tcmd")).toBe("'\tcmd");
    expect(csvField("a=b")).toBe("a=b");
  });
});
