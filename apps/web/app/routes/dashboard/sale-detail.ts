import { loadSaleDetail } from "~/features/sales/api/sales.server";
import { requireCompleteUser } from "~/lib/guards.server";
import type { Route } from "./+types/sale-detail";

/** Resource route for the sale sheet's fetcher: one transaction's detail, as the signed-in seller. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { token } = await requireCompleteUser(request, context);
  return loadSaleDetail(context, token, params.id);
}
