/**
 * Price in rupiah: a `RupiahField` named `price` ("25.000", "25rb", "1,5jt" …; the action parses it
 * again on the server with the same `parseRupiah`), with what the seller receives after fees per
 * method group the store accepts (QRIS, virtual account, e-wallet; ADR 0023), from the shared
 * `feesFor` the ledger books with. 0 means free (DESIGN §3).
 */
import { formatPercent, sellerReceivesByGroup } from "@lapak/shared/fees";
import type { PaymentMethodCode } from "@lapak/shared/schemas/transaction";
import { useRouteLoaderData } from "react-router";
import { RupiahField } from "~/features/ui/rupiah-field";
import { useRootData } from "~/lib/use-root-data";

/**
 * The methods the store accepts, from the product form route's loader (`loadProductForm`), read
 * here rather than passed down through the form, which does not otherwise need them.
 */
function useAcceptedMethods(): PaymentMethodCode[] | undefined {
  const data = useRouteLoaderData("routes/dashboard/add-product") as
    | { acceptedMethods?: PaymentMethodCode[] | null }
    | undefined;
  return data?.acceptedMethods ?? undefined;
}

/** `value` is the draft's rupiah (null: empty or unreadable); `onChange` gets what the text reads as. */
export function PriceField({
  value,
  onChange,
  errors,
}: {
  value: number | null;
  onChange: (value: number | null) => void;
  errors?: string[];
}) {
  const { platformFeePercent } = useRootData().publicConfig;
  const accepted = useAcceptedMethods();
  const groups = value ? sellerReceivesByGroup(value, platformFeePercent, accepted) : [];
  return (
    <RupiahField
      name="price"
      label="Harga"
      initial={value}
      onValue={onChange}
      errors={errors}
      hint={
        <>
          Isi 0 untuk produk gratis. Produk berbayar minimal Rp1.000. Bisa ditulis 25.000, 25rb, atau 1,5jt.
          {groups.length > 0 ? (
            <span className="mt-1 block" data-testid="seller-receives">
              {groups.map((group) => (
                <span key={group.kind} className="block font-medium text-emerald-800">
                  {group.text}
                </span>
              ))}
              <span className="block">
                Setelah biaya pembayaran metode itu dan biaya platform {formatPercent(platformFeePercent)}.
              </span>
            </span>
          ) : null}
        </>
      }
    />
  );
}
