/** `/dashboard/my-store/payments` — "Pengaturan Pembayaran" (ADR 0023): the methods the store accepts. */
import type { PaymentMethodCode } from "@lapak/shared/schemas/transaction";
import { loadPaymentSettings, savePaymentSettings } from "~/features/payment-settings/api/payment-settings.server";
import { PaymentMethodsForm } from "~/features/payment-settings/components/payment-methods-form";
import { PageHeading } from "~/features/ui/page-heading";
import { useActionToast } from "~/features/ui/use-action-toast";
import type { Route } from "./+types/my-store-payments";

export function meta() {
  return [{ title: "Pengaturan Pembayaran · Lapak" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return { settings: await loadPaymentSettings(request, context) };
}

export function action({ request, context }: Route.ActionArgs) {
  return savePaymentSettings(request, context);
}

export default function DashboardMyStorePayments({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData);
  const { settings } = loaderData;
  const failed = actionData && "sent" in actionData ? actionData : undefined;
  const accepted: PaymentMethodCode[] = failed ? failed.sent : settings.methods;
  return (
    <div>
      <PageHeading title="Pengaturan Pembayaran">Pilih metode pembayaran yang diterima toko Anda.</PageHeading>
      <PaymentMethodsForm
        key={JSON.stringify(accepted)}
        available={settings.available}
        accepted={accepted}
        errors={failed?.errors.methods}
      />
    </div>
  );
}
