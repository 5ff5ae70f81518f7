/** The eight product types of Lapak as cards, each opening its add form. */
import { Link } from "react-router";
import { paths } from "~/lib/paths";

const TYPES = [
  {
    to: paths.dashboard.addDigitalDownload,
    title: "Produk Digital",
    description: "E-book, template, preset, musik — pembeli membayar lalu langsung mengunduh.",
    icon: "⬇",
  },
  {
    to: paths.dashboard.addCollectEmail,
    title: "Kumpulkan Email",
    description: "Hadiah gratis untuk pengunjung yang meninggalkan nama dan email.",
    icon: "✉",
  },
  {
    to: paths.dashboard.addExternalUrl,
    title: "Tautan Eksternal",
    description: "Kartu tautan ke halaman lain, dengan jumlah klik yang tercatat.",
    icon: "↗",
  },
  {
    to: paths.dashboard.addBundle,
    title: "Paket",
    description: "Gabungkan beberapa produk digital Anda jadi satu paket dengan satu harga.",
    icon: "▦",
  },
  {
    to: paths.dashboard.addCourse,
    title: "Kelas Online",
    description: "Kelas berisi modul dan pelajaran video, teks atau berkas — dengan pratinjau gratis dan sertifikat.",
    icon: "▶",
  },
  {
    to: paths.dashboard.addEvent,
    title: "Event / Webinar",
    description: "Tiket webinar atau workshop dengan kuota kursi, pengingat, file kalender dan check-in.",
    icon: "◷",
  },
  {
    to: paths.dashboard.addCoaching,
    title: "Konsultasi 1-on-1",
    description:
      "Sesi coaching atau konsultasi: pembeli memilih jadwal dari jam tersedia Anda, lengkap dengan pengingat.",
    icon: "☏",
  },
  {
    to: paths.dashboard.addMembership,
    title: "Langganan",
    description:
      "Keanggotaan prabayar 1–12 bulan dengan postingan khusus anggota; diperpanjang lewat tautan, tanpa kartu kredit.",
    icon: "★",
  },
];

/** Eight link cards, one per product type. */
export function ProductTypeChooser() {
  return (
    <ul className="mt-5 grid gap-3 sm:grid-cols-2">
      {TYPES.map((type) => (
        <li key={type.to}>
          <Link
            to={type.to}
            className="flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition hover:ring-violet-400 focus-visible:outline-2 focus-visible:outline-violet-600"
          >
            <span
              aria-hidden="true"
              className="grid size-10 place-items-center rounded-xl bg-violet-100 text-lg text-violet-700"
            >
              {type.icon}
            </span>
            <span className="mt-3 font-semibold text-slate-900">{type.title}</span>
            <span className="mt-1 text-sm text-slate-600">{type.description}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
