import { loadStoreProfile, saveStoreProfile } from "~/features/store-profile/api/store-profile.server";
import { StoreProfileForm } from "~/features/store-profile/components/store-profile-form";
import { PageHeading } from "~/features/ui/page-heading";
import { useActionToast } from "~/features/ui/use-action-toast";
import type { Route } from "./+types/my-store-profile";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadStoreProfile(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return saveStoreProfile(request, context);
}

export default function DashboardMyStoreProfile({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData);
  return (
    <div className="max-w-xl">
      <PageHeading title="Profil Toko">Foto, nama, bio, dan media sosial yang tampil di halaman toko Anda.</PageHeading>
      <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <StoreProfileForm
          key={JSON.stringify(loaderData.profile)}
          profile={loaderData.profile}
          maxImageBytes={loaderData.maxImageBytes}
          errors={actionData?.errors}
        />
      </div>
    </div>
  );
}
