import { ProductTypeChooser } from "~/features/dashboard/product-type-chooser";

export default function DashboardMyStoreAdd() {
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Tambah Produk</h1>
      <p className="mt-1 text-slate-600">Pilih jenis produk yang ingin Anda tambahkan.</p>
      <ProductTypeChooser />
    </div>
  );
}
