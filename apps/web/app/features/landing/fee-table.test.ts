import { describe, expect, it } from "vitest";
import { EXAMPLE_PRICE, feeRows } from "./fee-table";

const method = (code: string, name: string, kind: string, flat: number, percent: number) =>
  ({ code, name, kind, fee: { flat, percent } }) as Parameters<typeof feeRows>[0][number];

const SANDBOX = [
  method("qris", "QRIS", "qris", 0, 0.7),
  method("bca_va", "BCA Virtual Account", "va", 4000, 0),
  method("bni_va", "BNI Virtual Account", "va", 4000, 0),
  method("mandiri_va", "Mandiri Bill Payment", "bill", 4000, 0),
  method("gopay", "GoPay", "ewallet", 0, 2),
  method("ovo", "OVO", "ewallet", 0, 1.5),
  method("dana", "DANA", "ewallet", 0, 1.5),
  method("shopeepay", "ShopeePay", "ewallet", 0, 2),
];

describe("feeRows", () => {
  it("works out Rp50.000 with a 5% platform fee, rounding each part half up to the rupiah", () => {
    expect(EXAMPLE_PRICE).toBe(50_000);
    expect(feeRows(SANDBOX, 5)).toEqual([
      { label: "QRIS", cost: "0,7%", fee: 2850, sellerNet: 47_150 },
      { label: "Virtual Account (BCA, BNI, Mandiri)", cost: "Rp4.000", fee: 6500, sellerNet: 43_500 },
      { label: "GoPay, ShopeePay", cost: "2%", fee: 3500, sellerNet: 46_500 },
      { label: "OVO, DANA", cost: "1,5%", fee: 3250, sellerNet: 46_750 },
    ]);
  });

  it("follows the configured platform fee", () => {
    // 2.5% of Rp50.000 = Rp1.250; QRIS 0,7% = Rp350.
    expect(feeRows(SANDBOX.slice(0, 1), 2.5)[0]).toMatchObject({ fee: 1600, sellerNet: 48_400 });
    // 0.5% of Rp1.111 = 5.555 → Rp6; 0.7% = 7.777 → Rp8.
    expect(feeRows(SANDBOX.slice(0, 1), 0.5, 1111)[0]).toMatchObject({ fee: 14, sellerNet: 1097 });
  });

  it("lists only what the active gateway offers", () => {
    const midtransLike = SANDBOX.filter((m) => !["ovo", "dana"].includes(m.code));
    expect(feeRows(midtransLike, 5).map((row) => row.label)).toEqual([
      "QRIS",
      "Virtual Account (BCA, BNI, Mandiri)",
      "GoPay, ShopeePay",
    ]);
  });
});
