/**
 * The words of the demo store's e-book and checklist (real, useful Indonesian content, so the demo
 * download is worth opening). Rendered to PDF by `seed-pdf.ts`.
 */

export interface DocumentSection {
  heading: string;
  /** Paragraphs; a paragraph starting with "• " is a bullet. */
  paragraphs: string[];
}

export interface DocumentContent {
  title: string;
  subtitle: string;
  author: string;
  sections: DocumentSection[];
}

export const EBOOK: DocumentContent = {
  title: "Panduan Konten Instagram untuk UMKM",
  subtitle: "Strategi sederhana agar akun jualan Anda dilihat, dipercaya, dan dibeli",
  author: "Nadia Putri",
  sections: [
    {
      heading: "1. Kenapa Instagram Penting untuk UMKM",
      paragraphs: [
        "Sebagian besar pembeli di Indonesia menemukan produk baru lewat media sosial. Sebelum membeli, mereka membuka profil Instagram sebuah toko untuk melihat apakah toko itu aktif, rapi, dan dipercaya orang lain. Profil Anda adalah etalase yang buka 24 jam.",
        "Kabar baiknya, Anda tidak perlu kamera mahal atau tim desain. Yang dibutuhkan adalah rencana yang jelas, konsistensi, dan kebiasaan mengevaluasi hasil. Panduan ini membahas langkah-langkah yang bisa langsung Anda praktikkan minggu ini.",
      ],
    },
    {
      heading: "2. Rapikan Profil Terlebih Dahulu",
      paragraphs: [
        "Orang memutuskan dalam tiga detik apakah akan mengikuti akun Anda. Pastikan hal-hal berikut sudah beres sebelum rajin posting:",
        "• Foto profil berupa logo yang jelas terbaca di ukuran kecil.",
        '• Nama akun memuat kata kunci produk, misalnya "Kopi Bu Sri | Kopi Bubuk Lampung".',
        "• Bio menjawab tiga pertanyaan: jual apa, untuk siapa, dan cara membelinya.",
        "• Satu tautan di bio yang mengarah ke toko online atau katalog Anda.",
        "• Sorotan (highlight) untuk Katalog, Testimoni, Cara Order, dan Lokasi.",
      ],
    },
    {
      heading: "3. Tentukan Tiga sampai Lima Pilar Konten",
      paragraphs: [
        'Pilar konten adalah tema besar yang terus Anda ulang. Dengan pilar, Anda tidak lagi bingung "hari ini posting apa". Contoh pilar untuk usaha kue rumahan:',
        "• Produk: foto dan video kue, varian rasa, paket hampers.",
        "• Edukasi: cara menyimpan kue agar tahan lama, tips memilih kue untuk acara.",
        "• Di balik layar: proses memanggang, bahan yang dipakai, cerita pemilik.",
        "• Bukti sosial: testimoni pelanggan, foto pesanan yang sudah dikirim.",
        "• Promo: diskon, pre-order hari raya, bundling.",
        "Atur perbandingannya kira-kira 70 persen konten yang memberi nilai (edukasi, cerita, hiburan) dan 30 persen konten jualan. Akun yang isinya hanya promosi cepat diabaikan.",
      ],
    },
    {
      heading: "4. Foto Produk Cukup dengan HP",
      paragraphs: [
        "Cahaya lebih penting daripada kamera. Potret produk di dekat jendela pada pagi atau sore hari, matikan lampu ruangan agar warnanya tidak bercampur, dan gunakan kertas putih atau karton sebagai pemantul cahaya.",
        "Bersihkan lensa HP sebelum memotret. Ketuk layar pada produk untuk mengunci fokus, lalu turunkan sedikit kecerahan agar warna tidak pucat. Ambil beberapa sudut: dari depan, dari atas (flat lay), dan detail tekstur dari dekat.",
        "Jaga gaya foto tetap seragam: latar, warna, dan filter yang sama. Feed yang konsisten membuat akun terlihat profesional walaupun dikerjakan sendiri.",
      ],
    },
    {
      heading: "5. Menulis Caption yang Menjual",
      paragraphs: [
        "Caption yang baik punya tiga bagian. Pertama, kalimat pembuka yang membuat orang berhenti menggulir, misalnya sebuah pertanyaan atau masalah yang dialami calon pembeli. Kedua, isi yang menjelaskan manfaat, bukan hanya fitur. Ketiga, ajakan bertindak yang jelas.",
        'Contoh: "Sering bingung bawa oleh-oleh apa saat mudik? Paket hampers kami berisi 4 toples kue kering tanpa pengawet, tahan 1 bulan, dan sudah dikemas cantik. Pesan sebelum tanggal 20 lewat tautan di bio, kuota terbatas 50 paket."',
        "Tulis dengan bahasa yang biasa dipakai pelanggan Anda. Gunakan tiga sampai lima tagar yang spesifik, misalnya #kuekeringjogja, daripada tagar umum yang terlalu ramai.",
      ],
    },
    {
      heading: "6. Jadwal Posting dan Kalender Konten",
      paragraphs: [
        "Konsisten lebih penting daripada sering. Tiga unggahan feed per minggu ditambah story setiap hari sudah cukup untuk kebanyakan UMKM. Pilih hari dan jam tetap, misalnya Senin, Rabu, dan Jumat pukul 19.00 WIB saat orang bersantai setelah bekerja.",
        "Siapkan kalender konten untuk satu bulan ke depan. Tulis tanggal, pilar, ide, dan status (ide, foto siap, caption siap, terbit). Luangkan satu hari khusus untuk memotret dan menulis semua konten sekaligus, lalu jadwalkan lewat fitur penjadwalan Instagram.",
      ],
    },
    {
      heading: "7. Reels dan Story: Menjangkau Orang Baru",
      paragraphs: [
        "Reels membantu akun ditemukan oleh orang yang belum mengikuti Anda. Buat video pendek 7 sampai 15 detik: proses pembuatan, sebelum dan sesudah, atau jawaban atas pertanyaan pelanggan. Tiga detik pertama menentukan apakah video ditonton sampai habis.",
        "Story menjaga hubungan dengan pengikut yang sudah ada. Gunakan stiker polling, kuis, dan kotak pertanyaan untuk mengajak ngobrol. Setiap jawaban adalah bahan konten berikutnya.",
      ],
    },
    {
      heading: "8. Baca Insight, Lalu Perbaiki",
      paragraphs: [
        "Setiap akhir bulan, buka Insight dan catat lima konten dengan jangkauan dan jumlah simpan (save) tertinggi. Konten yang banyak disimpan berarti dianggap berguna. Buat lebih banyak konten serupa bulan depan.",
        "Perhatikan juga kapan pengikut Anda paling aktif dan dari kota mana mereka berasal. Sesuaikan jam posting dan promo ongkir dengan data tersebut.",
      ],
    },
    {
      heading: "Penutup",
      paragraphs: [
        "Mulailah dari yang kecil: rapikan profil hari ini, tentukan pilar konten besok, dan buat kalender untuk dua minggu pertama. Setelah sebulan, evaluasi dan ulangi. Terima kasih sudah membeli panduan ini, semoga usaha Anda makin laris!",
        "Salam hangat, Nadia Putri — Yogyakarta",
      ],
    },
  ],
};

