/** `/dashboard/my-store/downloads/{id}/updates`: Kirim Pembaruan of a digital download (DESIGN §4 "Product updates"). */
import { loadProductUpdates, productUpdatesAction } from "~/features/products/api/product-updates.server";
import { ProductUpdatesPage } from "~/features/products/components/product-updates-page";
import type { Route } from "./+types/product-updates";

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `Kirim Pembaruan${data ? ` · ${data.product.title}` : ""} · Lapak` }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadProductUpdates(request, context, params.id);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return productUpdatesAction(request, context, params.id);
}

export default function DashboardProductUpdates({ loaderData }: Route.ComponentProps) {
  return <ProductUpdatesPage {...loaderData} />;
}
