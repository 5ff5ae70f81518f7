import { loadProductForm, saveProductForm } from "~/features/products/api/product-form.server";
import { ProductFormPage } from "~/features/products/components/product-form-page";
import type { Route } from "./+types/add-digital-download";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadProductForm(request, context, "digital_download");
}

export function action({ request, context }: Route.ActionArgs) {
  return saveProductForm(request, context, "digital_download");
}

export default function AddDigitalDownload({ loaderData, actionData }: Route.ComponentProps) {
  // Keyed by product, so moving from one edit to another starts a fresh form.
  return (
    <ProductFormPage
      key={loaderData.product?.id ?? "new"}
      type="digital_download"
      actionData={actionData}
      {...loaderData}
    />
  );
}
