import { loadActivationQueue } from "~/features/admin/api/activations.server";
import { ActivationQueue } from "~/features/admin/components/activation-queue";
import type { Route } from "./+types/activations";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadActivationQueue(request, context);
}

export default function AdminActivations({ loaderData }: Route.ComponentProps) {
  return <ActivationQueue {...loaderData} />;
}
