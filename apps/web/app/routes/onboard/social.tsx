import { saveProfileStep, socialStepSchema } from "~/features/onboarding/api/update-profile.server";
import { OnboardingSteps } from "~/features/onboarding/components/onboarding-steps";
import { SocialForm } from "~/features/onboarding/components/social-form";
import { PageHeading } from "~/features/ui/page-heading";
import { useActionToast } from "~/features/ui/use-action-toast";
import { field } from "~/lib/api.server";
import { requireUser } from "~/lib/guards.server";
import { paths } from "~/lib/paths";
import type { Route } from "./+types/social";

const NETWORKS = ["instagram", "tiktok", "youtube", "x", "facebook", "website"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireUser(request, context);
  return { socialLinks: user.socialLinks };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const socialLinks = Object.fromEntries(NETWORKS.map((network) => [network, field(form, network).trim()]));
  return saveProfileStep(request, context, socialStepSchema, { socialLinks }, paths.onboard.subscribe);
}

export default function OnboardSocial({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData);
  return (
    <>
      <OnboardingSteps current={3} />
      <PageHeading title="Tautkan media sosial">
        Pembeli bisa mengikuti Anda langsung dari halaman toko. Isi yang Anda punya saja.
      </PageHeading>
      <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <SocialForm initial={loaderData.socialLinks} errors={actionData?.errors} />
      </div>
    </>
  );
}
