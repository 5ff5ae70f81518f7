/**
 * What the demo store sells (DESIGN §5: `demo` gets real content): two paid downloads with real
 * files, a lead magnet with a reward file, two links, a short course of text lessons with a
 * certificate, a webinar two weeks after the seeding and a membership with one members-only post —
 * in this order on the storefront.
 */
import type { EventLocation } from "@lapak/shared/schemas/event";
import type { StoredMembership } from "@lapak/shared/schemas/membership";

export interface SeedFile {
  name: string;
  mime: string;
  render: "ebook" | "templates" | "checklist";
}

/** A text lesson of the demo course (`preview`: readable by anyone on the product page). */
export interface SeedLesson {
  title: string;
  body: string;
  durationMinutes: number;
  preview?: boolean;
}

export interface SeedProduct {
  type: "digital_download" | "collect_email" | "external_url" | "course" | "event" | "membership";
  slug: string;
  title: string;
  /** Safe HTML (written by us, so it needs no sanitizing). */
  description: string;
  /** Integer rupiah. */
  price: number;
  /** `title` replaces the product title on the cover when it reads better there. */
  cover?: { kicker: string; from: string; to: string; badge: string; title?: string };
  file?: SeedFile;
  settings: {
    url?: string;
    ctaLabel?: string;
    thankYouMessage?: string;
    certificate?: boolean;
    /** An event's time, place and seats (ISO 8601 instants). */
    event?: { startsAt: string; endsAt: string; location: EventLocation; capacity: number | null };
    /** A membership's periods and benefits (ADR 0049). */
    membership?: StoredMembership;
  };
  /** A membership's members-only posts, published at the seeding (safe HTML). */
  posts?: { title: string; content: string }[];
  /** The slugs of the demo products a membership includes (its `includedProductIds` once seeded). */
  includedSlugs?: string[];
  /** A course's modules, in order. */
  modules?: { title: string; lessons: SeedLesson[] }[];
}

/**
 * The demo webinar's time: the Saturday at least 14 days after `now`, 19.00–20.30 WIB (12.00–13.30
 * UTC), so a newcomer's demo store always sells a coming event.
 */
export function demoWebinarTime(now = new Date()): { startsAt: string; endsAt: string } {
  const day = new Date(now.getTime() + 14 * 86_400_000);
  day.setUTCDate(day.getUTCDate() + ((6 - day.getUTCDay() + 7) % 7));
  day.setUTCHours(12, 0, 0, 0);
  return { startsAt: day.toISOString(), endsAt: new Date(day.getTime() + 90 * 60_000).toISOString() };
}

