import { loadActivationReview, reviewActivationAction } from "~/features/admin/api/activations.server";
import { ActivationReview } from "~/features/admin/components/activation-review";
import { useActionToast } from "~/features/ui/use-action-toast";
import type { Route } from "./+types/activation";

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadActivationReview(request, context, params.id);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return reviewActivationAction(request, context, params.id);
}

export default function AdminActivation({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData);
  return <ActivationReview {...loaderData} errors={actionData?.errors} />;
}
