/** Password hashing with argon2id (OWASP Password Storage Cheat Sheet: argon2id first choice). */
import argon2 from "argon2";

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

// A real hash of a random string: verifying against it costs the same as a real account, so a
// login for an unknown email takes as long as one with a wrong password.
const dummyHash = hashPassword(Math.random().toString(36));

/** True when `password` matches `hash`; a null hash (Google-only account) still costs one verify. */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  const ok = await argon2.verify(hash ?? (await dummyHash), password).catch(() => false);
  return hash !== null && ok;
}
