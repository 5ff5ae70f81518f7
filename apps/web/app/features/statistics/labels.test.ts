import { describe, expect, it } from "vitest";
import { cityLabel, formatCount, formatRupiahCompact, formatShortDay, pageLabel, sourceLabel } from "./labels";

describe("statistics labels", () => {
  it("names sources as a seller knows them", () => {
    expect(sourceLabel("instagram")).toBe("Instagram");
    expect(sourceLabel("tiktok")).toBe("TikTok");
    expect(sourceLabel("x")).toBe("X");
    expect(sourceLabel("internal")).toBe("Dari toko Anda");
    expect(sourceLabel("")).toBe("Langsung / tautan pribadi");
    expect(sourceLabel("blog.contoh.id")).toBe("blog.contoh.id");
  });

  it("names pages and cities", () => {
    expect(pageLabel({ kind: "store", title: null, page: "/sari" })).toBe("Halaman toko");
    expect(pageLabel({ kind: "product", title: "E-book Resep", page: "/sari/e-book" })).toBe("E-book Resep");
    expect(pageLabel({ kind: "click", title: "Kelas di YouTube", page: "/sari/kelas" })).toBe("Klik: Kelas di YouTube");
    expect(pageLabel({ kind: "product", title: null, page: "/sari/dihapus" })).toBe("/sari/dihapus");
    expect(cityLabel("")).toBe("Tidak diketahui");
    expect(cityLabel("Jakarta")).toBe("Jakarta");
  });

  it("writes numbers, compact rupiah and short days the Indonesian way", () => {
    expect(formatCount(1234567)).toBe("1.234.567");
    expect(formatRupiahCompact(250_000)).toBe("Rp250 rb");
    expect(formatRupiahCompact(1_200_000)).toBe("Rp1,2 jt");
    expect(formatShortDay("2026-11-01")).toBe("1 Nov");
  });
});
