/** `/help`: answers about selling, paying, delivery, withdrawals, refunds and the account. */
import { formatPercent } from "@lapak/shared/fees";
import { formatRupiah } from "@lapak/shared/money";
import { MIN_WITHDRAWAL } from "@lapak/shared/schemas/account";
import { MIN_PAID_PRICE } from "@lapak/shared/schemas/product";
import { SUPPORT_EMAIL } from "@lapak/shared/site";
import { Link } from "react-router";
import { paths } from "~/lib/paths";
import type { InfoSection } from "../info-page";

export const HELP_SECTIONS: InfoSection[] = [
  { id: "memulai", title: "Memulai" },
  { id: "menjual", title: "Menjual produk" },
  { id: "pembayaran", title: "Pembayaran dan biaya" },
  { id: "pengiriman", title: "Pengiriman produk" },
  { id: "penarikan", title: "Aktivasi dan penarikan saldo" },
  { id: "pengembalian", title: "Pengembalian dana" },
  { id: "akun", title: "Akun dan kata sandi" },
];

export function HelpContent({ platformFeePercent, holdDays }: { platformFeePercent: number; holdDays: number }) {
  return (
    <>
      <section>
        <h2 id="memulai">Memulai</h2>
        <h3>Bagaimana cara membuka toko?</h3>
        <p>
          <Link to={paths.register}>Daftar</Link> dengan nama, email, dan kata sandi (minimal 8 karakter). Kami mengirim
          kode 6 angka ke email Anda; masukkan di halaman Verifikasi. Setelah itu isi profil — username Anda menjadi
          alamat toko, misalnya <code>/namaanda</code> — pilih warna dan gaya tombol, tambahkan media sosial, dan toko
          siap diisi.
        </p>
        <h3>Kode verifikasi tidak sampai.</h3>
        <p>
          Periksa folder Spam, Promosi, atau Pembaruan. Kode berlaku 10 menit; tombol “Kirim Ulang Kode” bisa dipakai
          lagi setelah 60 detik. Pastikan alamat email yang Anda ketik benar.
        </p>
      </section>

      <section>
        <h2 id="menjual">Menjual produk</h2>
        <h3>Jenis produk apa saja yang bisa saya buat?</h3>
        <ul>
          <li>
            <strong>Produk Digital</strong> — berkas yang diunduh setelah membayar (PDF, ZIP, video, audio). Harga
            gratis atau minimal {formatRupiah(MIN_PAID_PRICE)}; minimal satu berkas sebelum bisa ditayangkan.
          </li>
          <li>
            <strong>Kumpulkan Email</strong> — hadiah gratis (berkas dan/atau tautan) sebagai ganti nama dan email.
            Pendaftarnya masuk ke menu Pelanggan.
          </li>
          <li>
            <strong>Tautan Eksternal</strong> — kartu yang membuka kelas, kanal YouTube, toko marketplace, atau chat
            WhatsApp Anda; setiap klik dihitung.
          </li>
        </ul>
        <h3>Bagaimana produk tampil di toko?</h3>
        <p>
          Di Dasbor → Toko, nyalakan <strong>Tampil</strong> pada produk. Urutan bisa diubah dengan menyeret kartu.
          Bagikan tautan toko (<code>/username</code>) atau tautan produk langsung di bio dan status Anda.
        </p>
      </section>

      <section>
        <h2 id="pembayaran">Pembayaran dan biaya</h2>
        <p>
          Pembeli tidak perlu akun. Mereka mengisi nama, email, dan nomor WhatsApp, lalu membayar dengan QRIS, virtual
          account (BCA, BNI, BRI, Mandiri, Permata), atau e-wallet sesuai yang tersedia. Halaman pembayaran menampilkan
          kode QR atau nomor virtual account, batas waktu dalam WIB, dan langkah membayar; statusnya diperbarui sendiri
          begitu penyedia pembayaran mengonfirmasi.
        </p>
        <p>
          Pembeli membayar tepat sesuai harga. Dari setiap penjualan dipotong biaya platform{" "}
          {formatPercent(platformFeePercent)} ditambah biaya metode pembayaran (QRIS 0,7%, virtual account Rp4.000,
          e-wallet 1,5–2%). Rinciannya tampil di setiap penjualan dan di form produk (“Anda terima …”).
        </p>
        <h3>Pembeli sudah membayar, tetapi status masih menunggu.</h3>
        <p>
          Konfirmasi biasanya masuk dalam hitungan detik. Jika pembayaran berhasil setelah batas waktu lewat, pesanan
          tetap kami selesaikan dan produk tetap terkirim — uang pembeli tidak hilang.
        </p>
      </section>

      <section>
        <h2 id="pengiriman">Pengiriman produk</h2>
        <p>
          Begitu pembayaran dikonfirmasi, pembeli dibawa ke halaman pesanan yang berisi tombol <strong>Unduh</strong>,
          hadiah, dan pesan terima kasih Anda, dan menerima email tanda terima berisi tautan ke halaman yang sama.
          Tautan unduhan bersifat pribadi dan berlaku satu jam; membuka lagi halaman pesanan membuat tautan baru, jadi
          pembeli bisa mengunduh ulang kapan saja. Produk gratis dan Kumpulkan Email langsung selesai tanpa pembayaran.
        </p>
      </section>

      <section>
        <h2 id="penarikan">Aktivasi dan penarikan saldo</h2>
        <ol>
          <li>
            <strong>Aktivasi akun</strong> (sekali saja): di Dasbor → Aktivasi Akun isi nama sesuai KTP, NIK, foto KTP,
            swafoto sambil memegang KTP, dan rekening bank atas nama yang sama. Admin meninjau dan Anda dikabari lewat
            email; jika ditolak, alasannya tertulis dan data bisa diperbaiki.
          </li>
          <li>
            <strong>Masa tahan</strong>:{" "}
            {holdDays > 0
              ? `uang setiap penjualan ditahan ${holdDays} hari sejak dibayar, lalu pindah ke saldo “Bisa ditarik”.`
              : "uang setiap penjualan langsung masuk ke saldo “Bisa ditarik”."}
          </li>
          <li>
            <strong>Tarik Saldo</strong> di Dasbor → Saldo: minimal {formatRupiah(MIN_WITHDRAWAL)}, paling banyak saldo
            yang bisa ditarik, satu permintaan pada satu waktu. Dana dikirim ke rekening Anda; jika transfer gagal, uang
            kembali ke saldo dengan alasannya.
          </li>
        </ol>
        <p>
          NIK disimpan terenkripsi dan foto hanya bisa dibuka admin peninjau. Lihat{" "}
          <Link to={paths.privacy}>Kebijakan Privasi</Link>.
        </p>
      </section>

      <section>
        <h2 id="pengembalian">Pengembalian dana</h2>
        <p>
          Produk digital yang sudah terkirim pada dasarnya tidak dapat dikembalikan. Jika produk tidak bisa diunduh,
          tidak sesuai deskripsi, atau pembeli tertagih dua kali, hubungi penjual terlebih dahulu. Bila tidak ada
          penyelesaian dalam 3 hari kerja, kirim email ke <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> dengan
          nomor pesanan (ada di halaman pesanan dan email tanda terima). Kami meninjau dan dapat meminta penjual
          mengembalikan dana; aturan lengkapnya ada di <Link to={paths.terms}>Syarat & Ketentuan</Link>.
        </p>
      </section>

      <section>
        <h2 id="akun">Akun dan kata sandi</h2>
        <h3>Saya lupa kata sandi.</h3>
        <ol>
          <li>
            Buka halaman <Link to={paths.login}>Masuk</Link> dan ketuk <strong>“Lupa kata sandi?”</strong> (atau
            langsung <Link to={paths.forgotPassword}>halaman ini</Link>).
          </li>
          <li>Masukkan email akun Anda.</li>
          <li>Masukkan kode 6 angka yang kami kirim ke email tersebut.</li>
          <li>Buat kata sandi baru. Sesi lain di perangkat lain otomatis keluar.</li>
        </ol>
        <p>
          Anda juga bisa masuk tanpa kata sandi dengan <strong>Masuk dengan kode OTP</strong>. Setelah 10 kode salah
          dalam 15 menit, masuk dengan kode dikunci sementara selama 15 menit demi keamanan.
        </p>
        <h3>Bagaimana cara mengganti kata sandi?</h3>
        <p>
          Buka <Link to={paths.dashboard.profile}>Profil Toko</Link> di dasbor, lalu isi{" "}
          <strong>Ubah kata sandi</strong> dengan kata sandi saat ini dan kata sandi baru.
        </p>
        <h3>Keamanan akun</h3>
        <p>
          Tim Lapak tidak pernah meminta kode OTP, kata sandi, atau PIN Anda. Jangan bagikan kode dari email kami kepada
          siapa pun, termasuk yang mengaku sebagai admin. Pertanyaan lain:{" "}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      </section>
    </>
  );
}
