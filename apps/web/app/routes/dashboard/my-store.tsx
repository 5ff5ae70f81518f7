import { loadMyStore, myStoreAction } from "~/features/my-store/api/my-store.server";
import { EmptyStore } from "~/features/my-store/components/empty-store";
import { MediaLibrary } from "~/features/my-store/components/media-library";
import { ProductList } from "~/features/my-store/components/product-list";
import { ShareActions } from "~/features/my-store/components/share-actions";
import { ButtonLink } from "~/features/ui/button";
import { paths } from "~/lib/paths";
import type { Route } from "./+types/my-store";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadMyStore(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return myStoreAction(request, context);
}

export default function DashboardMyStore({ loaderData }: Route.ComponentProps) {
  const { products, storeUrl, media } = loaderData;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Toko Saya</h1>
          <p className="mt-1 text-sm text-slate-600">Urutan di sini sama dengan urutan di halaman toko Anda.</p>
        </div>
        <ButtonLink to={paths.dashboard.add}>Tambah Produk</ButtonLink>
      </div>
      <ShareActions storeUrl={storeUrl} />
      {products.length ? (
        <>
          <ProductList products={products} />
          <p className="text-xs text-slate-500">
            Seret ⠿ untuk mengubah urutan, atau fokuskan lalu tekan Spasi, panah atas/bawah, dan Spasi lagi.
          </p>
        </>
      ) : (
        <EmptyStore />
      )}
      <div className="flex flex-wrap gap-2">
        <ButtonLink to={paths.dashboard.design} variant="secondary">
          Desain Toko
        </ButtonLink>
        <ButtonLink to={paths.dashboard.profile} variant="secondary">
          Profil Toko
        </ButtonLink>
        <ButtonLink to={paths.dashboard.tracking} variant="secondary">
          Pelacakan Iklan
        </ButtonLink>
        <ButtonLink to={paths.dashboard.payments} variant="secondary">
          Pengaturan Pembayaran
        </ButtonLink>
      </div>
      <MediaLibrary media={media} />
    </div>
  );
}
