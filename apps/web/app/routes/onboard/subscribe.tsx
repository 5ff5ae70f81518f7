import { Form } from "react-router";
import { subscribeToNewsletter } from "~/features/onboarding/api/subscribe.server";
import { OnboardingSteps } from "~/features/onboarding/components/onboarding-steps";
import { Button, ButtonLink } from "~/features/ui/button";
import { PageHeading } from "~/features/ui/page-heading";
import { useActionToast } from "~/features/ui/use-action-toast";
import { requireUser } from "~/lib/guards.server";
import { paths } from "~/lib/paths";
import type { Route } from "./+types/subscribe";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireUser(request, context);
  return { email: user.email };
}

export async function action({ request, context }: Route.ActionArgs) {
  return subscribeToNewsletter(request, context, paths.onboard.finish);
}

export default function OnboardSubscribe({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData);
  return (
    <>
      <OnboardingSteps current={4} />
      <PageHeading title="Dapatkan kabar Lapak">
        Tips berjualan produk digital, cerita kreator, dan fitur baru — paling banyak dua kali sebulan. Berhenti kapan
        saja.
      </PageHeading>
      <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <p className="text-sm text-slate-600">Kami akan mengirim ke:</p>
        <p className="mt-1 font-semibold break-all text-slate-900">{loaderData.email}</p>
        <Form method="post" className="mt-6 flex flex-col gap-2">
          <Button block>Ya, kirimi saya kabar</Button>
          <ButtonLink to={paths.onboard.finish} variant="ghost" block>
            Lewati
          </ButtonLink>
        </Form>
      </div>
    </>
  );
}
