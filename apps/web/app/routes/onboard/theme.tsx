import { saveProfileStep, themeStepSchema } from "~/features/onboarding/api/update-profile.server";
import { OnboardingSteps } from "~/features/onboarding/components/onboarding-steps";
import { ThemeForm } from "~/features/onboarding/components/theme-form";
import { PageHeading } from "~/features/ui/page-heading";
import { useActionToast } from "~/features/ui/use-action-toast";
import { requireUser } from "~/lib/guards.server";
import { paths } from "~/lib/paths";
import { readThemeForm, themeFormData } from "~/lib/theme-form.server";
import type { Route } from "./+types/theme";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireUser(request, context);
  return themeFormData(user);
}

export async function action({ request, context }: Route.ActionArgs) {
  return saveProfileStep(request, context, themeStepSchema, await readThemeForm(request), paths.onboard.social);
}

export default function OnboardTheme({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData);
  return (
    <>
      <OnboardingSteps current={2} />
      <PageHeading title="Atur tampilan toko">
        Pilih warna dan gaya yang cocok dengan merek Anda. Bisa diubah kapan saja.
      </PageHeading>
      <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <ThemeForm
          initial={loaderData.theme}
          colors={loaderData.colors}
          seller={loaderData.seller}
          errors={actionData?.errors}
        />
      </div>
    </>
  );
}
