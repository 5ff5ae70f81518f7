/**
 * What the seller is told before handing over KYC data (DESIGN §4 "KYC data"; UU No. 27 Tahun 2022
 * tentang Pelindungan Data Pribadi asks for the purpose, who sees it and how long it is kept).
 */
import { Card } from "~/features/ui/card";

/** Why the data is asked for, who sees it, how it is kept and for how long. */
export function DataProtectionNote() {
  return (
    <Card title="Data Anda dan UU PDP" id="data-protection">
      <dl className="space-y-4 text-sm leading-relaxed">
        <div>
          <dt className="font-semibold text-slate-900">Kenapa diminta?</dt>
          <dd className="mt-0.5 text-slate-600">
            Saldo hanya boleh dicairkan ke rekening atas nama pemilik akun. Verifikasi identitas melindungi Anda dan
            pembeli dari penipuan dan penyalahgunaan akun.
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">Untuk apa dipakai?</dt>
          <dd className="mt-0.5 text-slate-600">
            Nama, NIK, foto KTP, swafoto, dan data rekening hanya kami pakai untuk memverifikasi identitas Anda dan
            mengirim pencairan saldo. Data ini tidak pernah ditampilkan kepada publik atau pembeli; hanya tim peninjau
            Lapak yang bisa melihatnya, dan NIK disimpan terenkripsi.
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">Berapa lama disimpan?</dt>
          <dd className="mt-0.5 text-slate-600">
            Selama akun Anda aktif. Setelah akun ditutup, data dihapus paling lambat 5 tahun kemudian, kecuali peraturan
            perundang-undangan mewajibkan penyimpanan lebih lama.
          </dd>
        </div>
      </dl>
      <p className="mt-4 border-t border-slate-100 pt-4 text-xs text-slate-500">
        Pemrosesan ini mengikuti UU No. 27 Tahun 2022 tentang Pelindungan Data Pribadi.
      </p>
    </Card>
  );
}
