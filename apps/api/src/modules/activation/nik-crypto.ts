/**
 * NIK encryption at rest (DESIGN §4 "KYC data"; UU PDP 27/2022 treats the national ID number as
 * personal data to protect): AES-256-GCM with a key derived from APP_SECRET by HKDF-SHA256, a
 * random 96-bit IV per value. Stored as `iv.tag.ciphertext` in base64url.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

function keyFrom(appSecret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", appSecret, "lapak", "nik-encryption-v1", 32));
}

/** Encrypts a NIK (16 digits) for storage. */
export function encryptNik(nik: string, appSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFrom(appSecret), iv);
  const ciphertext = Buffer.concat([cipher.update(nik, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString("base64url")).join(".");
}

/** Decrypts what `encryptNik` stored; throws when it was tampered with or the secret differs. */
export function decryptNik(stored: string, appSecret: string): string {
  const [iv, tag, ciphertext] = stored.split(".").map((part) => Buffer.from(part, "base64url"));
  const decipher = createDecipheriv("aes-256-gcm", keyFrom(appSecret), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString("utf8");
}

/** `"3201234567890001"` → `"3201••••••••0001"` (region code and last digits only). */
export function maskNik(nik: string): string {
  return `${nik.slice(0, 4)}••••••••${nik.slice(-4)}`;
}
