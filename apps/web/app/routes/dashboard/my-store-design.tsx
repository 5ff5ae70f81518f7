import { loadStoreDesign, saveStoreDesign } from "~/features/store-design/api/store-design.server";
import { DesignForm } from "~/features/store-design/components/design-form";
import { PageHeading } from "~/features/ui/page-heading";
import { useActionToast } from "~/features/ui/use-action-toast";
import type { Route } from "./+types/my-store-design";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadStoreDesign(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return saveStoreDesign(request, context);
}

export default function DashboardMyStoreDesign({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData);
  return (
    <div>
      <PageHeading title="Desain Toko">Warna, tombol, huruf, dan latar halaman toko Anda.</PageHeading>
      <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <DesignForm
          key={JSON.stringify(loaderData.theme)}
          initial={loaderData.theme}
          colors={loaderData.colors}
          seller={loaderData.seller}
          errors={actionData?.errors}
        />
      </div>
    </div>
  );
}
