/**
 * Encryption of backup archives with `BACKUP_PASSPHRASE` (ADR 0018): AES-256-GCM over the whole tar,
 * key from scrypt (RFC 7914; N=2^15, r=8, p=1, a fresh 16-byte salt per archive), 12-byte random IV.
 *
 * Layout: `LAPAKENC` (8 bytes) | version 1 (1) | salt (16) | iv (12) | key check (16) | ciphertext |
 * GCM tag (16). The key check (HMAC-SHA256 of a fixed label under the key, first 16 bytes) tells a
 * wrong passphrase from a damaged archive; the tag proves the whole archive is intact — a reader must
 * not trust what it decrypted before `final()` passed (restore extracts into a staging folder only).
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { Transform, type TransformCallback } from "node:stream";

const MAGIC = Buffer.from("LAPAKENC");
const VERSION = 1;
const SALT_BYTES = 16;
const IV_BYTES = 12;
const CHECK_BYTES = 16;
const TAG_BYTES = 16;
/** Bytes before the ciphertext. */
export const HEADER_BYTES = MAGIC.length + 1 + SALT_BYTES + IV_BYTES + CHECK_BYTES;

/** Thrown with a message for the operator (Indonesian) when an archive cannot be decrypted. */
export class ArchiveError extends Error {}

function deriveKey(passphrase: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(passphrase, salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

const keyCheck = (key: Buffer) => createHmac("sha256", key).update("lapak-backup-key-check").digest().subarray(0, 16);

/** Whether `head` (the first bytes of a file) starts like an encrypted archive. */
export function isEncrypted(head: Buffer): boolean {
  return head.length >= MAGIC.length && head.subarray(0, MAGIC.length).equals(MAGIC);
}

/** A stream that writes the header, then the AES-256-GCM ciphertext of what passes through, then the tag. */
export async function encryptStream(passphrase: string): Promise<Transform> {
  const salt = randomBytes(SALT_BYTES);
  const iv = randomBytes(IV_BYTES);
  const key = await deriveKey(passphrase, salt);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const header = Buffer.concat([MAGIC, Buffer.from([VERSION]), salt, iv, keyCheck(key)]);
  let headerSent = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const out = cipher.update(chunk);
      if (!headerSent) {
        headerSent = true;
        callback(null, Buffer.concat([header, out]));
        return;
      }
      callback(null, out);
    },
    flush(callback) {
      const last = cipher.final();
      callback(null, Buffer.concat([headerSent ? Buffer.alloc(0) : header, last, cipher.getAuthTag()]));
    },
  });
}

/**
 * The plaintext stream of an archive whose first `HEADER_BYTES` are `header`: feed it the bytes after
 * the header. Throws `ArchiveError` at once for a wrong passphrase or an unknown version; the stream
 * errors with `ArchiveError` when the tag does not match (a damaged or truncated archive).
 */
export async function decryptStream(header: Buffer, passphrase: string): Promise<Transform> {
  if (header.length < HEADER_BYTES || !isEncrypted(header))
    throw new ArchiveError("Arsip cadangan rusak: kepala berkas tidak lengkap.");
  if (header[MAGIC.length] !== VERSION)
    throw new ArchiveError(`Versi enkripsi arsip tidak dikenal (${header[MAGIC.length]}).`);
  const saltAt = MAGIC.length + 1;
  const ivAt = saltAt + SALT_BYTES;
  const checkAt = ivAt + IV_BYTES;
  const salt = header.subarray(saltAt, ivAt);
  const iv = header.subarray(ivAt, checkAt);
  const check = header.subarray(checkAt, checkAt + CHECK_BYTES);
  const key = await deriveKey(passphrase, salt);
  if (!timingSafeEqual(check, keyCheck(key))) {
    throw new ArchiveError("BACKUP_PASSPHRASE salah: arsip ini dienkripsi dengan kata sandi lain.");
  }
  const decipher = createDecipheriv("aes-256-gcm", key, iv);
  // The last TAG_BYTES of the input are the tag, not ciphertext: always hold them back.
  let tail = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      const data = Buffer.concat([tail, chunk]);
      tail = data.subarray(Math.max(0, data.length - TAG_BYTES));
      callback(null, decipher.update(data.subarray(0, data.length - tail.length)));
    },
    flush(callback) {
      try {
        if (tail.length < TAG_BYTES) throw new Error("short");
        decipher.setAuthTag(tail);
        callback(null, decipher.final());
      } catch {
        callback(new ArchiveError("Arsip cadangan rusak atau terpotong: tanda keaslian (GCM) tidak cocok."));
      }
    },
  });
}
