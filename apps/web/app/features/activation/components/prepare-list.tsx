/** "Yang perlu disiapkan": what the seller needs at hand before starting the form. */
import { Card } from "~/features/ui/card";

const ITEMS = [
  { title: "KTP asli", detail: "Untuk difoto: seluruh kartu terlihat jelas, tidak buram." },
  { title: "Swafoto sambil memegang KTP", detail: "Wajah dan KTP terlihat dalam satu foto." },
  { title: "Rekening atas nama sendiri", detail: "Nama pemilik rekening sama dengan nama di KTP." },
  { title: "±5 menit", detail: "Waktu yang dibutuhkan untuk mengisi tiga langkah formulir." },
];

/** A numbered checklist of four items. */
export function PrepareList() {
  return (
    <Card title="Yang perlu disiapkan" id="prepare">
      <ol className="space-y-3">
        {ITEMS.map((item, index) => (
          <li key={item.title} className="flex gap-3">
            <span
              aria-hidden="true"
              className="grid size-7 shrink-0 place-items-center rounded-full bg-violet-100 text-sm font-bold text-violet-700"
            >
              {index + 1}
            </span>
            <span className="text-sm">
              <span className="block font-semibold text-slate-900">{item.title}</span>
              <span className="block text-slate-600">{item.detail}</span>
            </span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
