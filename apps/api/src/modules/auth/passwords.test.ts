import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./passwords";

// The API tests hash at a cheaper test cost (apps/api/test/helpers/cheap-argon2.ts); this file
// keeps the production parameters honest.
describe("password hashing", () => {
  it("uses argon2id at the library's default cost (64 MiB, 3 passes, 4 lanes) with a salt of its own", async () => {
    const first = await hashPassword("rahasia-banget-123");
    const second = await hashPassword("rahasia-banget-123");

    expect(first).toMatch(/^\$argon2id\$v=19\$/);
    expect(first.split("$")[3].split(",").sort()).toEqual(["m=65536", "p=4", "t=3"]);
    expect(second).not.toBe(first);
  });

  it("verifies the right password and refuses a wrong one", async () => {
    const hash = await hashPassword("rahasia-banget-123");

    expect(await verifyPassword(hash, "rahasia-banget-123")).toBe(true);
    expect(await verifyPassword(hash, "rahasia-banget-124")).toBe(false);
  });

  it("refuses every password for an account without one (Google-only) and a broken hash", async () => {
    expect(await verifyPassword(null, "")).toBe(false);
    expect(await verifyPassword(null, "rahasia-banget-123")).toBe(false);
    expect(await verifyPassword("bukan-hash", "rahasia-banget-123")).toBe(false);
  });
});
