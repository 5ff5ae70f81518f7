import { describe, expect, it } from "vitest";
import { sentencesOf, summarizeExtractive } from "./extractive-summary";
import { proseBlocks } from "./plain-text";

const POST = `
<h2>Kenapa harga itu penting</h2>
<p>Banyak kreator menjual e-book terlalu murah karena takut tidak laku. Harga produk digital sebaiknya
dihitung dari nilai yang didapat pembeli, bukan dari biaya membuat berkas. Pembeli membayar untuk hasil:
waktu yang dihemat, kesalahan yang dihindari, atau penghasilan yang bertambah.</p>
<p>Ya, tentu saja.</p>
<ul><li>Cek harga produk digital sejenis di marketplace dan di toko kreator lain.</li><li>Tiga harga</li></ul>
<p>Mulailah dengan satu harga yang wajar, lalu naikkan harga produk digital Anda setelah ada ulasan
pembeli pertama. Di Lapak, biaya platform 5% dan biaya QRIS 0,7% dipotong dari harga, jadi hitung
keuntungan bersih sebelum menentukan angka.</p>
<blockquote><p>Harga murah tidak selalu berarti lebih laris.</p></blockquote>
<pre><code>harga = nilai * 0.1;</code></pre>`;

function sentencesOfPost(html: string): string[] {
  return proseBlocks(html).flatMap(sentencesOf);
}

describe("summarizeExtractive", () => {
  it("returns a shorter text made only of the post's own sentences, 1 to 3 of them, at most 300 characters", () => {
    const summary = summarizeExtractive(POST, { title: "Cara menentukan harga produk digital" });
    const own = sentencesOfPost(POST);
    const picked = sentencesOf(summary);
    expect(summary.length).toBeGreaterThan(0);
    expect(summary.length).toBeLessThanOrEqual(300);
    expect(summary.length).toBeLessThan(proseBlocks(POST).join(" ").length);
    expect(picked.length).toBeGreaterThanOrEqual(1);
    expect(picked.length).toBeLessThanOrEqual(3);
    for (const sentence of picked) expect(own).toContain(sentence);
  });

  it("prefers sentences about the post's subject over filler, and keeps the post's order", () => {
    const summary = summarizeExtractive(POST, { title: "Cara menentukan harga produk digital" });
    expect(summary).toContain("Harga produk digital sebaiknya dihitung dari nilai yang didapat pembeli");
    expect(summary).not.toContain("Ya, tentu saja.");
    const own = sentencesOfPost(POST);
    const positions = sentencesOf(summary).map((sentence) => own.indexOf(sentence));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it("never takes headings or code as sentences", () => {
    const summary = summarizeExtractive(POST);
    expect(summary).not.toContain("Kenapa harga itu penting");
    expect(summary).not.toContain("nilai * 0.1");
  });

  it("does not end a sentence at Indonesian abbreviations or inside rupiah amounts", () => {
    expect(sentencesOf("Kelas ini diajar oleh dr. Sari Wulandari dari Bandung. Harganya Rp150.000 saja.")).toEqual([
      "Kelas ini diajar oleh dr. Sari Wulandari dari Bandung.",
      "Harganya Rp150.000 saja.",
    ]);
  });

  it("cuts only after a whole word when not one sentence fits, and says nothing for an empty post", () => {
    const long = `<p>${"Kreator yang menjual template desain untuk UMKM di media sosial ".repeat(8).trim()}.</p>`;
    const summary = summarizeExtractive(long);
    expect(summary.length).toBeLessThanOrEqual(300);
    expect(summary.endsWith("…")).toBe(true);
    const words = new Set(proseBlocks(long)[0].replace(/\.$/, "").split(" "));
    for (const word of summary.slice(0, -1).split(" ")) expect(words).toContain(word);
    expect(summarizeExtractive("<h2>Hanya judul</h2>")).toBe("");
    expect(summarizeExtractive("")).toBe("");
  });
});
