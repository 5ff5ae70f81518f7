import { describe, expect, it } from "vitest";
import { howToPay } from "./how-to-pay";

describe("howToPay", () => {
  it("names the e-wallet button as the payment page labels it: 'Buka GoPay'", () => {
    const steps = howToPay("gopay", { amount: 49_000 });

    expect(steps[0]).toBe("Ketuk tombol Buka GoPay untuk membuka aplikasi GoPay.");
    expect(steps.join(" ")).not.toContain("Bayar dengan");
  });

  it("asks an OVO buyer to approve the push on the number they gave", () => {
    const steps = howToPay("ovo", { amount: 49_000, approval: "push" });

    expect(steps[0]).toBe("Buka aplikasi OVO di ponsel dengan nomor yang Anda isi.");
  });
});
