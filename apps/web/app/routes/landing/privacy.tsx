import { InfoPage } from "~/features/landing/info-page";

export default function Privacy() {
  return (
    <InfoPage title="Kebijakan Privasi" intro="Ringkasan singkat tentang data yang kami simpan dan alasannya.">
      <section>
        <h2>Data yang kami simpan</h2>
        <ul>
          <li>Akun penjual: nama, email, username, nomor WhatsApp, dan tautan media sosial yang Anda isi.</li>
          <li>
            Pembeli: nama, email, dan nomor WhatsApp yang diisi saat membeli, untuk mengirim produk dan tanda terima.
          </li>
          <li>
            Data aktivasi (NIK, foto KTP, swafoto): disimpan terenkripsi dan privat, hanya untuk verifikasi penarikan
            dana.
          </li>
        </ul>
      </section>
      <section>
        <h2>Yang tidak kami lakukan</h2>
        <p>
          Kami tidak menjual data Anda dan tidak menyimpan alamat IP pengunjung; statistik kunjungan dihitung tanpa data
          yang mengenali orang.
        </p>
      </section>
      <section>
        <h2>Hak Anda</h2>
        <p>
          Sesuai UU Pelindungan Data Pribadi, Anda dapat meminta salinan, perbaikan, atau penghapusan data Anda melalui
          tim dukungan Lapak.
        </p>
      </section>
    </InfoPage>
  );
}
