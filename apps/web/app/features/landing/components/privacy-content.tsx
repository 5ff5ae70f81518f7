/**
 * `/privacy`: the privacy policy under Law 27/2022 on Personal Data Protection (UU PDP): the
 * controller, data per role, purposes and legal bases (art. 20), specific personal data (art. 4),
 * processors, transfers abroad (art. 56), retention, the subject's rights (art. 5–13) and how to use
 * them (art. 32–34: 3×24 hours), breach notice within 3×24 hours (art. 46), contact. It describes
 * what this codebase does (DESIGN §4: KYC data encrypted and private, no raw IPs for statistics;
 * the landing's ad parameters, the checkout's IP and browser kept 7 days for the seller's ad
 * events, sellers' own pixels, WhatsApp messages by consent through Meta — ADR 0021, 0022).
 */
import { OPERATOR_NAME, PRIVACY_EMAIL } from "@lapak/shared/site";
import { Link } from "react-router";
import { paths } from "~/lib/paths";
import type { InfoSection } from "../info-page";

export const PRIVACY_SECTIONS: InfoSection[] = [
  { id: "pengendali", title: "Siapa pengendali data Anda" },
  { id: "data-dikumpulkan", title: "Data yang kami kumpulkan" },
  { id: "tujuan-dasar", title: "Tujuan dan dasar pemrosesan" },
  { id: "data-spesifik", title: "Data aktivasi (data pribadi spesifik)" },
  { id: "prosesor", title: "Pihak yang memproses data untuk kami" },
  { id: "transfer", title: "Transfer data ke luar negeri" },
  { id: "retensi", title: "Berapa lama data disimpan" },
  { id: "keamanan", title: "Cara kami melindungi data" },
  { id: "hak-anda", title: "Hak Anda dan cara menggunakannya" },
  { id: "kegagalan", title: "Jika terjadi kegagalan pelindungan data" },
  { id: "cookie", title: "Cookie" },
  { id: "perubahan", title: "Perubahan kebijakan" },
  { id: "kontak", title: "Kontak" },
];

