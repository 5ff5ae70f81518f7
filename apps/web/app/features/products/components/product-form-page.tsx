/**
 * The page around a product form: back link, heading ("Tambah …" or "Ubah …"), a course's Siswa,
 * an event's attendees or a membership's posts link, the form.
 */
import type { ProductType } from "@lapak/shared/schemas/product";
import { Link } from "react-router";
import { useActionToast } from "~/features/ui/use-action-toast";
import { paths } from "~/lib/paths";
import { productFormTitle } from "~/lib/product-types";
import { ProductForm, type ProductFormProps } from "./product-form";

type PageProps = Omit<ProductFormProps, "type" | "errors"> & {
  type: ProductType;
  actionData?: { ok: boolean; message?: string; errors?: Record<string, string[]> };
};

/** Heading and form of one product type, showing the action's message as a toast. */
export function ProductFormPage({ type, actionData, ...props }: PageProps) {
  useActionToast(actionData);
  return (
    <div>
      <Link
        to={props.product ? paths.dashboard.myStore : paths.dashboard.add}
        className="text-sm font-medium text-violet-700 hover:underline"
      >
        ← {props.product ? "Toko Saya" : "Jenis produk"}
      </Link>
      <div className="mt-2 mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">
          {productFormTitle(type, Boolean(props.product))}
        </h1>
        {type === "course" && props.product ? (
          <Link
            to={paths.dashboard.courseStudents(props.product.id)}
            className="inline-flex min-h-11 items-center rounded-xl border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            Siswa
          </Link>
        ) : null}
        {type === "membership" && props.product ? (
          <Link
            to={paths.dashboard.memberPosts(props.product.id)}
            className="inline-flex min-h-11 items-center rounded-xl border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            Postingan Anggota
          </Link>
        ) : null}
        {type === "digital_download" && props.product ? (
          <Link
            to={paths.dashboard.productUpdates(props.product.id)}
            className="inline-flex min-h-11 items-center rounded-xl border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            Kirim Pembaruan
          </Link>
        ) : null}
        {type === "event" && props.product ? (
          <Link
            to={paths.dashboard.event(props.product.id)}
            className="inline-flex min-h-11 items-center rounded-xl border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            Peserta &amp; Check-in
          </Link>
        ) : null}
      </div>
      <ProductForm type={type} errors={actionData?.errors} {...props} />
    </div>
  );
}
