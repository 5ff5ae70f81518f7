import { refundSaleAction } from "~/features/sales/api/refund-sale.server";
import type { Route } from "./+types/sale-refund";

/** Resource route for the sale sheet's "Kembalikan Dana" form (a fetcher posts here). */
export async function action({ request, context, params }: Route.ActionArgs) {
  return refundSaleAction(request, context, params.id);
}
