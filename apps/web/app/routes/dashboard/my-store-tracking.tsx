/** `/dashboard/my-store/tracking` — "Pelacakan Iklan" (ADR 0022): pixels and conversion-API tokens. */
import { loadTracking, saveTracking } from "~/features/tracking/api/tracking.server";
import { TrackingForm } from "~/features/tracking/components/tracking-form";
import { PageHeading } from "~/features/ui/page-heading";
import { useActionToast } from "~/features/ui/use-action-toast";
import type { Route } from "./+types/my-store-tracking";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { settings: await loadTracking(request, context) };
}

export function action({ request, context }: Route.ActionArgs) {
  return saveTracking(request, context);
}

export default function DashboardMyStoreTracking({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData);
  return (
    <div>
      <PageHeading title="Pelacakan Iklan">
        Ukur iklan Instagram, Facebook, dan TikTok Anda dengan pixel dan Conversions API.
      </PageHeading>
      <TrackingForm
        key={JSON.stringify(loaderData.settings)}
        settings={loaderData.settings}
        errors={actionData?.errors}
      />
    </div>
  );
}
