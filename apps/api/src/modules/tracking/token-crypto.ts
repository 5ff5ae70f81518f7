/**
 * Conversion-API access tokens at rest (ADR 0022): encrypted like the NIK
 * (`activation/nik-crypto.ts`) — AES-256-GCM, a key derived from APP_SECRET by HKDF-SHA256 (its own
 * `info`, so one leaked purpose key opens nothing else), a random 96-bit IV per value, stored as
 * `iv.tag.ciphertext` in base64url.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

function keyFrom(appSecret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", appSecret, "lapak", "tracking-token-encryption-v1", 32));
}

/** Encrypts an access token for storage. */
export function encryptToken(token: string, appSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFrom(appSecret), iv);
  const ciphertext = Buffer.concat([cipher.update(token, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString("base64url")).join(".");
}

/** Decrypts what `encryptToken` stored; throws when it was tampered with or the secret differs. */
export function decryptToken(stored: string, appSecret: string): string {
  const [iv, tag, ciphertext] = stored.split(".").map((part) => Buffer.from(part, "base64url"));
  const decipher = createDecipheriv("aes-256-gcm", keyFrom(appSecret), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString("utf8");
}
