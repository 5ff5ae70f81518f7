/**
 * The demo store's template pack: a ZIP (fflate) of editable SVG feed and story templates, a colour
 * palette, and a 30-day content calendar in CSV — small, real files a buyer can open.
 */
import { strToU8, zipSync } from "fflate";

function template(width: number, height: number, accent: string, heading: string, lines: string[]): string {
  const top = height * 0.38;
  const body = lines
    .map(
      (line, index) =>
        `<text x="90" y="${top + 150 + index * 64}" font-family="Poppins, Arial, sans-serif" font-size="40" fill="#334155">${line}</text>`,
    )
    .join("\n  ");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <!-- Template Lapak: ganti teks dan warna sesuai merek Anda. Buka di Canva, Figma atau Inkscape. -->
  <rect width="${width}" height="${height}" fill="#FFF7FB"/>
  <circle cx="${width - 120}" cy="140" r="220" fill="${accent}" opacity="0.14"/>
  <rect x="60" y="${top - 120}" width="${width - 120}" height="${height - top + 40}" rx="48" fill="#FFFFFF"/>
  <text x="90" y="${top}" font-family="Poppins, Arial, sans-serif" font-size="76" font-weight="700" fill="${accent}">${heading}</text>
  ${body}
  <text x="90" y="${height - 110}" font-family="Poppins, Arial, sans-serif" font-size="32" font-weight="600" fill="#0F172A">@namatokoanda</text>
</svg>
`;
}

const README = `TEMPLATE FEED & STORY INSTAGRAM UMKM — SIAP EDIT
oleh Nadia Putri

Isi paket:
- feed/  : template postingan 1080 x 1350 (rasio 4:5) dalam format SVG
- story/ : template story 1080 x 1920
- palet-warna.txt      : kombinasi warna yang serasi
- kalender-konten.csv  : rencana konten 30 hari (buka dengan Excel atau Google Sheets)

Cara memakai:
1. Buka berkas SVG di Canva (Unggah > pilih berkas), Figma, atau Inkscape.
2. Ganti teks contoh dengan produk dan promo Anda.
3. Ganti warna utama dengan warna merek Anda (lihat palet-warna.txt).
4. Ekspor sebagai PNG atau JPG, lalu unggah ke Instagram.

Lisensi: boleh dipakai untuk usaha Anda sendiri tanpa batas. Tidak boleh dijual ulang
atau dibagikan sebagai template.

Ada pertanyaan? Hubungi Nadia lewat Instagram @nadiaputri.design.
`;

const PALETTE = `PALET WARNA — pilih satu kombinasi dan pakai terus agar feed konsisten

1. Manis Modern   : #DB2777 (utama)  #FCE7F3 (latar)  #0F172A (teks)
2. Hijau Segar    : #16A34A (utama)  #DCFCE7 (latar)  #14532D (teks)
3. Kopi Hangat    : #92400E (utama)  #FEF3C7 (latar)  #292524 (teks)
4. Biru Tenang    : #2563EB (utama)  #DBEAFE (latar)  #1E293B (teks)
5. Monokrom Elegan: #111827 (utama)  #F3F4F6 (latar)  #6B7280 (teks)
`;

const PILLARS = ["Produk", "Edukasi", "Di balik layar", "Testimoni", "Promo"];
const IDEAS = [
  "Foto produk unggulan dengan latar polos",
  "Tips merawat atau menyimpan produk",
  "Video proses pembuatan 15 detik",
  "Ulasan pelanggan + foto pesanannya",
  "Promo bundling akhir pekan",
  "Perkenalan pemilik usaha",
];

function calendar(): string {
  const rows = ["Hari,Pilar,Ide konten,Format,Status"];
  for (let day = 1; day <= 30; day++) {
    const pillar = PILLARS[(day - 1) % PILLARS.length];
    const idea = IDEAS[(day - 1) % IDEAS.length];
    const format = day % 3 === 0 ? "Reels" : day % 2 === 0 ? "Carousel" : "Foto";
    rows.push(`${day},${pillar},"${idea}",${format},Ide`);
  }
  return `${rows.join("\n")}\n`;
}

/** The ZIP bytes of the template pack, its templates in `accent`. */
export function renderTemplatePack(accent: string): Uint8Array {
  const feed = (heading: string, lines: string[]) => strToU8(template(1080, 1350, accent, heading, lines));
  const story = (heading: string, lines: string[]) => strToU8(template(1080, 1920, accent, heading, lines));
  return zipSync(
    {
      "BACA-SAYA.txt": strToU8(README),
      "palet-warna.txt": strToU8(PALETTE),
      "kalender-konten.csv": strToU8(calendar()),
      feed: {
        "01-promo.svg": feed("Promo Spesial", [
          "Diskon 20% semua varian",
          "Hanya sampai hari Minggu",
          "Pesan lewat tautan di bio",
        ]),
        "02-testimoni.svg": feed("Kata Mereka", [
          '"Rasanya enak, kemasan rapi,',
          'pengiriman cepat!"',
          "— Rina, Bandung",
        ]),
        "03-tips.svg": feed("3 Tips Hemat", [
          "1. Belanja bahan sekaligus",
          "2. Catat semua pengeluaran",
          "3. Pisahkan uang usaha",
        ]),
        "04-produk-baru.svg": feed("Produk Baru", [
          "Varian cokelat keju",
          "Mulai Rp25.000",
          "Pre-order dibuka hari ini",
        ]),
      },
      story: {
        "01-pengumuman.svg": story("Info Penting", [
          "Toko libur tanggal 17",
          "Pesanan dikirim lagi",
          "tanggal 18. Terima kasih!",
        ]),
        "02-polling.svg": story("Pilih Mana?", ["Varian original", "atau varian pedas?", "Jawab di polling ya!"]),
      },
    },
    { level: 9, mtime: new Date("2026-01-05T09:00:00+07:00") },
  );
}
