/**
 * The three product types (DESIGN §3), each shown with a real product of the example store when
 * it has one of that type: its cover, title and price, linking to the product page.
 */
import { formatRupiah } from "@lapak/shared/money";
import type { ProductType } from "@lapak/shared/schemas/product";
import { Link } from "react-router";
import { paths } from "~/lib/paths";
import type { ExampleStore } from "../api/get-landing.server";
import { sized } from "../image-size";
import { SectionHeading } from "./section-heading";

const TYPES: { type: ProductType; name: string; text: string; points: string[]; tint: string }[] = [
  {
    type: "digital_download",
    name: "Produk Digital",
    text: "Jual berkas apa saja — PDF, ZIP, video, audio — hingga ratusan MB. Setelah membayar, pembeli langsung mengunduh di halaman pesanan dan menerima tautannya lewat email.",
    points: ["E-book, template, preset, modul", "Tautan unduhan pribadi & berbatas waktu"],
    tint: "bg-violet-100 text-violet-800",
  },
  {
    type: "collect_email",
    name: "Kumpulkan Email",
    text: "Beri hadiah gratis (freebie) sebagai ganti nama dan email. Setiap pendaftar masuk ke daftar pelanggan Anda; yang mencentang persetujuan bisa Anda kirimi penawaran produk berikutnya.",
    points: ["Checklist, contoh bab, kupon", "Daftar pelanggan bisa diunduh (CSV)"],
    tint: "bg-emerald-100 text-emerald-800",
  },
  {
    type: "external_url",
    name: "Tautan Eksternal",
    text: "Satukan semua tautan penting di toko Anda: kelas Zoom, kanal YouTube, toko Shopee, atau chat WhatsApp untuk konsultasi — dan lihat berapa kali diklik.",
    points: ["Kelas, marketplace, WhatsApp", "Jumlah klik tercatat di statistik"],
    tint: "bg-sky-100 text-sky-800",
  },
];

type Product = ExampleStore["products"][number];

function ExampleProduct({ product, username }: { product: Product; username: string }) {
  const price = product.type === "external_url" ? "Tautan" : product.price > 0 ? formatRupiah(product.price) : "Gratis";
  return (
    <Link
      to={paths.product(username, product.slug)}
      className="mt-5 flex items-center gap-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200 transition hover:bg-white hover:ring-violet-300 focus-visible:outline-2 focus-visible:outline-violet-600"
    >
      {product.coverImageUrl ? (
        <img
          src={sized(product.coverImageUrl, 320)}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          decoding="async"
          className="size-14 shrink-0 rounded-lg object-cover"
        />
      ) : null}
      <span className="min-w-0">
        <span className="block text-xs font-medium text-slate-500">Contoh di toko demo</span>
        <span className="block truncate text-sm font-semibold text-slate-900">{product.title}</span>
        <span className="block text-sm font-semibold text-violet-700">{price}</span>
      </span>
    </Link>
  );
}

export function ProductTypes({ example }: { example: ExampleStore | null }) {
  return (
    <section aria-labelledby="jenis-produk" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
      <SectionHeading id="jenis-produk" kicker="Tiga jenis produk" title="Satu toko untuk semua yang Anda tawarkan">
        Campur ketiganya sesuka Anda, urutkan dengan seret-lepas, dan ubah tampilan toko kapan saja.
      </SectionHeading>
      <ul className="mt-10 grid gap-4 lg:grid-cols-3">
        {TYPES.map((kind) => {
          const product = example?.products.find((item) => item.type === kind.type);
          return (
            <li
              key={kind.type}
              className="flex min-w-0 flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
            >
              <span className={`self-start rounded-full px-3 py-1 text-xs font-semibold ${kind.tint}`}>
                {kind.name}
              </span>
              <p className="mt-4 leading-relaxed text-slate-700">{kind.text}</p>
              <ul className="mt-4 space-y-1.5 text-sm text-slate-600">
                {kind.points.map((point) => (
                  <li key={point} className="flex gap-2">
                    <span aria-hidden="true" className="text-violet-600">
                      •
                    </span>
                    {point}
                  </li>
                ))}
              </ul>
              <div className="mt-auto">
                {product && example ? <ExampleProduct product={product} username={example.seller.username} /> : null}
              </div>
            </li>
          );
        })}
      </ul>
      {example ? (
        <p className="mt-8 text-center">
          <Link
            to={paths.store(example.seller.username)}
            className="inline-flex rounded-xl px-4 py-2 font-semibold text-violet-700 ring-1 ring-violet-200 hover:bg-violet-50 focus-visible:outline-2 focus-visible:outline-violet-600"
          >
            Lihat contoh toko {example.seller.name} →
          </Link>
        </p>
      ) : null}
    </section>
  );
}
