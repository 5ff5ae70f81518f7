import { loadRefunds, refundsAction } from "~/features/admin/api/operator.server";
import { RefundQueue } from "~/features/admin/components/refund-queue";
import type { Route } from "./+types/refunds";

export function meta() {
  return [{ title: "Pengembalian Dana · Admin Lapak" }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  return loadRefunds(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return refundsAction(request, context);
}

export default function AdminRefunds({ loaderData, actionData }: Route.ComponentProps) {
  return <RefundQueue status={loaderData.status} list={loaderData.list} failure={actionData} />;
}
