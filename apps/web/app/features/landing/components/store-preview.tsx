/**
 * The example store drawn as a phone screen: avatar, name, bio and the product buttons in the
 * seller's colour — what a visitor of `/{username}` sees. The whole phone links to the real store.
 */
import { formatRupiah } from "@lapak/shared/money";
import { Link } from "react-router";
import { paths } from "~/lib/paths";
import type { ExampleStore } from "../api/get-landing.server";
import { sized } from "../image-size";

/** Initials of a name: "Nadia Putri" → "NP". */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? "")
    .join("");
}

/** A phone-shaped preview of `example`, at most five products. */
export function StorePreview({ example }: { example: ExampleStore }) {
  const { seller, products } = example;
  const color = seller.theme.color;
  return (
    <Link
      to={paths.store(seller.username)}
      className="group mx-auto block w-full max-w-[19rem] rounded-[2.5rem] bg-slate-900 p-2.5 shadow-2xl shadow-violet-300/50 ring-1 ring-slate-800 transition hover:-translate-y-1 focus-visible:outline-4 focus-visible:outline-violet-400"
    >
      {/* The link's name is what it shows, after this (a name that hid the text would fail WCAG 2.5.3). */}
      <span className="sr-only">Buka contoh toko: </span>
      <div className="overflow-hidden rounded-[2rem] bg-gradient-to-b from-pink-50 to-white px-4 pt-6 pb-5">
        <div className="mx-auto h-1.5 w-16 rounded-full bg-slate-200" aria-hidden="true" />
        <div className="mt-4 flex flex-col items-center text-center">
          {seller.avatarUrl ? (
            <img
              src={sized(seller.avatarUrl, 320)}
              alt=""
              width={64}
              height={64}
              className="size-16 rounded-full object-cover ring-4 ring-white"
            />
          ) : (
            <span
              className="grid size-16 place-items-center rounded-full text-lg font-bold text-white ring-4 ring-white"
              style={{ backgroundColor: color }}
            >
              {initials(seller.name)}
            </span>
          )}
          <p className="mt-3 font-bold text-slate-900">{seller.name}</p>
          <p className="text-xs text-slate-500">@{seller.username}</p>
          <p className="mt-2 line-clamp-2 text-xs leading-relaxed text-slate-600">{seller.bio}</p>
        </div>
        <ul className="mt-4 space-y-2">
          {products.slice(0, 5).map((product) => (
            <li
              key={product.id}
              className="flex items-center gap-3 rounded-2xl bg-white p-2 text-left shadow-sm ring-1 ring-slate-100"
            >
              {product.coverImageUrl ? (
                <img
                  src={sized(product.coverImageUrl, 320)}
                  alt=""
                  width={40}
                  height={40}
                  className="size-10 shrink-0 rounded-xl object-cover"
                />
              ) : (
                <span
                  className="grid size-10 shrink-0 place-items-center rounded-xl text-white"
                  style={{ backgroundColor: color }}
                  aria-hidden="true"
                >
                  <svg viewBox="0 0 20 20" aria-hidden="true" className="size-4">
                    <path
                      d="M8 12l4-4M7 6h7v7"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                </span>
              )}
              <span className="min-w-0 flex-1">
                <span className="block truncate text-xs font-semibold text-slate-900">{product.title}</span>
                <span className="block text-[11px] text-slate-500">
                  {product.type === "external_url"
                    ? "Tautan"
                    : product.price > 0
                      ? formatRupiah(product.price)
                      : "Gratis"}
                </span>
              </span>
            </li>
          ))}
        </ul>
        <p
          className="mt-4 rounded-full py-2 text-center text-xs font-semibold text-white"
          style={{ backgroundColor: color }}
        >
          Lihat toko lengkap →
        </p>
      </div>
    </Link>
  );
}
