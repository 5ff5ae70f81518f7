import { describe, expect, it } from "vitest";
import { decryptNik, encryptNik } from "./nik-crypto";

const secret = "test-app-secret-0123456789abcdefghijklmnop";

describe("NIK encryption", () => {
  it("round-trips, never stores the digits, and differs every time", () => {
    const a = encryptNik("3201234567890001", secret);
    const b = encryptNik("3201234567890001", secret);
    expect(a).not.toContain("3201234567890001");
    expect(a).not.toBe(b);
    expect(decryptNik(a, secret)).toBe("3201234567890001");
  });

  it("refuses a tampered value or another secret", () => {
    const stored = encryptNik("3201234567890001", secret);
    const [iv, tag, data] = stored.split(".");
    // Flip one bit of the ciphertext's bytes (editing a base64 character can leave the bytes alone).
    const bytes = Buffer.from(data, "base64url");
    bytes[0] ^= 0x01;
    const flipped = `${iv}.${tag}.${bytes.toString("base64url")}`;
    expect(() => decryptNik(flipped, secret)).toThrow();
    expect(() => decryptNik(stored, `${secret}-lain`)).toThrow();
  });
});
