/** "Untuk siapa": the creators Lapak is made for, each with what they typically sell. */
import { SectionHeading } from "./section-heading";

/** Simple line icons (24×24, stroke = currentColor). */
const ICONS = {
  design: "M4 20l4-1 11-11-3-3L5 16l-1 4zM14 6l3 3",
  teach: "M3 7l9-4 9 4-9 4-9-4zm4 2v5c0 1.5 2.5 3 5 3s5-1.5 5-3V9",
  music: "M9 18V5l11-2v13M9 18a3 3 0 11-6 0 3 3 0 016 0zm11-2a3 3 0 11-6 0 3 3 0 016 0z",
  coach: "M4 5h16v10H9l-5 4V5zm4 4h8m-8 3h5",
  photo: "M4 8h3l2-3h6l2 3h3v11H4V8zm8 9a4 4 0 100-8 4 4 0 000 8z",
  write: "M6 3h9l4 4v14H6V3zm9 0v4h4M9 12h7m-7 4h7",
} as const;

const AUDIENCES: { icon: keyof typeof ICONS; who: string; sells: string }[] = [
  { icon: "design", who: "Desainer", sells: "Template Canva, mockup, font, dan aset feed Instagram." },
  { icon: "teach", who: "Guru & tutor", sells: "Modul belajar, bank soal, rekaman kelas, dan kelas Zoom." },
  { icon: "music", who: "Musisi", sells: "Partitur, chord, beat, sample pack, dan kelas musik." },
  { icon: "coach", who: "Coach & konsultan", sells: "Worksheet, e-book, dan jadwal konsultasi lewat WhatsApp." },
  { icon: "photo", who: "Fotografer", sells: "Preset Lightroom, panduan foto HP, dan paket foto stok." },
  { icon: "write", who: "Penulis & kreator", sells: "E-book, cerita bersambung, resep, dan checklist gratis." },
];

export function Audience() {
  return (
    <section aria-labelledby="untuk-siapa" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
      <SectionHeading id="untuk-siapa" kicker="Untuk siapa" title="Dibuat untuk kreator Indonesia">
        Punya keahlian yang bisa dijadikan berkas, kelas, atau konsultasi? Lapak menjadikannya toko dalam lima menit.
      </SectionHeading>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {AUDIENCES.map((audience) => (
          <li key={audience.who} className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-violet-100 text-violet-700">
              <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6">
                <path
                  d={ICONS[audience.icon]}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </span>
            <div>
              <h3 className="font-semibold text-slate-900">{audience.who}</h3>
              <p className="mt-1 text-sm leading-relaxed text-slate-600">{audience.sells}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
