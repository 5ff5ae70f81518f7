import { describe, expect, it } from "vitest";
import { feesFor, formatPercent, sellerReceivesText } from "./fees";

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
