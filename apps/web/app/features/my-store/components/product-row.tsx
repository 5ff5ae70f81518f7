/**
 * One product in the seller's list: drag handle, cover, title, type, price or "Gratis", clicks for
 * links, and the visibility switch ("Tampil" / "Disembunyikan" — whether the store shows it; past
 * orders keep what they bought either way), "Ubah" and "Hapus".
 */

import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { Product } from "@lapak/shared/schemas/product";
import { Link, useFetcher } from "react-router";
import { useActionToast } from "~/features/ui/use-action-toast";
import { PRODUCT_TYPE_INFO, productFormPath } from "~/lib/product-types";
import type { MyStoreResult } from "../api/my-store.server";
import { priceLabel } from "../price-label";

const TYPE_ICONS: Record<Product["type"], string> = {
  digital_download: "⬇",
  collect_email: "✉",
  external_url: "↗",
  bundle: "▦",
  course: "▶",
  event: "◷",
  coaching: "☏",
  membership: "★",
};

/** A sortable row; `onDelete` opens the confirmation. */
export function ProductRow({ product, onDelete }: { product: Product; onDelete: () => void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: product.id,
  });
  const fetcher = useFetcher<MyStoreResult>();
  useActionToast(fetcher.data);
  // Optimistic: show the status being saved.
  const pending = fetcher.formData?.get("status");
  const status = pending === "published" || pending === "draft" ? pending : product.status;
  const published = status === "published";

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`relative flex items-center gap-3 rounded-2xl bg-white p-3 ring-1 ring-slate-200 sm:p-4 ${
        isDragging ? "z-10 shadow-xl ring-violet-400" : "shadow-sm"
      }`}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Ubah urutan ${product.title}`}
        className="grid h-10 w-7 shrink-0 cursor-grab touch-none place-items-center rounded-lg text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-violet-600 active:cursor-grabbing"
      >
        <svg aria-hidden="true" viewBox="0 0 12 20" className="h-5 w-3 fill-current">
          {[3, 10, 17].flatMap((y) => [
            <circle key={`a${y}`} cx="3" cy={y} r="1.6" />,
            <circle key={`b${y}`} cx="9" cy={y} r="1.6" />,
          ])}
        </svg>
      </button>
      {product.coverImageUrl ? (
        <img
          src={product.coverImageUrl}
          alt=""
          className="size-14 shrink-0 rounded-xl object-cover ring-1 ring-slate-200"
        />
      ) : (
        <span
          aria-hidden="true"
          className="grid size-14 shrink-0 place-items-center rounded-xl bg-violet-100 text-xl text-violet-700"
        >
          {TYPE_ICONS[product.type]}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-slate-900">{product.title}</p>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-500">
          <span>{PRODUCT_TYPE_INFO[product.type].label}</span>
          <span aria-hidden="true">·</span>
          <span className="font-medium text-slate-700">{priceLabel(product)}</span>
        </p>
        <div className="mt-2 flex items-center gap-1">
          {/* A switch is a plain button (HTML allows role="switch" on type="button" only): it posts
              the same form fields a form would. */}
          <button
            type="button"
            onClick={() =>
              fetcher.submit(
                { intent: "status", id: product.id, status: published ? "draft" : "published" },
                { method: "post" },
              )
            }
            role="switch"
            aria-checked={published}
            aria-label={`Tampilkan ${product.title} di toko`}
            className="flex items-center gap-2 rounded-lg py-1 pr-2 text-xs font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-violet-600"
          >
            <span
              className={`relative h-5 w-9 rounded-full transition ${published ? "bg-emerald-500" : "bg-slate-300"}`}
            >
              <span
                className={`absolute top-0.5 size-4 rounded-full bg-white shadow transition-all ${published ? "left-4.5" : "left-0.5"}`}
              />
            </span>
            {published ? "Tampil" : "Disembunyikan"}
          </button>
          <Link
            to={productFormPath(product.type, product.id)}
            aria-label={`Ubah ${product.title}`}
            className="rounded-lg px-2 py-1 text-xs font-semibold text-violet-700 hover:bg-violet-50 focus-visible:outline-2 focus-visible:outline-violet-600"
          >
            Ubah
          </Link>
          <button
            type="button"
            onClick={onDelete}
            aria-label={`Hapus ${product.title}`}
            className="rounded-lg px-2 py-1 text-xs font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-600"
          >
            Hapus
          </button>
        </div>
      </div>
    </li>
  );
}
