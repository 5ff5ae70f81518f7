import { describe, expect, it } from "vitest";
import { maskEmail, maskPhone } from "./mask";

describe("maskEmail", () => {
  it("keeps the first two letters and the domain", () => {
    expect(maskEmail("budi@gmail.com")).toBe("bu***@gmail.com");
    expect(maskEmail("budi.santoso@gmail.com")).toBe("bu***@gmail.com");
  });

  it("keeps one letter of a short name and hides a broken address whole", () => {
    expect(maskEmail("ab@contoh.id")).toBe("a***@contoh.id");
    expect(maskEmail("x@contoh.id")).toBe("x***@contoh.id");
    expect(maskEmail("tanpa-at")).toBe("***");
  });
});

describe("maskPhone", () => {
  it("keeps 628x and the last three digits", () => {
    expect(maskPhone("6281234567890")).toBe("6281******890");
    expect(maskPhone("628123456789")).toBe("6281*****789");
  });
});
