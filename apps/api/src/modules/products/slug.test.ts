import { describe, expect, it } from "vitest";
import { slugify } from "./slug";

describe("slugify", () => {
  it("makes lowercase ASCII hyphenated slugs from Indonesian titles", () => {
    expect(slugify("E-Book Resep Masakan Nusantara")).toBe("e-book-resep-masakan-nusantara");
    expect(slugify("  Preset Foto  Lightroom (50 pcs)!! ")).toBe("preset-foto-lightroom-50-pcs");
    expect(slugify("Kopi & Teh: Panduan Barista")).toBe("kopi-dan-teh-panduan-barista");
    expect(slugify("Édisi Spesial Café")).toBe("edisi-spesial-cafe");
  });

  it("falls back to 'produk' and stays within 80 characters at a word boundary", () => {
    expect(slugify("🎁🎁🎁")).toBe("produk");
    const long = slugify("kelas online ".repeat(20));
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long.endsWith("-")).toBe(false);
    expect(long.endsWith("online")).toBe(true);
  });
});
