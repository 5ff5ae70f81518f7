/**
 * The landing page's fee table (DESIGN §4): the methods the active gateway offers, grouped as a
 * seller reads them (QRIS, virtual accounts, e-wallets by cost), each with what a sale of
 * `EXAMPLE_PRICE` leaves the seller — computed with `feesFor`, the function checkout and the ledger
 * use, and the deployment's `PLATFORM_FEE_PERCENT`, so the page can never promise another number.
 */
import { feesFor, formatPercent } from "@lapak/shared/fees";
import { formatRupiah } from "@lapak/shared/money";
import type { PaymentMethod } from "@lapak/shared/schemas/transaction";

/** The worked example's price, rupiah: "Harga Rp50.000 → Anda terima …". */
export const EXAMPLE_PRICE = 50_000;

export interface FeeRow {
  /** "QRIS", "Virtual Account (BCA, BNI, …)", "OVO, DANA". */
  label: string;
  /** The method's cost as sellers read it: "0,7%" or "Rp4.000". */
  cost: string;
  /** Platform fee + method cost of `EXAMPLE_PRICE`, rupiah. */
  fee: number;
  /** What the seller receives from `EXAMPLE_PRICE`, rupiah. */
  sellerNet: number;
}

type Method = Pick<PaymentMethod, "code" | "name" | "kind" | "fee">;

function costText(fee: Method["fee"]): string {
  if (fee.flat && fee.percent) return `${formatRupiah(fee.flat)} + ${formatPercent(fee.percent)}`;
  return fee.flat ? formatRupiah(fee.flat) : formatPercent(fee.percent);
}

const shortBank = (name: string) => name.replace(/ (Virtual Account|Bill Payment)$/, "");

/**
 * One row per (kind, cost) among `methods`, in the order they come (QRIS first): same-cost
 * e-wallets share a row, every bank's virtual account another. `price` defaults to `EXAMPLE_PRICE`.
 */
export function feeRows(methods: Method[], platformFeePercent: number, price = EXAMPLE_PRICE): FeeRow[] {
  const rows = new Map<string, { methods: Method[] }>();
  for (const method of methods) {
    const kind = method.kind === "bill" ? "va" : method.kind;
    const key = `${kind}|${method.fee.flat}|${method.fee.percent}`;
    const row = rows.get(key) ?? { methods: [] };
    row.methods.push(method);
    rows.set(key, row);
  }
  return [...rows.values()].map(({ methods: group }) => {
    const first = group[0];
    const kind = first.kind === "bill" ? "va" : first.kind;
    const names = group.map((method) => shortBank(method.name)).join(", ");
    const { fee, sellerNet } = feesFor(price, first.code, platformFeePercent);
    return {
      label: kind === "va" ? `Virtual Account (${names})` : names,
      cost: costText(first.fee),
      fee,
      sellerNet,
    };
  });
}
