import { loadActivationSubmitted } from "~/features/activation/api/activation.server";
import { SubmittedPage } from "~/features/activation/components/submitted-page";
import type { Route } from "./+types/activate-account-submitted";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadActivationSubmitted(request, context);
}

export default function ActivateAccountSubmitted({ loaderData }: Route.ComponentProps) {
  return <SubmittedPage submittedAt={loaderData.submittedAt} />;
}
