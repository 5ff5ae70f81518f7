import type { ShouldRevalidateFunctionArgs } from "react-router";
import { loadSales } from "~/features/sales/api/sales.server";
import { SalesPage } from "~/features/sales/components/sales-page";
import { onlySheetChanged } from "~/features/ui/sheet-url";
import { requireCompleteUser } from "~/lib/guards.server";
import { productFormPath } from "~/lib/product-types";
import type { Route } from "./+types/sales";

export function meta() {
  return [{ title: "Penjualan · Lapak" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { token } = await requireCompleteUser(request, context);
  return loadSales({ request, context, token });
}

/** Opening or closing a sheet (`?id=` only) keeps the list as it is: the sheet brings its own data. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return !formMethod && onlySheetChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
}

export default function DashboardSales({ loaderData }: Route.ComponentProps) {
  return <SalesPage data={loaderData} productHref={(product) => productFormPath(product.type, product.id)} />;
}
