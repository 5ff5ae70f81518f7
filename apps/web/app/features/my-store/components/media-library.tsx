/**
 * "Berkas Anda" on /dashboard/my-store: the storage the seller's uploads take out of their quota,
 * and the uploads newest first with their size — "Belum dipakai" and "Hapus" for what nothing uses, and what uses the
 * rest (a product, a past order, the profile photo, a blog post), which cannot go. KYC photos are
 * never listed here: they are kept apart (DESIGN §4 "KYC data").
 */
import { formatFileSize } from "@lapak/shared/file-size";
import type { MediaItem, MediaUse } from "@lapak/shared/schemas/media";
import { useFetcher } from "react-router";
import { Card } from "~/features/ui/card";
import { useActionToast } from "~/features/ui/use-action-toast";
import type { MyMedia, MyStoreResult } from "../api/my-store.server";

const USE_LABELS: Record<MediaUse, string> = {
  product: "produk",
  deleted_product: "produk terhapus",
  order: "pesanan pembeli",
  avatar: "foto profil",
  blog: "artikel blog",
};

function MediaRow({ item }: { item: MediaItem }) {
  const fetcher = useFetcher<MyStoreResult>();
  useActionToast(fetcher.data);
  const deleting = fetcher.state !== "idle";
  return (
    <li className={`flex items-center gap-3 py-3 ${deleting ? "opacity-50" : ""}`}>
      {item.url ? (
        <img
          src={`${item.url}?w=320`}
          alt=""
          className="size-10 shrink-0 rounded-lg object-cover ring-1 ring-slate-200"
        />
      ) : (
        <span
          aria-hidden="true"
          className="grid size-10 shrink-0 place-items-center rounded-lg bg-slate-100 text-slate-500"
        >
          📄
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-slate-900">{item.name}</p>
        <p className="text-xs text-slate-500">
          {item.kind === "image" ? "Gambar" : "Berkas"} · {formatFileSize(item.size)}
          {item.inUse ? ` · Dipakai: ${item.usedBy.map((use) => USE_LABELS[use]).join(", ")}` : " · Belum dipakai"}
        </p>
      </div>
      {item.inUse ? null : (
        <fetcher.Form
          method="post"
          onSubmit={(event) => {
            if (!window.confirm(`Hapus ${item.name}? Berkas ini tidak dapat dikembalikan.`)) event.preventDefault();
          }}
        >
          <input type="hidden" name="intent" value="delete-media" />
          <input type="hidden" name="id" value={item.id} />
          <button
            type="submit"
            disabled={deleting}
            aria-label={`Hapus ${item.name}`}
            className="rounded-lg px-2 py-1 text-xs font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-600"
          >
            Hapus
          </button>
        </fetcher.Form>
      )}
    </li>
  );
}

/** The block; `media` null (it failed to load) shows a short note instead. */
export function MediaLibrary({ media }: { media: MyMedia | null }) {
  if (!media) {
    return (
      <Card title="Berkas Anda" id="berkas-anda">
        <p className="text-sm text-slate-600">Daftar berkas gagal dimuat. Muat ulang halaman untuk mencoba lagi.</p>
      </Card>
    );
  }
  const { items, total, usage } = media;
  const percent = Math.min(100, Math.round((usage.usedBytes / usage.quotaBytes) * 100));
  return (
    <Card title="Berkas Anda" id="berkas-anda">
      <p className="text-sm text-slate-700">
        Terpakai {formatFileSize(usage.usedBytes)} dari {formatFileSize(usage.quotaBytes)}
      </p>
      <div
        role="progressbar"
        aria-label="Ruang penyimpanan terpakai"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className={`h-full rounded-full ${percent >= 90 ? "bg-red-500" : "bg-violet-600"}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      {items.length ? (
        <ul className="mt-3 divide-y divide-slate-100">
          {items.map((item) => (
            <MediaRow key={item.id} item={item} />
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-600">Belum ada berkas yang diunggah.</p>
      )}
      {total > items.length ? (
        <p className="mt-2 text-xs text-slate-500">
          Menampilkan {items.length} berkas terbaru dari {total}.
        </p>
      ) : null}
    </Card>
  );
}
