import { describe, expect, it } from "vitest";
import { feesFor, formatPercent, sellerReceivesByGroup, sellerReceivesText } from "./fees";

describe("fees", () => {
  it("tells a seller what a Rp25.000 sale leaves them", () => {
    expect(sellerReceivesText(25_000, 5)).toBe(
      "Anda terima Rp23.575 (QRIS: biaya pembayaran 0,7% + biaya platform 5%)",
    );
    expect(sellerReceivesText(0, 5)).toBeNull();
  });

  it("matches the worked example of the FAQ", () => {
    expect(feesFor(100_000, "qris", 5)).toEqual({ platformFee: 5000, methodFee: 700, fee: 5700, sellerNet: 94_300 });
    expect(feesFor(100_000, "bca_va", 5).sellerNet).toBe(91_000);
    expect(formatPercent(2.5)).toBe("2,5%");
  });
});

describe("sellerReceivesByGroup (ADR 0023)", () => {
  it("shows what each method group leaves on Rp35.000, as the ledger books it", () => {
    const groups = sellerReceivesByGroup(35_000, 5);
    expect(groups.map((group) => group.text)).toEqual([
      "QRIS: Anda terima Rp33.005",
      "Virtual account: Anda terima Rp29.250",
      "E-wallet: Anda terima Rp32.550–Rp32.725",
    ]);
    // The same numbers as the fees a sale is booked with.
    expect(groups[0]?.net).toEqual({ min: feesFor(35_000, "qris", 5).sellerNet, max: 33_005 });
    expect(groups[1]?.net?.min).toBe(feesFor(35_000, "bca_va", 5).sellerNet);
    expect(groups[2]?.net).toEqual({
      min: feesFor(35_000, "gopay", 5).sellerNet,
      max: feesFor(35_000, "ovo", 5).sellerNet,
    });
  });

  it("says from which price a group is offered, keeps to the store's methods, and is empty for free", () => {
    expect(sellerReceivesByGroup(5_000, 5).map((group) => group.text)).toEqual([
      "QRIS: Anda terima Rp4.715",
      "Virtual account: mulai harga Rp10.000",
      "E-wallet: Anda terima Rp4.650–Rp4.675",
    ]);
    expect(sellerReceivesByGroup(35_000, 5, ["qris", "ovo"]).map((group) => group.text)).toEqual([
      "QRIS: Anda terima Rp33.005",
      "E-wallet: Anda terima Rp32.725",
    ]);
    expect(sellerReceivesByGroup(0, 5)).toEqual([]);
  });
});
