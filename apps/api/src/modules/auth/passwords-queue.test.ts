import { beforeEach, describe, expect, it, vi } from "vitest";
import { AppError } from "../../lib/app-error";
import { ARGON2_MAX_RUNNING, ARGON2_MAX_WAITING, hashPassword, verifyPassword } from "./passwords";

// A stand-in for argon2 that takes 20 ms per operation and records how many run at once, so the
// test sees the queue in front of it rather than the cost of real hashing.
const argon2Load = vi.hoisted(() => ({ running: 0, most: 0 }));
vi.mock("argon2", () => {
  const operation = async <T>(result: T): Promise<T> => {
    argon2Load.running++;
    argon2Load.most = Math.max(argon2Load.most, argon2Load.running);
    await new Promise((resolve) => setTimeout(resolve, 20));
    argon2Load.running--;
    return result;
  };
  const argon2 = {
    argon2id: 2,
    hash: (password: string) => operation(`$argon2id$palsu$${password}`),
    verify: (hash: string, password: string) => operation(hash === `$argon2id$palsu$${password}`),
  };
  return { ...argon2, default: argon2 };
});

const HASH = "$argon2id$palsu$benar-sekali-123";

beforeEach(() => {
  argon2Load.most = 0;
});

describe("the argon2 queue (DESIGN §6: at most a few hashes at once, a queue, not a pile-up)", () => {
  it("runs at most 2 argon2 operations at once when 20 logins verify together, and answers them all", async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => verifyPassword(HASH, i % 2 ? "benar-sekali-123" : "salah-tebak")),
    );

    expect(argon2Load.most).toBe(2);
    expect(results.filter(Boolean)).toHaveLength(10);
  });

  it("puts hashing (register, password change) and unknown-email checks in the same queue", async () => {
    const work = [
      ...Array.from({ length: 6 }, () => hashPassword("kata-sandi-baru")),
      ...Array.from({ length: 6 }, () => verifyPassword(null, "apa-saja-123")),
      ...Array.from({ length: 6 }, () => verifyPassword(HASH, "benar-sekali-123")),
    ];

    const results = await Promise.all(work);

    expect(argon2Load.most).toBe(2);
    expect(results.slice(6, 12)).toEqual(Array(6).fill(false));
    expect(results.slice(12)).toEqual(Array(6).fill(true));
  });

  it("turns work away with 503 'Server sedang sibuk' once the waiting line is full", async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, () => verifyPassword(HASH, "benar-sekali-123").catch((error: unknown) => error)),
    );

    const refused = outcomes.filter((outcome) => outcome instanceof AppError) as AppError[];
    const served = ARGON2_MAX_RUNNING + ARGON2_MAX_WAITING;
    expect(outcomes.filter((outcome) => outcome === true)).toHaveLength(served);
    expect(refused).toHaveLength(40 - served);
    for (const error of refused) {
      expect(error.status).toBe(503);
      expect(error.message).toBe("Server sedang sibuk, coba lagi sebentar lagi");
      expect(error.options.retryAfter).toBeGreaterThan(0);
    }
    expect(argon2Load.most).toBe(2);
    // The line drains: the next login is served again.
    expect(await verifyPassword(HASH, "benar-sekali-123")).toBe(true);
  });
});
