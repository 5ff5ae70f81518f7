import { describe, expect, it } from "vitest";
import {
  amountProblem,
  CHECKOUT_MESSAGES,
  EMAIL_PATTERN,
  emailProblem,
  nameProblem,
  phoneLabel,
  phoneProblem,
} from "./checkout-rules";
import { MIN_PAID_PRICE } from "./schemas/product";
import { buyerPhoneSchema, checkoutBodySchema } from "./schemas/transaction";
import { ONE_LINE_MESSAGE, z } from "./zod";

const PRODUCT = "0190f5a8-7c1e-7b3a-9c2d-1e2f3a4b5c6d";

/** The server's first message for `field` when the body carries `value` there (null when valid). */
function serverFirst(field: "name" | "email", value: string): string | null {
  const body = { productId: PRODUCT, name: "Budi", email: "budi@example.com", [field]: value };
  const result = checkoutBodySchema.safeParse(body);
  if (result.success) return null;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message ?? null;
}

function serverPhone(value: string): string | null {
  const result = buyerPhoneSchema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

const NAMES = ["", "   ", "B", " Bu ", "Budi Santoso", "x".repeat(100), "x".repeat(101), "Budi\nSantoso", "Budi\u0000"];
const EMAILS = [
  "",
  "  ",
  "budi",
  "budi@",
  "budi@example",
  "Budi@Example.COM",
  " budi@example.com ",
  "bu di@example.com",
  `${"a".repeat(250)}@example.com`,
  "budi@example.com\u0007",
];
const PHONES = ["0812 3456 7890", "+62 812-3456-7890", "812345678", "12345", "08abc", "0".repeat(26), "0812\t3456"];

describe("checkout rules in the browser and the server's schema", () => {
  it("give the same first message for every name", () => {
    for (const name of NAMES) expect(nameProblem(name), JSON.stringify(name)).toBe(serverFirst("name", name));
  });

  it("give the same first message for every email", () => {
    for (const email of EMAILS) expect(emailProblem(email), JSON.stringify(email)).toBe(serverFirst("email", email));
  });

  it("give the same first message for every WhatsApp number typed", () => {
    for (const phone of PHONES) expect(phoneProblem(phone, true), JSON.stringify(phone)).toBe(serverPhone(phone));
  });

  it("say plainly that an empty field is required, never zod's own words", () => {
    expect(nameProblem("")).toBe("Nama wajib diisi");
    expect(emailProblem("")).toBe("Email wajib diisi");
    expect(phoneProblem("", true)).toBe("Nomor WhatsApp wajib diisi");
    const result = checkoutBodySchema.safeParse({ productId: PRODUCT, name: "", email: "" });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["Nama wajib diisi", "Email wajib diisi"]);
  });

  it("leave an empty WhatsApp number alone unless the seller asks for one", () => {
    expect(phoneProblem("", false)).toBeNull();
    expect(phoneProblem("123", false)).toBe(CHECKOUT_MESSAGES.phoneInvalid);
  });

  it("share zod's email pattern and the one-line message", () => {
    const samples = [...EMAILS, "a-b@c-d.id", "a'b+c@x.co.id", "-@x.id", "a.@x.id", "a@-x.id", "a@x.i"];
    for (const email of samples) expect(EMAIL_PATTERN.test(email), email).toBe(z.regexes.email.test(email));
    expect(CHECKOUT_MESSAGES.oneLine).toBe(ONE_LINE_MESSAGE);
  });
});

describe("phoneLabel", () => {
  it("asks for the OVO number when OVO is chosen, else the WhatsApp number", () => {
    expect(phoneLabel("ovo", false)).toBe("Nomor OVO");
    expect(phoneLabel("ovo", true)).toBe("Nomor OVO");
    expect(phoneLabel("qris", true)).toBe("Nomor WhatsApp");
    expect(phoneLabel(null, false)).toBe("Nomor WhatsApp (opsional)");
  });
});

describe("amountProblem", () => {
  it("holds a pay-what-you-want amount to the product's minimum and the gateways' Rp1.000", () => {
    expect(amountProblem(20_000, 25_000)).toBe("Jumlah minimal Rp25.000");
    expect(amountProblem(999, 0)).toBe("Jumlah harus Rp0 atau minimal Rp1.000");
    expect(amountProblem(MIN_PAID_PRICE, 0)).toBeNull();
    expect(amountProblem(0, 0)).toBeNull();
  });
});
