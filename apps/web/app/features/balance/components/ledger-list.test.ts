import { describe, expect, it } from "vitest";
import { ledgerLabel, signedAmount } from "./ledger-list";

const entry = (kind: string, bucket: string, amount: number) =>
  ({
    id: "1",
    kind,
    bucket,
    amount,
    createdAt: "",
    availableAt: null,
    sourceId: "s",
    title: null,
    sandbox: false,
  }) as Parameters<typeof signedAmount>[0];

describe("Rincian saldo rows", () => {
  it("signs only what moves Ditahan and Bisa ditarik; a withdrawal is not shown as income", () => {
    expect(signedAmount(entry("sale", "pending", 47_150))).toBe("+Rp47.150");
    expect(signedAmount(entry("withdrawal", "available", -68_703))).toBe("-Rp68.703");
    expect(signedAmount(entry("withdrawal", "withdrawn", 68_703))).toBe("Rp68.703");
    expect(signedAmount(entry("refund", "debt", -20_000))).toBe("-Rp20.000");
    expect(signedAmount(entry("settlement", "debt", 20_000))).toBe("+Rp20.000");
  });

  it("names a debt and its settlement (ADR 0027)", () => {
    expect(ledgerLabel(entry("refund", "debt", -20_000))).toBe("Utang ke platform (pengembalian dana melebihi saldo)");
    expect(ledgerLabel(entry("settlement", "available", -20_000))).toBe("Dipotong untuk melunasi utang ke platform");
    expect(ledgerLabel(entry("settlement", "debt", 20_000))).toBe("Utang ke platform dilunasi");
  });
});
