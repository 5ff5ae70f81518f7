import { OnboardingSteps } from "~/features/onboarding/components/onboarding-steps";
import { ButtonLink } from "~/features/ui/button";
import { StoreLink } from "~/features/ui/store-link";
import { requireUser } from "~/lib/guards.server";
import { paths } from "~/lib/paths";
import type { Route } from "./+types/finish";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireUser(request, context);
  const storeUrl = user.username ? paths.storefront(context.publicConfig.appUrl, user.username) : null;
  return { name: user.name, storeUrl, profileComplete: user.profileComplete };
}

export default function OnboardFinish({ loaderData }: Route.ComponentProps) {
  const { name, storeUrl, profileComplete } = loaderData;
  return (
    <>
      <OnboardingSteps current={5} />
      <div className="rounded-3xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
        <div
          aria-hidden="true"
          className="mx-auto grid size-16 place-items-center rounded-full bg-emerald-100 text-3xl"
        >
          🎉
        </div>
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">Selamat, {name}!</h1>
        {storeUrl && profileComplete ? (
          <>
            <p className="mt-2 text-sm text-slate-600">
              Toko Anda sudah jadi. Bagikan tautan ini di bio Instagram, TikTok, atau WhatsApp Anda.
            </p>
            <div className="mt-5 text-left">
              <StoreLink url={storeUrl} />
            </div>
            <ButtonLink to={paths.dashboard.home} block className="mt-6">
              Buka Dasbor
            </ButtonLink>
          </>
        ) : (
          <>
            <p className="mt-2 text-sm text-slate-600">
              Satu langkah lagi: lengkapi nama, username, dan nomor WhatsApp Anda.
            </p>
            <ButtonLink to={paths.onboard.profile} block className="mt-6">
              Lengkapi profil
            </ButtonLink>
          </>
        )}
      </div>
    </>
  );
}
