import { describe, expect, it } from "vitest";
import { sanitizeFileName } from "./file-name";

describe("sanitizeFileName", () => {
  it("keeps an ordinary Indonesian file name", () => {
    expect(sanitizeFileName("E-book Resep Nusantara.pdf", "berkas")).toBe("E-book Resep Nusantara.pdf");
  });

  it("drops folders, control and reserved characters", () => {
    expect(sanitizeFileName("../../etc/pass\u0000wd", "berkas")).toBe("passwd");
    expect(sanitizeFileName('C:\\Users\\sari\\"tugas"?.zip', "berkas")).toBe("tugas.zip");
    expect(sanitizeFileName("...hidden", "berkas")).toBe("hidden");
  });

  it("falls back when nothing is left and shortens long names keeping the extension", () => {
    expect(sanitizeFileName("   ", "berkas")).toBe("berkas");
    const long = sanitizeFileName(`${"a".repeat(300)}.pdf`, "berkas");
    expect(long).toHaveLength(150);
    expect(long.endsWith(".pdf")).toBe(true);
  });
});
