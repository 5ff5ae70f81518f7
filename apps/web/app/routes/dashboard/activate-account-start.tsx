import { Link } from "react-router";
import { loadActivationForm, submitActivationForm } from "~/features/activation/api/activation.server";
import { ActivationForm } from "~/features/activation/components/activation-form";
import { PageHeading } from "~/features/ui/page-heading";
import { paths } from "~/lib/paths";
import type { Route } from "./+types/activate-account-start";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadActivationForm(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return submitActivationForm(request, context);
}

export default function ActivateAccountStart({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="max-w-xl">
      <Link to={paths.dashboard.activate} className="text-sm font-medium text-violet-700 hover:underline">
        ← Aktivasi Akun
      </Link>
      <div className="mt-2">
        <PageHeading title="Formulir Aktivasi">
          Data Anda hanya untuk verifikasi identitas dan pencairan saldo, tidak pernah ditampilkan ke publik.
        </PageHeading>
      </div>
      <ActivationForm {...loaderData} actionData={actionData} />
    </div>
  );
}
