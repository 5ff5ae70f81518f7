/**
 * `/dashboard/my-store/add-product/{digital-download|collect-email|external-url}` (`?id=` edits —
 * DESIGN §5): the three product forms in one route. The segment names the product type
 * (`PRODUCT_TYPE_INFO`); any other segment answers 404.
 */
import type { ProductType } from "@lapak/shared/schemas/product";
import { data } from "react-router";
import { loadProductForm, saveProductForm } from "~/features/products/api/product-form.server";
import { ProductFormPage } from "~/features/products/components/product-form-page";
import { productTypeOfSegment } from "~/lib/product-types";
import type { Route } from "./+types/add-product";

function productType(segment: string): ProductType {
  const type = productTypeOfSegment(segment);
  if (!type) throw data("Halaman tidak ditemukan", { status: 404 });
  return type;
}

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadProductForm(request, context, productType(params.type));
}

export function action({ request, context, params }: Route.ActionArgs) {
  return saveProductForm(request, context, productType(params.type));
}

export default function AddProduct({ loaderData, actionData, params }: Route.ComponentProps) {
  const type = productType(params.type);
  // Keyed by type and product, so moving from one form or edit to another starts a fresh form
  // (one route serves all three types, so the route alone no longer remounts it).
  return (
    <ProductFormPage
      key={`${type}:${loaderData.product?.id ?? "new"}`}
      type={type}
      actionData={actionData}
      {...loaderData}
    />
  );
}
