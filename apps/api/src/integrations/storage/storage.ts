/**
 * Private object storage for uploads (DESIGN §2: local disk `DATA_DIR/files` by default, S3-compatible
 * object storage with `S3_BUCKET`; `create-storage.ts` chooses). Keys are random strings made by the app (`newStorageKey`), never a user's
 * file name, and never reach a browser: images are served by media id, files through signed
 * delivery URLs.
 *
 * The S3 adapter (`s3.ts`) implements this same interface: `put` as a multipart upload of the stream,
 * `get` with a `Range` header, `stat` as `HeadObject`, `delete` as `DeleteObject`.
 */
import { randomBytes } from "node:crypto";
import type { Readable } from "node:stream";

export interface StoredObject {
  /** Bytes. */
  size: number;
}

/** A byte range, both ends inclusive (as in an HTTP `Range` header). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface PutOptions {
  /** Refuse the object once more than this many bytes arrive (throws `TooLargeError`; nothing is kept). */
  maxBytes?: number;
}

export interface Storage {
  /**
   * Streams `body` to `key` (never held whole in memory). The object appears only once complete:
   * on any error, including `TooLargeError`, the partial data is deleted and the error rethrown.
   */
  put(key: string, body: Readable, options?: PutOptions): Promise<StoredObject>;
  /** A stream of the object (or of `range`); throws `NotFoundInStorageError` when missing. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  /** The object's size, or null when it does not exist. */
  stat(key: string): Promise<StoredObject | null>;
  /** Removes the object; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Every object whose key starts with `prefix` (e.g. `files/`), with its size, in no particular
   * order; for backups (ADR 0018). Objects written while the listing runs may or may not appear.
   */
  list(prefix: string): AsyncIterable<{ key: string; size: number }>;
  /**
   * A cheap readiness probe (for `/v1/health/ready`): resolves when objects can be stored and read
   * (S3: `HeadBucket`; local disk: the folder exists and is readable and writable), throws otherwise.
   */
  check?(): Promise<void>;
  /** Releases connections (S3's sockets); the app calls it when it closes. */
  close?(): void;
}

/** Thrown by `put` when the body is larger than `maxBytes`. */
export class TooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`object larger than ${maxBytes} bytes`);
  }
}

/**
 * Thrown when the storage cannot be reached or fails on its side (S3 down, a network cut): not a
 * bug, so the API answers 503 with `Retry-After` (plugins/error-handler.ts). `cause` is the original.
 */
export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super("storage unavailable", { cause });
  }
}

export class NotFoundInStorageError extends Error {
  constructor(readonly key: string) {
    super("object not found in storage");
  }
}

/**
 * A new random key, `<prefix>/<2 hex>/<30 hex>`: 128 random bits, spread over 256 folders so no
 * directory grows huge on local disk.
 */
export function newStorageKey(prefix: "images" | "files" | "kyc"): string {
  const hex = randomBytes(16).toString("hex");
  return `${prefix}/${hex.slice(0, 2)}/${hex.slice(2)}`;
}
