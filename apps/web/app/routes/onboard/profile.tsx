import { profileStepSchema, saveProfileStep } from "~/features/onboarding/api/update-profile.server";
import { OnboardingSteps } from "~/features/onboarding/components/onboarding-steps";
import { ProfileForm } from "~/features/onboarding/components/profile-form";
import { PageHeading } from "~/features/ui/page-heading";
import { useActionToast } from "~/features/ui/use-action-toast";
import { field } from "~/lib/api.server";
import { requireUser } from "~/lib/guards.server";
import { paths } from "~/lib/paths";
import type { Route } from "./+types/profile";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireUser(request, context);
  const storePrefix = `${new URL(context.publicConfig.appUrl).host}/`;
  return { defaults: { name: user.name, username: user.username, phone: user.phone }, storePrefix };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const input = { name: field(form, "name"), username: field(form, "username"), phone: field(form, "phone") };
  return saveProfileStep(request, context, profileStepSchema, input, paths.onboard.theme);
}

export default function OnboardProfile({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData);
  return (
    <>
      <OnboardingSteps current={1} />
      <PageHeading title="Siapkan profil toko">
        Username menjadi alamat toko Anda. Pilih yang mudah diingat pembeli.
      </PageHeading>
      <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <ProfileForm defaults={loaderData.defaults} storePrefix={loaderData.storePrefix} errors={actionData?.errors} />
      </div>
    </>
  );
}
