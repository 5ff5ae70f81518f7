import type { PaymentMethod } from "@lapak/shared/schemas/transaction";
import { describe, expect, it } from "vitest";
import { groupPaymentMethods, initialMethod, unavailableReason } from "./payment-methods";

const method = (code: PaymentMethod["code"], name: string, kind: PaymentMethod["kind"], minAmount = 1000) => ({
  code,
  name,
  kind,
  fee: { flat: 0, percent: 0 },
  minAmount,
  maxAmount: 10_000_000,
});

const methods: PaymentMethod[] = [
  method("qris", "QRIS", "qris"),
  method("bca_va", "BCA Virtual Account", "va", 10_000),
  method("mandiri_va", "Mandiri Bill Payment", "bill", 10_000),
  method("gopay", "GoPay", "ewallet"),
  method("ovo", "OVO", "ewallet"),
];

describe("groupPaymentMethods", () => {
  it("puts QRIS, the banks (Mandiri Bill with them) and the e-wallets in their own groups, in order", () => {
    const groups = groupPaymentMethods(methods, 49_000);
    expect(groups.map((group) => [group.label, group.options.map((option) => option.method.code)])).toEqual([
      ["QRIS", ["qris"]],
      ["Virtual Account", ["bca_va", "mandiri_va"]],
      ["E-Wallet", ["gopay", "ovo"]],
    ]);
    expect(groups.flatMap((group) => group.options).every((option) => option.unavailableReason === null)).toBe(true);
  });

  it("keeps a method the price is too small for, saying its minimum", () => {
    const groups = groupPaymentMethods(methods, 5_000);
    const va = groups.find((group) => group.id === "va");
    expect(va?.options.map((option) => option.unavailableReason)).toEqual(["Minimal Rp10.000", "Minimal Rp10.000"]);
  });

  it("leaves out a group the gateway has no method for", () => {
    expect(groupPaymentMethods([methods[0] as PaymentMethod], 49_000).map((group) => group.id)).toEqual(["qris"]);
  });
});

describe("unavailableReason", () => {
  it("names the maximum when the price is above it", () => {
    expect(unavailableReason(method("qris", "QRIS", "qris"), 20_000_000)).toBe("Maksimal Rp10.000.000");
  });
});

describe("initialMethod", () => {
  it("starts on the buyer's earlier choice when it is usable, else on the first usable method", () => {
    const groups = groupPaymentMethods(methods, 5_000);
    expect(initialMethod(groups, "ovo")).toBe("ovo");
    expect(initialMethod(groups, "bca_va")).toBe("qris");
    expect(initialMethod(groups)).toBe("qris");
    expect(initialMethod([])).toBeNull();
  });
});