export const CHECKLIST: DocumentContent = {
  title: "Checklist Foto Produk Pakai HP",
  subtitle: "15 langkah sebelum, saat, dan sesudah memotret produk jualan",
  author: "Nadia Putri",
  sections: [
    {
      heading: "Sebelum Memotret",
      paragraphs: [
        "• Bersihkan lensa HP dengan kain lembut.",
        "• Cari jendela dengan cahaya tidak langsung (pagi atau sore).",
        "• Siapkan latar polos: kertas putih, kain, atau papan kayu.",
        "• Siapkan pemantul cahaya dari karton putih.",
        "• Bersihkan produk dari debu dan sidik jari.",
      ],
    },
    {
      heading: "Saat Memotret",
      paragraphs: [
        "• Matikan lampu ruangan agar warna tidak bercampur.",
        "• Aktifkan garis bantu (grid) di kamera HP.",
        "• Ketuk layar pada produk untuk mengunci fokus.",
        "• Turunkan sedikit kecerahan agar warna tidak pucat.",
        "• Ambil foto dari tiga sudut: depan, atas, dan detail.",
      ],
    },
    {
      heading: "Sesudah Memotret",
      paragraphs: [
        "• Pilih foto terbaik, hapus yang buram.",
        "• Rapikan kemiringan dan potong ke rasio 4:5 untuk feed.",
        "• Gunakan satu preset atau filter yang sama untuk semua foto.",
        "• Simpan dalam folder per produk agar mudah dicari.",
        "• Unggah pada jam pengikut Anda paling aktif.",
      ],
    },
  ],
};
