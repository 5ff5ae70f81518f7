/**
 * The three posts `/blog` starts with (ADR 0012): practical Indonesian articles for creators who sell
 * digital products, written for Lapak — its fees as configured by default (5 % platform fee, QRIS
 * 0.7 %, virtual account Rp4.000), its product types and its QRIS checkout. HTML within the blog's
 * rich-text allow-list (apps/api/src/lib/rich-text.ts).
 */
import type { CoverSpec } from "./seed-images";

export interface SeedPost {
  slug: string;
  title: string;
  summary: string;
  seoDescription: string;
  /** Days before the seed ran that the post reads as published (orders `/blog`). */
  daysAgo: number;
  cover: CoverSpec;
  content: string;
}

export const SEED_POSTS: SeedPost[] = [
  {
    slug: "cara-menentukan-harga-produk-digital",
    title: "Cara Menentukan Harga Produk Digital agar Laku dan Tetap Untung",
    summary:
      "Harga produk digital sebaiknya dihitung dari nilai yang didapat pembeli, bukan dari lama Anda membuatnya. Mulai dari satu harga yang masuk akal, hitung biaya per transaksi, lalu naikkan setelah ada bukti dari pembeli.",
    seoDescription:
      "Panduan menentukan harga e-book, template dan kelas online: hitung nilai bagi pembeli, biaya per transaksi, dan kapan menaikkan harga.",
    daysAgo: 2,
    cover: {
      title: "Menentukan Harga Produk Digital",
      kicker: "PANDUAN",
      from: "#7C3AED",
      to: "#DB2777",
      badge: "Blog Lapak · Harga",
    },
    content: `<p>Pertanyaan yang paling sering muncul dari kreator yang baru mulai berjualan e-book, template atau kelas online selalu sama: <strong>"Harganya berapa, ya?"</strong> Terlalu murah membuat karya Anda terlihat asal-asalan, terlalu mahal membuat calon pembeli ragu. Kabar baiknya, harga produk digital bisa dihitung dengan cara yang masuk akal, tidak perlu ditebak.</p>
<h2>1. Mulai dari nilai bagi pembeli, bukan dari lama membuatnya</h2>
<p>Pembeli tidak membayar jam kerja Anda. Mereka membayar hasil: waktu yang dihemat, kesalahan yang dihindari, atau penghasilan yang bertambah. Template desain feed Instagram yang menghemat lima jam kerja setiap minggu jelas bernilai lebih dari Rp15.000, walaupun Anda membuatnya hanya dalam satu sore.</p>
<p>Tuliskan satu kalimat yang menjawab pertanyaan "setelah membeli ini, pembeli bisa apa?". Kalimat itu akan membantu Anda menentukan harga sekaligus menjadi isi deskripsi produk.</p>
<h2>2. Lihat harga pembanding, lalu pilih posisi Anda</h2>
<p>Cari tiga sampai lima produk sejenis di toko kreator lain atau di marketplace. Catat harga, isi dan ulasan pembelinya. Dari situ Anda bisa memilih posisi:</p>
<ul>
<li><strong>Harga perkenalan</strong> (misalnya Rp19.000–Rp39.000) untuk produk pertama, supaya orang berani mencoba.</li>
<li><strong>Harga menengah</strong> (Rp49.000–Rp149.000) untuk panduan lengkap atau paket template yang siap pakai.</li>
<li><strong>Harga premium</strong> (di atas Rp250.000) untuk kelas dengan pendampingan atau bahan yang sangat spesifik.</li>
</ul>
<h2>3. Hitung biaya per transaksi sebelum menetapkan angka</h2>
<p>Setiap penjualan ada biayanya. Di Lapak, biaya platform bawaannya 5% dari harga, ditambah biaya metode pembayaran: QRIS 0,7%, virtual account Rp4.000 per transaksi, dan e-wallet sekitar 1,5–2%. Pembeli selalu membayar sesuai harga yang Anda pasang, tanpa biaya tambahan.</p>
<blockquote><p>Contoh: e-book seharga Rp49.000 dibayar dengan QRIS. Biaya platform Rp2.450 dan biaya QRIS Rp343, jadi Anda menerima Rp46.207. Jika dibayar lewat virtual account, biayanya Rp2.450 + Rp4.000, dan Anda menerima Rp42.550.</p></blockquote>
<p>Karena biaya virtual account tetap, produk di bawah Rp20.000 lebih hemat dijual lewat QRIS. Formulir produk di dasbor Lapak langsung menampilkan berapa yang Anda terima untuk setiap harga, jadi Anda tidak perlu menghitung manual.</p>
<h2>4. Gunakan angka yang mudah diingat</h2>
<p>Harga seperti Rp49.000 atau Rp99.000 terasa lebih ringan daripada Rp50.000 atau Rp100.000, dan sudah menjadi kebiasaan belanja online di Indonesia. Yang lebih penting, konsisten: jangan memasang harga yang berbeda-beda untuk produk dengan isi yang mirip.</p>
<h2>5. Naikkan harga setelah ada bukti</h2>
<p>Mulailah dengan satu harga yang wajar, lalu perhatikan data penjualan Anda. Jika dalam sebulan banyak pengunjung membeli dan ulasannya bagus, itu tanda harga bisa dinaikkan 20–30%. Jika banyak yang melihat tetapi sedikit yang membeli, perbaiki dulu deskripsi dan sampulnya sebelum menurunkan harga.</p>
<p>Halaman <strong>Statistik</strong> di dasbor menunjukkan jumlah pengunjung dan konversi setiap hari, sehingga keputusan menaikkan atau menurunkan harga bisa diambil dari angka, bukan dari perasaan.</p>
<h2>Ringkasnya</h2>
<ol>
<li>Tentukan hasil yang didapat pembeli.</li>
<li>Bandingkan dengan produk sejenis dan pilih posisi harga.</li>
<li>Hitung biaya per transaksi dan pendapatan bersih.</li>
<li>Pasang angka yang mudah diingat.</li>
<li>Uji, ukur, lalu naikkan harga ketika buktinya ada.</li>
</ol>
<p>Siap mencoba? <a href="/register">Buat toko Anda di Lapak</a> dan pasang produk pertama Anda hari ini.</p>`,
  },
  {
    slug: "lead-magnet-untuk-mengumpulkan-email",
    title: "Lead Magnet: Cara Mengumpulkan Daftar Email Calon Pembeli dari Nol",
    summary:
      "Lead magnet adalah hadiah gratis yang ditukar dengan alamat email. Dengan daftar email, Anda bisa menyapa calon pembeli kapan saja tanpa bergantung pada algoritma media sosial.",
    seoDescription:
      "Apa itu lead magnet, contoh yang cocok untuk kreator Indonesia, dan cara membuat halaman pengumpul email yang benar-benar diisi orang.",
    daysAgo: 6,
    cover: {
      title: "Lead Magnet untuk Kreator",
      kicker: "STRATEGI",
      from: "#0D9488",
      to: "#2563EB",
      badge: "Blog Lapak · Email",
    },
    content: `<p>Pengikut Instagram dan TikTok bisa hilang dalam semalam: akun dibatasi, algoritma berubah, atau unggahan Anda tidak muncul di beranda. Daftar email berbeda. Alamat email adalah milik Anda, dan pesan yang Anda kirim sampai ke kotak masuk orang yang memang ingin mendengar kabar dari Anda.</p>
<p>Cara paling efektif untuk mengumpulkan email adalah <strong>lead magnet</strong>: hadiah gratis yang diberikan kepada pengunjung sebagai ganti nama dan alamat email mereka.</p>
<h2>Lead magnet yang bekerja untuk kreator</h2>
<p>Lead magnet yang baik itu kecil, cepat dipakai, dan menyelesaikan satu masalah nyata. Beberapa contoh yang terbukti diminati di Indonesia:</p>
<ul>
<li><strong>Checklist atau cheat sheet</strong> satu halaman, misalnya "Checklist Foto Produk Pakai HP".</li>
<li><strong>Template</strong> yang bisa langsung diedit: kalender konten, caption, atau format anggaran.</li>
<li><strong>Bab pertama e-book</strong> Anda, supaya pembaca bisa mencicipi sebelum membeli versi lengkapnya.</li>
<li><strong>Video singkat</strong> atau rekaman kelas mini berdurasi 10–15 menit.</li>
</ul>
<p>Pilih hadiah yang berhubungan langsung dengan produk berbayar Anda. Orang yang mengunduh checklist foto produk kemungkinan besar juga tertarik pada kelas fotografi produk Anda.</p>
<h2>Membuat halaman pengumpul email di Lapak</h2>
<p>Di dasbor, pilih <strong>Tambah Produk</strong> lalu <strong>Kumpulkan Email</strong>. Isi judul yang menjanjikan hasil, unggah berkas hadiahnya atau tempelkan tautannya, dan terbitkan. Pengunjung cukup menulis nama dan email, lalu langsung mendapat hadiahnya di halaman pesanan dan lewat email.</p>
<p>Setiap orang yang mendaftar tercatat di menu <strong>Pelanggan</strong> dengan tanda <em>Email saja</em>. Daftar itu bisa Anda unduh sebagai CSV dan dipakai di layanan email marketing pilihan Anda.</p>
<h2>Tiga hal yang membuat orang mau mengisi email</h2>
<ol>
<li><strong>Judul yang spesifik.</strong> "10 Ide Konten Ramadan untuk Toko Kue" lebih menarik daripada "E-book Gratis".</li>
<li><strong>Sampul yang jelas.</strong> Tunjukkan isi hadiahnya, bukan hanya logo Anda.</li>
<li><strong>Janji yang ditepati.</strong> Kirim hadiahnya segera dan jangan langsung membanjiri kotak masuk dengan promosi.</li>
</ol>
<blockquote><p>Aturan sederhana: untuk setiap satu email promosi, kirim tiga email yang bermanfaat. Pembaca yang merasa terbantu akan lebih mudah membeli.</p></blockquote>
<h2>Setelah daftar email terkumpul</h2>
<p>Sapa pendaftar baru dalam satu atau dua hari dengan cerita singkat tentang Anda dan tips tambahan. Setelah itu, kirim kabar secara teratur, misalnya dua minggu sekali. Ketika produk berbayar baru terbit, daftar email inilah yang biasanya menghasilkan penjualan pertama.</p>
<p>Jangan lupa meminta izin dengan jelas dan menyediakan cara berhenti berlangganan. Data pribadi pendaftar dilindungi UU Pelindungan Data Pribadi, jadi gunakan hanya untuk tujuan yang Anda sampaikan saat mereka mendaftar.</p>
<p>Mulai dari satu lead magnet sederhana minggu ini. <a href="/demo">Lihat contoh toko</a> untuk ide tampilannya.</p>`,
  },
  {
    slug: "jualan-dari-link-bio-instagram-tiktok-dengan-qris",
    title: "Jualan dari Link di Bio Instagram dan TikTok dengan Pembayaran QRIS",
    summary:
      "Satu tautan di bio bisa menjadi toko lengkap: pengikut memilih produk, membayar dengan QRIS dari aplikasi apa pun, dan langsung menerima berkasnya tanpa perlu membalas chat satu per satu.",
    seoDescription:
      "Cara mengubah link di bio Instagram dan TikTok menjadi toko produk digital dengan pembayaran QRIS dan pengiriman otomatis.",
    daysAgo: 10,
    cover: {
      title: "Jualan dari Link di Bio",
      kicker: "TIPS JUALAN",
      from: "#EA580C",
      to: "#DB2777",
      badge: "Blog Lapak · QRIS",
    },
    content: `<p>Banyak kreator masih berjualan lewat DM: pengikut bertanya harga, Anda mengirim nomor rekening, menunggu bukti transfer, mengecek mutasi, lalu mengirim berkas lewat WhatsApp. Cara ini melelahkan, mudah salah, dan membuat pembeli menunggu. Padahal pembeli dari media sosial ingin semuanya cepat: lihat, bayar, dapat.</p>
<h2>Satu tautan di bio untuk semua produk</h2>
<p>Instagram dan TikTok hanya memberi satu tempat untuk tautan di profil. Karena itu, tautan tersebut sebaiknya mengarah ke toko Anda sendiri, bukan ke satu produk saja. Di Lapak, alamat toko Anda berbentuk <strong>lapak.id/namaanda</strong> dan menampilkan semua produk dalam satu halaman yang ringan dibuka di HP.</p>
<ul>
<li>Produk digital berbayar seperti e-book, preset, atau template.</li>
<li>Hadiah gratis untuk mengumpulkan email calon pembeli.</li>
<li>Tautan ke kelas, grup WhatsApp, atau toko marketplace Anda.</li>
</ul>
<h2>Kenapa QRIS cocok untuk pembeli dari media sosial</h2>
<p>QRIS adalah standar kode QR pembayaran dari Bank Indonesia. Satu kode bisa dibayar dengan aplikasi bank atau e-wallet apa pun: GoPay, OVO, DANA, ShopeePay, maupun mobile banking. Pembeli tidak perlu mengetik nomor rekening atau mengirim bukti transfer.</p>
<p>Untuk pembeli yang membuka toko Anda di HP yang sama dengan aplikasi pembayarannya, halaman pembayaran Lapak menyediakan tombol untuk menyimpan kode QR ke galeri, sehingga bisa langsung dipindai dari aplikasi bank. Biaya QRIS juga kecil, 0,7% dari harga, jadi cocok untuk produk dengan harga terjangkau.</p>
<h2>Pembayaran terkonfirmasi, berkas terkirim sendiri</h2>
<p>Begitu pembayaran diterima, pembeli langsung diarahkan ke halaman pesanan berisi tombol unduh dan mendapat email berisi tautan yang sama. Anda menerima email penjualan baru, dan saldo Anda bertambah. Tidak ada lagi mengecek mutasi rekening tengah malam.</p>
<blockquote><p>Pembeli yang membuka tautan dari dalam aplikasi Instagram atau TikTok kadang terjebak di browser bawaan aplikasi. Lapak mengarahkan mereka ke browser HP secara otomatis agar proses pembayaran lancar.</p></blockquote>
<h2>Cara memulai dalam 15 menit</h2>
<ol>
<li><a href="/register">Daftar di Lapak</a> dan pilih username yang sama dengan akun media sosial Anda.</li>
<li>Tambahkan produk pertama: unggah berkas, tulis deskripsi, dan pasang harga.</li>
<li>Salin alamat toko Anda dan tempelkan di kolom tautan bio Instagram dan TikTok.</li>
<li>Buat satu unggahan atau video singkat yang menunjukkan isi produk, lalu ajak pengikut "cek link di bio".</li>
</ol>
<h2>Tips agar pengikut benar-benar membeli</h2>
<p>Tunjukkan isi produk, bukan hanya sampulnya: cuplikan halaman e-book, contoh hasil preset, atau potongan video kelas. Sebutkan harga dengan jelas di keterangan unggahan. Terakhir, pantau halaman <strong>Statistik</strong> untuk melihat dari mana pengunjung datang, lalu perbanyak konten di saluran yang paling banyak menghasilkan penjualan.</p>`,
  },
];
