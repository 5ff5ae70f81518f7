/**
 * `/terms`: the terms of service — accounts, seller obligations, prohibited products, fees, holds,
 * withdrawals, refunds and disputes, suspension, liability, governing law (Indonesia). The money
 * rules follow DESIGN §4 and the deployment's settings (`PLATFORM_FEE_PERCENT`, `HOLD_DAYS`).
 */
import { formatPercent } from "@lapak/shared/fees";
import { formatRupiah } from "@lapak/shared/money";
import { MIN_WITHDRAWAL } from "@lapak/shared/schemas/account";
import { MIN_PAID_PRICE } from "@lapak/shared/schemas/product";
import { OPERATOR_NAME, SUPPORT_EMAIL } from "@lapak/shared/site";
import { Link } from "react-router";
import { paths } from "~/lib/paths";
import type { InfoSection } from "../info-page";

export const TERMS_SECTIONS: InfoSection[] = [
  { id: "tentang", title: "Tentang ketentuan ini" },
  { id: "akun", title: "Akun" },
  { id: "kewajiban-penjual", title: "Kewajiban penjual" },
  { id: "produk-terlarang", title: "Produk yang dilarang" },
  { id: "pembeli", title: "Pembeli" },
  { id: "biaya", title: "Harga dan biaya" },
  { id: "saldo", title: "Saldo dan masa tahan" },
  { id: "penarikan", title: "Aktivasi dan penarikan" },
  { id: "pengembalian", title: "Pengembalian dana dan sengketa" },
  { id: "penangguhan", title: "Penangguhan dan penutupan akun" },
  { id: "hki", title: "Hak kekayaan intelektual" },
  { id: "tanggung-jawab", title: "Batasan tanggung jawab" },
  { id: "hukum", title: "Hukum yang berlaku" },
  { id: "kontak", title: "Perubahan dan kontak" },
];

