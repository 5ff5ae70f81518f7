import { describe, expect, it } from "vitest";
import { checkoutProblems, hasUnsavedInput, typedAmountProblem } from "./checkout-problems";

const ok = { name: "Budi Santoso", email: "budi@example.com", phone: "", paymentMethod: "qris" };
const paid = { needsPayment: true, phoneRequired: false };

describe("checkoutProblems", () => {
  it("lets a filled form go, WhatsApp left empty unless the seller asks for it", () => {
    expect(checkoutProblems(ok, paid)).toEqual({});
    expect(checkoutProblems(ok, { needsPayment: true, phoneRequired: true })).toEqual({
      phone: "Nomor WhatsApp wajib diisi",
    });
  });

  it("names every field in plain Indonesian, as the server does", () => {
    expect(checkoutProblems({ name: " ", email: "", phone: "123", paymentMethod: null }, paid)).toEqual({
      name: "Nama wajib diisi",
      email: "Email wajib diisi",
      phone: "Nomor WhatsApp tidak valid, contoh: 081234567890",
      paymentMethod: "Pilih metode pembayaran",
    });
  });

  it("asks for the OVO number when OVO is the chosen method, as the server does", () => {
    expect(checkoutProblems({ ...ok, paymentMethod: "ovo" }, paid)).toEqual({
      phone: "Nomor OVO wajib diisi untuk pembayaran OVO",
    });
    expect(checkoutProblems({ ...ok, phone: "123", paymentMethod: "ovo" }, paid)).toEqual({
      phone: "Nomor WhatsApp tidak valid, contoh: 081234567890",
    });
    expect(checkoutProblems({ ...ok, phone: "081234567890", paymentMethod: "ovo" }, paid)).toEqual({});
  });

  it("asks neither a method nor a number of a free product or a lead magnet", () => {
    const free = { needsPayment: false, phoneRequired: true };
    expect(checkoutProblems({ ...ok, phone: null, paymentMethod: null }, free)).toEqual({});
  });
});

describe("hasUnsavedInput", () => {
  it("is true once the buyer typed something new", () => {
    expect(hasUnsavedInput([{ value: "", initial: "" }], false)).toBe(false);
    expect(hasUnsavedInput([{ value: "Budi", initial: "" }], false)).toBe(true);
    expect(hasUnsavedInput([{ value: "  ", initial: "" }], false)).toBe(false);
  });

  it("after a failed submit, whatever came back filled in counts as unsaved", () => {
    expect(hasUnsavedInput([{ value: "Budi", initial: "Budi" }], false)).toBe(false);
    expect(hasUnsavedInput([{ value: "Budi", initial: "Budi" }], true)).toBe(true);
  });
});

describe("typedAmountProblem", () => {
  it("answers what the server answers on a pay-what-you-want amount", () => {
    expect(typedAmountProblem("10rb", 25_000)).toBe("Jumlah minimal Rp25.000");
    expect(typedAmountProblem("500", 0)).toBe("Jumlah harus Rp0 atau minimal Rp1.000");
    expect(typedAmountProblem("dua puluh", 0)).toMatch(/^Jumlah /);
  });

  it("lets an amount at or above the minimum go, and an empty field (the suggested price)", () => {
    expect(typedAmountProblem("25.000", 25_000)).toBeNull();
    expect(typedAmountProblem("30rb", 25_000)).toBeNull();
    expect(typedAmountProblem("0", 0)).toBeNull();
    expect(typedAmountProblem(" ", 25_000)).toBeNull();
  });

  it("is checked with the other fields", () => {
    expect(checkoutProblems({ ...ok, amount: "5rb" }, { ...paid, minimumAmount: 10_000 })).toEqual({
      amount: "Jumlah minimal Rp10.000",
    });
  });
});
