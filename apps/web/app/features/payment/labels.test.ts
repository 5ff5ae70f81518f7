import { describe, expect, it } from "vitest";
import { bankName, digitGroups, walletName } from "./labels";

describe("bankName", () => {
  it("names the banks as Indonesians write them", () => {
    expect(bankName("bca")).toBe("BCA");
    expect(bankName("mandiri")).toBe("Mandiri");
    expect(bankName("cimb")).toBe("CIMB Niaga");
    expect(bankName("jago")).toBe("JAGO");
    expect(bankName(undefined)).toBe("Bank");
  });
});

describe("walletName", () => {
  it("uses the method's display name", () => {
    expect(walletName({ paymentMethodName: "ShopeePay" })).toBe("ShopeePay");
    expect(walletName({ paymentMethodName: null })).toBe("E-Wallet");
  });
});

describe("digitGroups", () => {
  it("splits a VA number or a bill key in fours", () => {
    expect(digitGroups("1234567890123456")).toEqual(["1234", "5678", "9012", "3456"]);
    expect(digitGroups("803816142960")).toEqual(["8038", "1614", "2960"]);
    expect(digitGroups("123456789")).toEqual(["1234", "5678", "9"]);
  });

  it("keeps a short code whole", () => {
    expect(digitGroups("70012")).toEqual(["70012"]);
    expect(digitGroups("")).toEqual([]);
  });
});
