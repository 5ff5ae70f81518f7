/** The page around a product form: back link, heading ("Tambah …" or "Ubah …") and the form. */
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
      <h1 className="mt-2 mb-6 text-2xl font-bold tracking-tight text-slate-900">
        {productFormTitle(type, Boolean(props.product))}
      </h1>
      <ProductForm type={type} errors={actionData?.errors} {...props} />
    </div>
  );
}