export function PrivacyContent({ holdDays }: { holdDays: number }) {
  const mail = <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>;
  return (
    <>
      <section>
        <h2 id="pengendali">1. Siapa pengendali data Anda</h2>
        <p>
          {OPERATOR_NAME} (“kami”) mengelola platform Lapak dan menjadi <strong>Pengendali Data Pribadi</strong> atas
          data yang dijelaskan di sini, sebagaimana dimaksud Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data
          Pribadi (“UU PDP”). Untuk data pembeli, penjual juga menjadi pengendali atas data pelanggannya sendiri yang ia
          lihat dan unduh dari dasbor; kami memproses data itu untuk menjalankan tokonya. Semua pertanyaan tentang data
          pribadi dapat dikirim ke {mail}.
        </p>
      </section>

      <section>
        <h2 id="data-dikumpulkan">2. Data yang kami kumpulkan</h2>
        <h3>Penjual</h3>
        <ul>
          <li>
            Data akun: nama, email, kata sandi (disimpan sebagai hash argon2id, tidak pernah dalam bentuk asli),
            username, nomor WhatsApp, bio, foto profil, tautan media sosial, dan pilihan tampilan toko.
          </li>
          <li>Produk dan berkas yang Anda unggah, deskripsi, harga, serta masukan yang Anda kirim kepada kami.</li>
          <li>Catatan penjualan, biaya, saldo, dan riwayat penarikan.</li>
          <li>
            Data aktivasi untuk penarikan saldo: nama sesuai KTP, NIK, foto KTP, swafoto sambil memegang KTP, nama bank,
            nomor dan nama pemilik rekening, serta waktu Anda memberi persetujuan (lihat bagian 4).
          </li>
        </ul>
        <h3>Pembeli</h3>
        <ul>
          <li>Nama, email, dan nomor WhatsApp yang diisi saat checkout.</li>
          <li>
            Sumber iklan yang membawa Anda ke toko (parameter <code>utm_*</code>, <code>fbclid</code>,{" "}
            <code>ttclid</code>), disimpan bersama pesanan agar penjual tahu iklan mana yang menghasilkan penjualan.
          </li>
          <li>
            Alamat IP, jenis peramban, dan cookie <code>_fbp</code> Meta (bila ada) saat checkout, hanya untuk laporan
            pembelian ke Meta atau TikTok milik penjual (bagian 5); dihapus 7 hari setelah pembayaran.
          </li>
          <li>
            Produk yang dibeli, jumlah, metode pembayaran, status dan waktu pembayaran, serta berapa kali berkas
            diunduh.
          </li>
          <li>
            Kami <strong>tidak</strong> menerima nomor kartu, PIN, atau kata sandi bank/e-wallet Anda; semuanya
            dimasukkan langsung di aplikasi bank atau penyedia pembayaran.
          </li>
        </ul>
        <h3>Pengunjung</h3>
        <ul>
          <li>
            Statistik kunjungan halaman toko dan produk: halaman yang dibuka, sumber kunjungan (misalnya Instagram atau
            parameter <code>utm_source</code>), jenis peramban, dan perkiraan kota dari alamat IP. Alamat IP{" "}
            <strong>tidak disimpan</strong>; pengunjung unik dihitung dari sidik acak yang garamnya berganti setiap
            hari.
          </li>
          <li>Email yang Anda daftarkan untuk kabar Lapak (newsletter), beserta waktu pendaftarannya.</li>
          <li>Catatan teknis sementara (waktu, alamat yang diminta, kode status) untuk menjaga keamanan layanan.</li>
        </ul>
      </section>

      <section>
        <h2 id="tujuan-dasar">3. Tujuan dan dasar pemrosesan</h2>
        <p>Sesuai Pasal 20 UU PDP, kami memproses data hanya dengan dasar berikut:</p>
        <ul>
          <li>
            <strong>Pelaksanaan perjanjian</strong> dengan Anda: membuat dan menjalankan akun dan toko, memproses
            checkout dan pembayaran, mengirim produk dan tanda terima, mencatat saldo, dan membayar penarikan.
          </li>
          <li>
            <strong>Kewajiban hukum</strong>: pencatatan transaksi keuangan dan perpajakan, verifikasi identitas sebelum
            dana dicairkan untuk mencegah penipuan dan pencucian uang, dan permintaan resmi aparat berwenang.
          </li>
          <li>
            <strong>Kepentingan yang sah</strong>: keamanan akun (kode OTP, pembatasan percobaan masuk), pencegahan
            penyalahgunaan, dan statistik kunjungan tanpa alamat IP untuk penjual.
          </li>
          <li>
            <strong>Persetujuan</strong>: newsletter, info pesanan lewat WhatsApp (bila Anda mencentang “Kirim info
            pesanan ke WhatsApp saya”), serta data aktivasi yang Anda kirim dengan persetujuan eksplisit yang kami catat
            waktunya. Persetujuan dapat ditarik kapan saja (bagian 9).
          </li>
        </ul>
        <p>
          Kami tidak menjual data pribadi, tidak memasang pelacak iklan milik Lapak (pixel iklan yang dipasang penjual
          dijelaskan di bagian 5), dan tidak membuat keputusan otomatis yang berakibat hukum bagi Anda tanpa peninjauan
          manusia — aktivasi selalu ditinjau admin.
        </p>
      </section>

      <section>
        <h2 id="data-spesifik">4. Data aktivasi (data pribadi spesifik)</h2>
        <p>
          NIK, foto KTP, swafoto, dan data rekening kami perlakukan sebagai{" "}
          <strong>data pribadi yang bersifat spesifik</strong> (Pasal 4 UU PDP), dengan perlindungan tambahan:
        </p>
        <ul>
          <li>Hanya dikumpulkan bila Anda ingin menarik saldo, dengan persetujuan eksplisit yang tercatat waktunya.</li>
          <li>NIK disimpan terenkripsi (AES-GCM) dengan kunci yang tidak ikut tersimpan di basis data.</li>
          <li>
            Foto KTP dan swafoto disimpan sebagai berkas privat tanpa alamat publik, terpisah dari berkas toko Anda:
            tidak muncul di “Berkas Anda” dan tidak bisa dilampirkan ke produk. Hanya admin peninjau yang dapat
            membukanya, lewat tautan yang berlaku singkat.
          </li>
          <li>Data ini tidak pernah ditulis ke log dan tidak ditampilkan di halaman publik mana pun.</li>
          <li>Data rekening hanya dibagikan ke layanan pembayaran untuk mengirim penarikan Anda.</li>
        </ul>
      </section>

      <section>
        <h2 id="prosesor">5. Pihak yang memproses data untuk kami</h2>
        <p>
          Kami membagikan data seperlunya kepada Prosesor Data Pribadi yang terikat perjanjian untuk menjaga
          kerahasiaannya:
        </p>
        <ul>
          <li>
            <strong>Penyedia pembayaran</strong> (Midtrans atau Xendit, sesuai yang aktif): nama, email, nomor WhatsApp
            pembeli, nomor pesanan, dan jumlah, untuk membuat dan mengonfirmasi pembayaran; nama bank, nomor dan nama
            rekening penjual untuk mengirim penarikan.
          </li>
          <li>
            <strong>Layanan pengiriman email</strong>: alamat email dan isi pesan (kode verifikasi, tanda terima,
            pemberitahuan penjualan dan penarikan, newsletter).
          </li>
          <li>
            <strong>Penyedia hosting, basis data, dan penyimpanan berkas</strong>: menyimpan seluruh data di atas atas
            nama kami.
          </li>
          <li>
            <strong>Google</strong>, hanya bila Anda memilih “Masuk dengan Google”: kami menerima nama dan email yang
            sudah diverifikasi Google.
          </li>
          <li>
            <strong>Meta (WhatsApp Business)</strong>: bila Anda mencentang “Kirim info pesanan ke WhatsApp saya”, nomor
            WhatsApp, nama, produk, jumlah, kode dan tautan pesanan, untuk satu pengingat pembayaran dan info pesanan
            setelah dibayar; bila penjual mengaktifkan notifikasi penjualan lewat WhatsApp, nama Anda, produk, dan
            jumlah dikirim ke nomor WhatsApp penjual.
          </li>
        </ul>
        <p>
          <strong>Pixel iklan penjual.</strong> Penjual dapat memasang pixel Meta atau TikTok miliknya. Pixel itu hanya
          dimuat di halaman toko, produk, checkout, dan pesanan penjual tersebut, dan mengirim ke Meta atau TikTok
          halaman yang Anda buka serta pembelian Anda. Bila penjual juga memasang token, server kami mengirim pembelian
          yang lunas ke Meta atau TikTok: email dan nomor WhatsApp dalam bentuk hash SHA-256, kode klik iklan, alamat
          IP, jenis peramban, produk, dan jumlah. Data itu diterima Meta atau TikTok untuk iklan penjual, sesuai
          kebijakan privasi masing-masing.
        </p>
        <p>
          Penjual melihat nama, email, dan nomor WhatsApp pembeli produknya untuk melayani pesanan. Kabar dan penawaran
          dari penjual hanya boleh dikirim bila Anda mencentang “Saya mau menerima kabar dan penawaran” saat checkout;
          kotak itu tidak dicentang sejak awal, dan kami mencatat waktu Anda mencentangnya.
        </p>
      </section>

      <section>
        <h2 id="transfer">6. Transfer data ke luar negeri</h2>
        <p>
          Sebagian prosesor dapat menyimpan atau memproses data di luar wilayah Indonesia (misalnya server email atau
          cadangan). Sesuai Pasal 56 UU PDP, kami hanya melakukannya bila negara tujuan memiliki tingkat pelindungan
          yang setara atau lebih tinggi, atau bila ada perlindungan yang memadai dan mengikat dalam perjanjian dengan
          prosesor tersebut; bila keduanya tidak terpenuhi, kami meminta persetujuan Anda terlebih dahulu.
        </p>
      </section>

      <section>
        <h2 id="retensi">7. Berapa lama data disimpan</h2>
        <ul>
          <li>Data akun dan toko: selama akun aktif; dihapus paling lambat 30 hari setelah permintaan penghapusan.</li>
          <li>
            Catatan transaksi, saldo, dan penarikan: 10 tahun, sesuai kewajiban penyimpanan dokumen keuangan dan
            perpajakan; setelah akun dihapus, catatan ini tidak lagi terhubung ke profil publik.
          </li>
          <li>
            Data aktivasi (nama sesuai KTP, NIK, foto KTP, swafoto, dan rekening): selama akun aktif. Setelah akun
            ditutup, data ini dihapus paling lambat 5 tahun kemudian (jangka waktu penyimpanan dokumen identitas dalam
            aturan pencegahan pencucian uang), kecuali peraturan perundang-undangan mewajibkan penyimpanan lebih lama.
            Foto dari pengajuan yang Anda ganti (misalnya setelah ditolak) dan foto yang diunggah tetapi tidak jadi
            dikirim langsung dihapus saat Anda mengirim pengajuan baru. Saldo penjualan ditahan {holdDays} hari sebelum
            dapat ditarik; data aktivasi tidak dipakai untuk hal lain.
          </li>
          <li>Statistik kunjungan: disimpan dalam bentuk ringkasan harian tanpa alamat IP.</li>
          <li>
            Alamat IP, jenis peramban, dan cookie <code>_fbp</code> dari checkout: dihapus 7 hari setelah pembayaran
            (atau 7 hari setelah checkout bila tidak dibayar) — batas waktu Meta menerima laporan pembelian.
          </li>
          <li>Email newsletter: sampai Anda berhenti berlangganan.</li>
          <li>Kode OTP: berlaku 10 menit dan hanya disimpan sebagai hash.</li>
        </ul>
      </section>

      <section>
        <h2 id="keamanan">8. Cara kami melindungi data</h2>
        <p>
          Koneksi terenkripsi (HTTPS), kata sandi dengan argon2id, token sesi yang disimpan sebagai hash dan dapat
          dicabut, tautan unduhan bertanda tangan yang kedaluwarsa dalam satu jam, pembatasan percobaan masuk, dan akses
          admin yang dibatasi. Setiap penjual hanya dapat melihat data tokonya sendiri.
        </p>
      </section>

      <section>
        <h2 id="hak-anda">9. Hak Anda dan cara menggunakannya</h2>
        <p>Sebagai subjek data pribadi (Pasal 5–13 UU PDP), Anda berhak:</p>
        <ul>
          <li>mendapat informasi tentang identitas kami, tujuan, dan dasar pemrosesan data Anda;</li>
          <li>mengakses dan memperoleh salinan data Anda;</li>
          <li>memperbaiki data yang keliru atau tidak lengkap;</li>
          <li>meminta penghapusan atau pemusnahan data Anda;</li>
          <li>menarik kembali persetujuan yang pernah Anda berikan;</li>
          <li>mengajukan keberatan atas keputusan yang hanya didasarkan pada pemrosesan otomatis;</li>
          <li>meminta penundaan atau pembatasan pemrosesan;</li>
          <li>mendapatkan dan menggunakan data Anda dalam format yang umum dan dapat dibaca mesin;</li>
          <li>menggugat dan menerima ganti rugi atas pelanggaran pemrosesan data Anda.</li>
        </ul>
        <p>
          Sebagian bisa Anda lakukan sendiri: ubah profil di Dasbor, unduh penjualan dan pelanggan sebagai CSV, atau
          hapus berkas yang tidak dipakai. Untuk hal lain, kirim email dari alamat akun Anda ke {mail} dengan judul
          “Permintaan Data Pribadi” dan sebutkan hak yang ingin Anda gunakan. Kami dapat meminta verifikasi identitas,
          lalu menanggapi paling lambat <strong>3 × 24 jam</strong> sejak permintaan lengkap diterima. Jika Anda merasa
          tidak puas, Anda dapat mengadu ke lembaga penyelenggara pelindungan data pribadi.
        </p>
      </section>

      <section>
        <h2 id="kegagalan">10. Jika terjadi kegagalan pelindungan data</h2>
        <p>
          Jika terjadi kegagalan pelindungan data pribadi, kami memberi tahu Anda dan lembaga yang berwenang secara
          tertulis paling lambat <strong>3 × 24 jam</strong> (Pasal 46 UU PDP), berisi data apa yang terungkap, kapan
          dan bagaimana hal itu terjadi, serta upaya penanganan dan pemulihan yang kami lakukan. Bila diperlukan, kami
          juga mengumumkannya kepada masyarakat.
        </p>
      </section>

      <section>
        <h2 id="cookie">11. Cookie</h2>
        <p>
          Cookie yang diperlukan: <code>access_token</code> untuk menjaga Anda tetap masuk (hingga 30 hari, tidak bisa
          dibaca skrip) dan <code>flash</code> untuk menampilkan satu pesan setelah pindah halaman (60 detik). Di
          halaman toko dan produk, cookie <code>lapak_attr</code> mengingat sumber iklan kunjungan terakhir Anda ke
          sebuah toko selama 30 hari, dan hanya dipakai untuk pesanan di toko itu. Lapak tidak memasang cookie iklan
          pihak ketiga; di halaman penjual yang memasang pixel Meta atau TikTok (bagian 5), skrip pixel itu dapat
          memasang cookie-nya sendiri (misalnya <code>_fbp</code> atau <code>_ttp</code>).
        </p>
      </section>

      <section>
        <h2 id="perubahan">12. Perubahan kebijakan</h2>
        <p>
          Jika kebijakan ini berubah secara penting, kami memberi tahu penjual lewat email atau dasbor paling lambat 14
          hari sebelum berlaku. Versi terbaru selalu ada di halaman ini; lihat juga{" "}
          <Link to={paths.terms}>Syarat & Ketentuan</Link>.
        </p>
      </section>

      <section>
        <h2 id="kontak">13. Kontak</h2>
        <p>
          Pertanyaan, permintaan, atau laporan tentang data pribadi: {mail}. Kami menanggapi dalam Bahasa Indonesia.
        </p>
      </section>
    </>
  );
}
