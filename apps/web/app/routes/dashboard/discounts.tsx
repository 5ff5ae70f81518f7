/**
 * `/dashboard/discounts` — "Kode Promo" (ADR 0019): create a code, see each code's uses and
 * revenue, copy its share link, edit (`?id=`), deactivate or delete it.
 */
import {
  type DiscountsActionResult,
  discountsAction,
  loadDiscountsPage,
} from "~/features/discounts/api/discounts.server";
import { DiscountForm } from "~/features/discounts/components/discount-form";
import { DiscountList } from "~/features/discounts/components/discount-list";
import { Card } from "~/features/ui/card";
import { PageHeading } from "~/features/ui/page-heading";
import { useActionToast } from "~/features/ui/use-action-toast";
import { useRootData } from "~/lib/use-root-data";
import type { Route } from "./+types/discounts";

export function meta() {
  return [{ title: "Kode Promo · Lapak" }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  return loadDiscountsPage(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return discountsAction(request, context);
}

export default function DashboardDiscounts({ loaderData, actionData }: Route.ComponentProps) {
  const { discounts, products, username, editId, now } = loaderData;
  const { appUrl } = useRootData().publicConfig;
  const result = actionData as DiscountsActionResult | undefined;
  useActionToast(result);
  const editing = discounts.find((discount) => discount.id === editId);
  const errors = result && !result.ok ? result.errors : {};
  return (
    <div className="space-y-6">
      <PageHeading title="Kode Promo">
        Beri potongan harga dengan kode. Bagikan tautan produk dengan kode, atau biarkan pembeli mengetiknya saat
        checkout.
      </PageHeading>
      <Card title={editing ? `Ubah ${editing.code}` : "Buat Kode Promo"}>
        {/* A new key after each save of a new code: the uncontrolled form starts empty for the next one. */}
        <DiscountForm
          key={editing?.id ?? `new-${result?.ok ? (result.savedId ?? "") : ""}`}
          discount={editing}
          products={products}
          errors={errors}
        />
      </Card>
      <DiscountList discounts={discounts} products={products} username={username} appUrl={appUrl} now={now} />
    </div>
  );
}