export const DEMO_PRODUCTS: SeedProduct[] = [
  {
    type: "digital_download",
    slug: "panduan-konten-instagram-umkm",
    title: "Panduan Konten Instagram untuk UMKM",
    description:
      "<p>E-book praktis untuk pemilik usaha kecil yang ingin akun Instagram-nya <strong>dilihat, dipercaya, dan dibeli</strong> — tanpa kamera mahal atau tim desain.</p>" +
      "<h2>Yang akan Anda pelajari</h2><ul>" +
      "<li>Merapikan profil agar pengunjung langsung paham Anda jual apa</li>" +
      "<li>Menentukan 3–5 pilar konten supaya tidak bingung posting apa</li>" +
      "<li>Foto produk yang menarik hanya dengan HP dan cahaya jendela</li>" +
      "<li>Rumus caption yang menjual, lengkap dengan contoh</li>" +
      "<li>Membuat kalender konten dan membaca Insight</li></ul>" +
      "<p>Format PDF, bisa dibaca di HP. Langsung dikirim ke email Anda setelah pembayaran berhasil.</p>",
    price: 49_000,
    cover: { kicker: "E-BOOK", from: "#DB2777", to: "#F97316", badge: "PDF · Panduan praktis untuk UMKM" },
    file: { name: "Panduan-Konten-Instagram-UMKM.pdf", mime: "application/pdf", render: "ebook" },
    settings: {
      thankYouMessage: "Terima kasih! Semoga panduan ini membantu jualan Anda makin laris.",
    },
  },
  {
    type: "digital_download",
    slug: "template-feed-story-instagram-umkm",
    title: "Template Feed & Story Instagram UMKM",
    description:
      "<p>Paket template siap edit untuk feed (4:5) dan story Instagram: promo, testimoni, tips, produk baru, pengumuman, dan polling.</p>" +
      "<ul><li>Format SVG — bisa dibuka di Canva, Figma, atau Inkscape</li>" +
      "<li>Bonus palet warna serasi dan <strong>kalender konten 30 hari</strong> (CSV)</li>" +
      "<li>Boleh dipakai untuk usaha Anda sendiri tanpa batas</li></ul>" +
      "<p>Cocok untuk toko kue, fesyen, kopi, skincare, dan jasa.</p>",
    price: 99_000,
    cover: { kicker: "TEMPLATE", from: "#7C3AED", to: "#DB2777", badge: "ZIP · Feed, story & kalender konten" },
    file: { name: "Template-Feed-Story-Instagram-UMKM.zip", mime: "application/zip", render: "templates" },
    settings: {
      thankYouMessage: "Terima kasih! Baca BACA-SAYA.txt di dalam ZIP untuk cara memakainya.",
    },
  },
  {
    type: "collect_email",
    slug: "checklist-foto-produk-hp",
    title: "Gratis: Checklist Foto Produk Pakai HP",
    description:
      "<p>15 langkah sederhana sebelum, saat, dan sesudah memotret produk jualan dengan HP. Cetak, tempel di dekat meja foto, dan centang satu per satu.</p>" +
      "<p>Masukkan nama dan email Anda, checklist langsung dikirim — <strong>gratis</strong>.</p>",
    price: 0,
    cover: {
      title: "Checklist Foto Produk Pakai HP",
      kicker: "GRATIS",
      from: "#0D9488",
      to: "#22C55E",
      badge: "PDF · 15 langkah foto produk",
    },
    file: { name: "Checklist-Foto-Produk-Pakai-HP.pdf", mime: "application/pdf", render: "checklist" },
    settings: {
      ctaLabel: "Dapatkan Gratis",
      thankYouMessage: "Checklist sudah siap diunduh. Selamat memotret!",
    },
  },
  {
    type: "external_url",
    slug: "konsultasi-desain-whatsapp",
    title: "Konsultasi Desain via WhatsApp",
    description: "",
    price: 0,
    settings: {
      url: "https://wa.me/6281234567890?text=Halo%20Kak%20Nadia%2C%20saya%20mau%20konsultasi%20desain",
    },
  },
  {
    type: "external_url",
    slug: "tutorial-canva-youtube",
    title: "Tutorial Canva Gratis di YouTube",
    description: "",
    price: 0,
    settings: { url: "https://www.youtube.com/@nadiaputri.design" },
  },
  {
    type: "course",
    slug: "kelas-singkat-caption-jualan",
    title: "Kelas Singkat: Caption yang Menjual",
    description:
      "<p>Kelas online singkat untuk menulis caption Instagram yang membuat orang berhenti menggulir, percaya, lalu membeli.</p>" +
      "<ul><li>5 pelajaran pendek, bisa diselesaikan dalam satu sore</li>" +
      "<li>Contoh caption untuk toko kue, fesyen, dan jasa</li>" +
      "<li><strong>Sertifikat</strong> setelah semua pelajaran selesai</li></ul>",
    price: 79_000,
    cover: { kicker: "KELAS ONLINE", from: "#2563EB", to: "#DB2777", badge: "5 pelajaran · Sertifikat" },
    settings: { certificate: true },
    modules: [
      {
        title: "Dasar caption",
        lessons: [
          {
            title: "Kenapa caption menentukan penjualan",
            body: "Foto membuat orang berhenti, caption membuat orang membeli.\nDi pelajaran ini Anda melihat tiga caption untuk produk yang sama, lalu menilai mana yang paling meyakinkan dan mengapa.",
            durationMinutes: 8,
            preview: true,
          },
          {
            title: "Kalimat pembuka yang menahan jempol",
            body: "Tulis kalimat pertama seolah-olah hanya itu yang dibaca: sebut masalah pembeli, hasil yang mereka mau, atau satu angka yang mengejutkan.\nLatihan: tulis tiga pembuka untuk produk Anda.",
            durationMinutes: 12,
          },
        ],
      },
      {
        title: "Menutup dengan penjualan",
        lessons: [
          {
            title: "Bukti: testimoni dan angka",
            body: "Satu testimoni yang spesifik lebih kuat dari sepuluh pujian umum. Kutip kata-kata pembeli apa adanya dan sebutkan hasilnya.",
            durationMinutes: 10,
          },
          {
            title: "Ajakan bertindak yang jelas",
            body: "Akhiri dengan satu ajakan saja: klik tautan di bio, balas DM, atau pesan sebelum tanggal tertentu.\nHindari memberi tiga pilihan sekaligus.",
            durationMinutes: 7,
          },
          {
            title: "Tugas akhir: caption untuk produk Anda",
            body: "Gabungkan semuanya: pembuka, bukti, dan ajakan. Tulis satu caption lengkap untuk produk terlaris Anda, lalu unggah di Instagram minggu ini.",
            durationMinutes: 15,
          },
        ],
      },
    ],
  },
  {
    type: "event",
    slug: "webinar-desain-feed-instagram",
    title: "Webinar: Desain Feed Instagram dalam 90 Menit",
    description:
      "<p>Webinar langsung lewat Zoom: kita merapikan feed Instagram tiga toko UMKM dari awal sampai siap tayang.</p>" +
      "<ul><li>Tanya jawab langsung</li><li>Rekaman tidak dibagikan, jadi hadirlah</li>" +
      "<li><strong>Sertifikat kehadiran</strong> untuk peserta yang check-in</li></ul>",
    price: 35_000,
    cover: { kicker: "WEBINAR", from: "#0EA5E9", to: "#7C3AED", badge: "Zoom · Sabtu malam" },
    settings: {
      certificate: true,
      event: {
        ...demoWebinarTime(),
        location: { kind: "online", url: "https://zoom.us/j/00000000000" },
        capacity: 50,
      },
    },
  },
  {
    type: "membership",
    slug: "klub-desain-umkm",
    title: "Klub Desain UMKM",
    description:
      "<p>Satu template siap pakai dan satu bedah desain setiap minggu, khusus anggota, plus Kelas Singkat Caption Jualan. Bayar di muka, tanpa tagihan otomatis.</p>",
    price: 25_000,
    cover: { kicker: "LANGGANAN", from: "#F59E0B", to: "#DB2777", badge: "Postingan mingguan" },
    settings: {
      membership: {
        periods: [
          { months: 1, price: 25_000 },
          { months: 12, price: 250_000, compareAtPrice: 300_000 },
        ],
        benefits:
          "<ul><li>Template Canva baru setiap Senin</li><li>Bedah desain feed anggota setiap Kamis</li>" +
          "<li>Arsip semua postingan selama keanggotaan aktif</li><li>Kelas Singkat Caption Jualan, gratis untuk anggota</li></ul>",
        includedProductIds: [],
      },
    },
    includedSlugs: ["kelas-singkat-caption-jualan"],
    posts: [
      {
        title: "Minggu 1: Tiga warna untuk feed yang rapi",
        content:
          "<p>Pilih satu warna utama dari logo Anda, satu warna netral untuk latar, dan satu warna aksen untuk harga atau promo.</p>" +
          "<p>Pakai ketiganya di setiap unggahan selama sebulan, lalu lihat bedanya.</p>",
      },
    ],
  },
];
