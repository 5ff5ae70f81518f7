import { Link } from "react-router";
import { InfoPage } from "~/features/landing/info-page";
import { paths } from "~/lib/paths";

export default function Help() {
  return (
    <InfoPage title="Bantuan" intro="Jawaban singkat untuk pertanyaan yang paling sering muncul.">
      <section>
        <h2>Bagaimana cara membuka toko?</h2>
        <p>
          <Link to={paths.register} className="font-medium text-violet-700 underline">
            Daftar
          </Link>{" "}
          dengan nama, email, dan kata sandi, masukkan kode 6 angka yang kami kirim ke email Anda, lalu pilih username —
          itulah alamat toko Anda.
        </p>
      </section>
      <section>
        <h2>Saya lupa kata sandi.</h2>
        <p>
          Pilih “Lupa kata sandi?” di halaman{" "}
          <Link to={paths.login} className="font-medium text-violet-700 underline">
            Masuk
          </Link>{" "}
          (atau buka{" "}
          <Link to={paths.forgotPassword} className="font-medium text-violet-700 underline">
            halaman ini
          </Link>
          ) dan masukkan email Anda. Kami mengirim kode 6 angka ke email itu; setelah kode diverifikasi, Anda langsung
          membuat kata sandi baru. Perangkat lain yang masuk ke akun Anda akan keluar.
        </p>
      </section>
      <section>
        <h2>Bagaimana cara mengganti kata sandi?</h2>
        <p>
          Buka{" "}
          <Link to={paths.dashboard.profile} className="font-medium text-violet-700 underline">
            Profil Toko
          </Link>{" "}
          di dasbor, lalu isi “Ubah kata sandi” dengan kata sandi saat ini dan yang baru.
        </p>
      </section>
      <section>
        <h2>Kode OTP tidak sampai.</h2>
        <p>Periksa folder spam atau promosi. Kode baru bisa diminta setiap 60 detik dan berlaku 10 menit.</p>
      </section>
      <section>
        <h2>Kapan saldo penjualan bisa ditarik?</h2>
        <p>
          Setelah akun diaktivasi (verifikasi KTP dan rekening) dan masa tunggu penjualan selesai. Fitur penarikan
          sedang kami siapkan.
        </p>
      </section>
    </InfoPage>
  );
}
