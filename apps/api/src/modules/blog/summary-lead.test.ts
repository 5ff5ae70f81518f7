import { describe, expect, it } from "vitest";
import { leadOf } from "./summary-lead";

const BODY = `<p>Banyak kreator pemula menjual e-book terlalu murah.   Harga sebaiknya dihitung dari
nilai yang didapat pembeli.</p><ul><li>Uji dua harga sekaligus.</li></ul>`;

describe("leadOf", () => {
  it("hides a summary that repeats the body's sentences, whatever their spacing or case", () => {
    expect(leadOf("Banyak kreator pemula menjual e-book terlalu murah.", BODY)).toBeNull();
    expect(
      leadOf("harga sebaiknya dihitung dari  nilai yang didapat pembeli. Uji dua harga sekaligus.", BODY),
    ).toBeNull();
    // One sentence from the body is enough, even one cut short with "…".
    expect(leadOf("Ringkasnya begini. Banyak kreator pemula menjual e-book…", BODY)).toBeNull();
  });

  it("keeps a summary in other words, trimmed, and has none for an empty one", () => {
    expect(leadOf("  Lima menit untuk harga yang adil.  ", BODY)).toBe("Lima menit untuk harga yang adil.");
    expect(leadOf("   ", BODY)).toBeNull();
  });
});
