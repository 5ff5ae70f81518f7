import { InfoPage } from "~/features/landing/info-page";

export default function Terms() {
  return (
    <InfoPage title="Syarat & Ketentuan" intro="Aturan dasar menggunakan Lapak, dalam bahasa yang sederhana.">
      <section>
        <h2>Penjual</h2>
        <ul>
          <li>Anda hanya menjual produk digital yang Anda miliki haknya dan yang sah menurut hukum Indonesia.</li>
          <li>Anda bertanggung jawab atas isi produk dan deskripsinya.</li>
          <li>Penarikan saldo memerlukan aktivasi akun dengan identitas dan rekening atas nama yang sama.</li>
        </ul>
      </section>
      <section>
        <h2>Biaya</h2>
        <p>
          Pembeli membayar harga yang tertera, tanpa biaya tambahan. Biaya platform dan biaya metode pembayaran dipotong
          dari penjualan dan selalu ditampilkan rinci kepada penjual.
        </p>
      </section>
      <section>
        <h2>Pembeli</h2>
        <p>
          Produk dikirim segera setelah pembayaran dikonfirmasi. Tautan unduhan bersifat pribadi; jangan membagikannya.
        </p>
      </section>
    </InfoPage>
  );
}