export function TermsContent({ platformFeePercent, holdDays }: { platformFeePercent: number; holdDays: number }) {
  const mail = <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;
  return (
    <>
      <section>
        <h2 id="tentang">1. Tentang ketentuan ini</h2>
        <p>
          Syarat & Ketentuan ini adalah perjanjian antara Anda dan {OPERATOR_NAME} (“kami”) tentang penggunaan Lapak:
          platform tempat kreator membuka toko dan menjual produk digital, dan tempat pembeli membelinya. Dengan membuat
          akun atau melakukan pembelian, Anda menyetujui ketentuan ini dan{" "}
          <Link to={paths.privacy}>Kebijakan Privasi</Link>. Lapak menyediakan toko dan proses pembayarannya; penjual
          adalah pihak yang menjual produk kepada pembeli.
        </p>
      </section>

      <section>
        <h2 id="akun">2. Akun</h2>
        <ul>
          <li>Penjual harus berusia minimal 18 tahun dan cakap bertindak menurut hukum Indonesia.</li>
          <li>
            Data yang Anda isi harus benar dan milik Anda sendiri; satu orang atau usaha dapat memiliki satu akun.
          </li>
          <li>
            Anda bertanggung jawab menjaga kata sandi dan email akun. Segera beri tahu kami di {mail} bila ada akses
            yang tidak Anda kenali.
          </li>
          <li>Username tidak boleh meniru merek, tokoh, atau pihak lain, dan dapat kami ubah bila melanggar.</li>
        </ul>
      </section>

      <section>
        <h2 id="kewajiban-penjual">3. Kewajiban penjual</h2>
        <ul>
          <li>Hanya menjual produk yang Anda buat sendiri atau yang Anda miliki izinnya untuk dijual.</li>
          <li>
            Menulis judul, deskripsi, dan harga yang jujur; produk yang diterima pembeli harus sesuai dengan yang
            dijanjikan.
          </li>
          <li>Menanggapi pertanyaan dan keluhan pembeli tentang produk Anda dalam waktu yang wajar.</li>
          <li>
            Menggunakan data pembeli hanya untuk melayani pesanan, dan mengirim kabar atau penawaran hanya kepada
            pembeli dan pendaftar yang mencentang persetujuannya saat checkout (tercatat di Pelanggan) — sesuai UU
            Pelindungan Data Pribadi.
          </li>
          <li>Memenuhi kewajiban perpajakan atas penghasilan Anda sendiri.</li>
        </ul>
      </section>

      <section>
        <h2 id="produk-terlarang">4. Produk yang dilarang</h2>
        <p>Dilarang menjual, membagikan, atau menautkan:</p>
        <ul>
          <li>karya bajakan atau yang melanggar hak cipta, merek, atau hak kekayaan intelektual orang lain;</li>
          <li>konten pornografi, eksploitasi anak, atau kekerasan seksual;</li>
          <li>perjudian, termasuk judi online dan “bocoran” slot atau togel;</li>
          <li>narkotika, obat keras tanpa izin, senjata, atau bahan peledak, termasuk panduan membuatnya;</li>
          <li>ujaran kebencian berbasis SARA, terorisme, atau ajakan kekerasan;</li>
          <li>
            data pribadi orang lain, akun curian, alat peretasan, atau cara membobol sistem, aplikasi, dan layanan;
          </li>
          <li>
            skema cepat kaya, investasi atau arisan berantai, robot trading tanpa izin OJK/Bappebti, dan janji
            penghasilan yang menyesatkan;
          </li>
          <li>dokumen palsu, ijazah atau sertifikat palsu, serta jasa joki ujian;</li>
          <li>klaim kesehatan yang menyesatkan, atau konten lain yang dilarang hukum Indonesia, termasuk UU ITE.</li>
        </ul>
        <p>Kami dapat menurunkan produk yang melanggar tanpa pemberitahuan terlebih dahulu.</p>
      </section>

      <section>
        <h2 id="pembeli">5. Pembeli</h2>
        <p>
          Pembeli membayar harga yang tertera dan menerima produk di halaman pesanan serta lewat email segera setelah
          pembayaran dikonfirmasi. Produk yang dibeli hanya untuk pemakaian pembeli sesuai lisensi dari penjual; tautan
          unduhan bersifat pribadi dan tidak boleh dibagikan atau dijual kembali.
        </p>
      </section>

      <section>
        <h2 id="biaya">6. Harga dan biaya</h2>
        <ul>
          <li>
            Penjual menentukan harga: gratis atau minimal {formatRupiah(MIN_PAID_PRICE)}. Pembeli membayar tepat sebesar
            harga; tidak ada biaya tambahan yang dibebankan kepada pembeli.
          </li>
          <li>
            Dari setiap penjualan berbayar kami memotong biaya platform {formatPercent(platformFeePercent)} dari harga
            ditambah biaya metode pembayaran (QRIS 0,7%, virtual account Rp4.000, e-wallet 1,5–2%), masing-masing
            dibulatkan ke rupiah terdekat. Rincian setiap potongan terlihat di dasbor.
          </li>
          <li>Tidak ada biaya pendaftaran atau biaya bulanan. Produk gratis tidak dikenai biaya.</li>
          <li>Perubahan tarif diberitahukan paling lambat 30 hari sebelum berlaku dan tidak berlaku surut.</li>
        </ul>
      </section>

      <section>
        <h2 id="saldo">7. Saldo dan masa tahan</h2>
        <p>
          Hasil penjualan bersih dicatat di saldo Anda begitu pembayaran dikonfirmasi penyedia pembayaran.{" "}
          {holdDays > 0
            ? `Setiap penjualan ditahan ${holdDays} hari sejak dibayar sebelum dapat ditarik, untuk menampung keluhan dan pembatalan pembayaran.`
            : "Penjualan dapat langsung ditarik setelah dikonfirmasi."}{" "}
          Kami dapat memperpanjang masa tahan atas penjualan yang sedang dalam sengketa atau diduga curang, dengan
          memberi tahu alasannya. Saldo tidak berbunga dan bukan simpanan.
        </p>
      </section>

      <section>
        <h2 id="penarikan">8. Aktivasi dan penarikan</h2>
        <ul>
          <li>
            Penarikan memerlukan aktivasi akun: identitas (KTP), swafoto, dan rekening bank atas nama yang sama dengan
            KTP. Kami dapat menolak aktivasi dengan alasan tertulis.
          </li>
          <li>
            Penarikan minimal {formatRupiah(MIN_WITHDRAWAL)} dan paling banyak saldo yang dapat ditarik, satu permintaan
            pada satu waktu, ke rekening yang terdaftar.
          </li>
          <li>
            Penarikan diproses pada hari kerja. Jika transfer gagal, dana kembali ke saldo Anda beserta alasannya.
          </li>
        </ul>
      </section>

      <section>
        <h2 id="pengembalian">9. Pengembalian dana dan sengketa</h2>
        <ul>
          <li>
            Karena produk digital langsung terkirim, penjualan pada dasarnya final. Pembeli berhak atas pengembalian
            dana bila produk tidak dapat diakses, jelas berbeda dari deskripsinya, atau pembayaran tertagih dua kali.
          </li>
          <li>
            Pembeli menghubungi penjual terlebih dahulu. Bila tidak selesai dalam 3 hari kerja, pembeli dapat mengajukan
            sengketa ke {mail} dengan nomor pesanan.
          </li>
          <li>
            Kami meninjau bukti dari kedua pihak dan memutuskan dalam 14 hari kerja. Bila pengembalian dana diputuskan,
            jumlahnya dipotong dari saldo penjual; biaya metode pembayaran yang sudah terpakai tidak dapat dikembalikan.
          </li>
          <li>
            Pembatalan pembayaran oleh bank atau penyedia pembayaran (chargeback) atas penjualan Anda juga dipotong dari
            saldo Anda.
          </li>
        </ul>
      </section>

      <section>
        <h2 id="penangguhan">10. Penangguhan dan penutupan akun</h2>
        <p>
          Kami dapat menurunkan produk, menahan saldo, atau menangguhkan dan menutup akun yang melanggar ketentuan ini,
          melanggar hukum, atau merugikan pembeli, dengan memberi tahu alasannya kecuali dilarang hukum. Saldo yang sah
          dari penjualan yang tidak bermasalah tetap dibayarkan setelah kewajiban kepada pembeli diselesaikan. Anda
          dapat menutup akun kapan saja dengan mengirim email ke {mail}.
        </p>
      </section>

      <section>
        <h2 id="hki">11. Hak kekayaan intelektual</h2>
        <p>
          Produk dan konten toko tetap milik Anda. Anda memberi kami izin terbatas untuk menyimpan, menampilkan, dan
          mengirimkannya kepada pembeli selama diperlukan untuk menjalankan toko. Merek dan tampilan Lapak adalah milik
          kami. Laporan pelanggaran hak cipta dapat dikirim ke {mail}.
        </p>
      </section>

      <section>
        <h2 id="tanggung-jawab">12. Batasan tanggung jawab</h2>
        <p>
          Kami berupaya agar Lapak selalu tersedia dan aman, tetapi layanan disediakan sebagaimana adanya; gangguan dari
          bank, penyedia pembayaran, atau jaringan di luar kendali kami dapat terjadi. Kami tidak bertanggung jawab atas
          isi produk penjual maupun kerugian tidak langsung. Sejauh diizinkan hukum, tanggung jawab kami atas suatu
          kejadian paling besar sejumlah biaya platform yang kami terima dari Anda dalam 3 bulan sebelumnya. Ketentuan
          ini tidak mengurangi hak konsumen menurut Undang-Undang Nomor 8 Tahun 1999 tentang Perlindungan Konsumen.
        </p>
      </section>

      <section>
        <h2 id="hukum">13. Hukum yang berlaku</h2>
        <p>
          Ketentuan ini tunduk pada hukum Negara Republik Indonesia. Perselisihan diselesaikan lebih dahulu secara
          musyawarah dalam 30 hari. Bila tidak tercapai, perselisihan diselesaikan melalui pengadilan negeri yang
          berwenang di Indonesia; pembeli sebagai konsumen juga dapat menempuh Badan Penyelesaian Sengketa Konsumen
          (BPSK).
        </p>
      </section>

      <section>
        <h2 id="kontak">14. Perubahan dan kontak</h2>
        <p>
          Kami dapat memperbarui ketentuan ini; perubahan penting diberitahukan kepada penjual paling lambat 14 hari
          sebelum berlaku. Menggunakan Lapak setelah tanggal berlaku berarti menyetujui versi baru. Pertanyaan: {mail}.
        </p>
      </section>
    </>
  );
}
