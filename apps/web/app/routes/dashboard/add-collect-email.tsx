import { loadProductForm, saveProductForm } from "~/features/products/api/product-form.server";
import { ProductFormPage } from "~/features/products/components/product-form-page";
import type { Route } from "./+types/add-collect-email";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadProductForm(request, context, "collect_email");
}

export function action({ request, context }: Route.ActionArgs) {
  return saveProductForm(request, context, "collect_email");
}

export default function AddCollectEmail({ loaderData, actionData }: Route.ComponentProps) {
  // Keyed by product, so moving from one edit to another starts a fresh form.
  return (
    <ProductFormPage
      key={loaderData.product?.id ?? "new"}
      type="collect_email"
      actionData={actionData}
      {...loaderData}
    />
  );
}
