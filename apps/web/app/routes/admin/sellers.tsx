import { loadSellers, sellerAction } from "~/features/admin/api/operator.server";
import { SellerList } from "~/features/admin/components/seller-list";
import type { Route } from "./+types/sellers";

export function meta() {
  return [{ title: "Penjual · Admin Lapak" }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  return loadSellers(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return sellerAction(request, context);
}

export default function AdminSellers({ loaderData, actionData }: Route.ComponentProps) {
  return <SellerList q={loaderData.q} list={loaderData.list} failure={actionData} />;
}
