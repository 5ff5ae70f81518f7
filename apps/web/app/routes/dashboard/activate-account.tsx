import { loadActivationStatus } from "~/features/activation/api/activation.server";
import { ActivationStatusPage } from "~/features/activation/components/activation-status-page";
import type { Route } from "./+types/activate-account";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadActivationStatus(request, context);
}

export default function ActivateAccount({ loaderData }: Route.ComponentProps) {
  return <ActivationStatusPage activation={loaderData.activation} />;
}
