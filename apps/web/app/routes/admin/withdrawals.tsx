import { loadWithdrawalQueue, settleWithdrawalAction } from "~/features/admin/api/withdrawals.server";
import { WithdrawalQueue } from "~/features/admin/components/withdrawal-queue";
import { useActionToast } from "~/features/ui/use-action-toast";
import type { Route } from "./+types/withdrawals";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadWithdrawalQueue(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return settleWithdrawalAction(request, context);
}

export default function AdminWithdrawals({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData);
  return <WithdrawalQueue {...loaderData} failure={actionData} />;
}
