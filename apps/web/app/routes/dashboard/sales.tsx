import { loadSales } from "~/features/sales/api/sales.server";
import { SalesPage } from "~/features/sales/components/sales-page";
import { keepListWhenOnlySheetChanged } from "~/features/ui/sheet-url";
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
export const shouldRevalidate = keepListWhenOnlySheetChanged;

export default function DashboardSales({ loaderData }: Route.ComponentProps) {
  return <SalesPage data={loaderData} productHref={(product) => productFormPath(product.type, product.id)} />;
}
