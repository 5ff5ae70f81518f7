/**
 * How the checkout shows the active gateway's payment methods (`GET /v1/payment-methods`): in three
 * groups — QRIS, Virtual Account (Mandiri Bill goes with the banks), E-Wallet — each method usable
 * or not for the product's price (its `minAmount`/`maxAmount`, DESIGN §4).
 */
import { formatRupiah } from "@lapak/shared/money";
import type { PaymentMethod, PaymentMethodCode } from "@lapak/shared/schemas/transaction";

export type MethodGroupId = "qris" | "va" | "ewallet";

export interface MethodOption {
  method: PaymentMethod;
  /** Why the method cannot take this price (`"Minimal Rp10.000"`), or null when it can. */
  unavailableReason: string | null;
}

export interface MethodGroup {
  id: MethodGroupId;
  /** The group's heading: "QRIS", "Virtual Account", "E-Wallet". */
  label: string;
  options: MethodOption[];
}

const GROUPS: { id: MethodGroupId; label: string }[] = [
  { id: "qris", label: "QRIS" },
  { id: "va", label: "Virtual Account" },
  { id: "ewallet", label: "E-Wallet" },
];

function groupOf(kind: PaymentMethod["kind"]): MethodGroupId {
  if (kind === "bill") return "va";
  return kind;
}

/**
 * Why `method` cannot take `price` rupiah: `"Minimal Rp10.000"` below its minimum, `"Maksimal …"`
 * above its maximum; null when it can.
 */
export function unavailableReason(method: PaymentMethod, price: number): string | null {
  if (price < method.minAmount) return `Minimal ${formatRupiah(method.minAmount)}`;
  if (price > method.maxAmount) return `Maksimal ${formatRupiah(method.maxAmount)}`;
  return null;
}

/**
 * The methods in their groups, in the gateway's order within each group; empty groups are left
 * out. Methods that cannot take `price` stay, with their reason, so the buyer sees why.
 */
export function groupPaymentMethods(methods: PaymentMethod[], price: number): MethodGroup[] {
  return GROUPS.map(({ id, label }) => ({
    id,
    label,
    options: methods
      .filter((method) => groupOf(method.kind) === id)
      .map((method) => ({ method, unavailableReason: unavailableReason(method, price) })),
  })).filter((group) => group.options.length > 0);
}

/** The method the picker starts on: `preferred` when it is usable, else the first usable one, else null. */
export function initialMethod(groups: MethodGroup[], preferred?: string | null): PaymentMethodCode | null {
  const usable = groups.flatMap((group) => group.options).filter((option) => !option.unavailableReason);
  return (usable.find((option) => option.method.code === preferred) ?? usable[0])?.method.code ?? null;
}

/**
 * A short brand word and colour for a method's badge (text, not the brand's logo). Colours are the
 * brands' own, darkened where white text on them would fall below WCAG AA contrast.
 */
export function methodBadge(code: PaymentMethodCode): { text: string; className: string } {
  return BADGES[code];
}

const BADGES: Record<PaymentMethodCode, { text: string; className: string }> = {
  qris: { text: "QRIS", className: "bg-white text-red-700 ring-1 ring-red-200" },
  bca_va: { text: "BCA", className: "bg-[#005EAA] text-white" },
  bni_va: { text: "BNI", className: "bg-[#005E6A] text-white" },
  bri_va: { text: "BRI", className: "bg-[#00529C] text-white" },
  mandiri_va: { text: "mandiri", className: "bg-[#003D79] text-[#FFD24C]" },
  permata_va: { text: "Permata", className: "bg-[#0B7A3E] text-white" },
  gopay: { text: "gopay", className: "bg-[#007D9C] text-white" },
  ovo: { text: "OVO", className: "bg-[#4C3494] text-white" },
  dana: { text: "DANA", className: "bg-[#0A6BC2] text-white" },
  shopeepay: { text: "ShopeePay", className: "bg-[#C2371A] text-white" },
};
