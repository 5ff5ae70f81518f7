import { createHash, randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server, type TestS3Server } from "../../../test/helpers/s3-server";
import { createS3Storage } from "./s3";
import { NotFoundInStorageError, newStorageKey, type Storage, StorageUnavailableError, TooLargeError } from "./storage";

const MiB = 1024 * 1024;

let s3: TestS3Server;
let storage: Storage;
beforeAll(async () => {
  s3 = await startS3Server();
  storage = await createS3Storage(s3.settings);
});
afterAll(async () => {
  storage.close?.();
  await s3.close();
});

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** `total` bytes in 64 KiB chunks made as they are read; `pauseAt(sent)` may hold the stream. */
function generated(total: number, pauseAt?: (sent: number) => Promise<void>) {
  const chunk = randomBytes(64 * 1024);
  const hash = createHash("sha256");
  async function* generate() {
    for (let sent = 0; sent < total; sent += chunk.length) {
      await pauseAt?.(sent);
      const piece = chunk.subarray(0, Math.min(chunk.length, total - sent));
      hash.update(piece);
      yield piece;
    }
  }
  return { stream: Readable.from(generate()), digest: () => hash.digest("hex") };
}

async function until(condition: () => boolean, ms = 5000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe("S3 storage", () => {
  it("stores a small object and reads it back whole, by range and by stat", async () => {
    const bytes = randomBytes(10_000);
    const key = newStorageKey("files");

    expect(await storage.put(key, Readable.from([bytes]))).toEqual({ size: 10_000 });

    expect((await readAll(await storage.get(key))).equals(bytes)).toBe(true);
    expect((await readAll(await storage.get(key, { start: 1000, end: 1999 }))).equals(bytes.subarray(1000, 2000))).toBe(
      true,
    );
    expect((await readAll(await storage.get(key, { start: 9999, end: 9999 }))).equals(bytes.subarray(9999))).toBe(true);
    expect(await storage.stat(key)).toEqual({ size: 10_000 });
    expect(await s3.keys()).toContain(key);
  });

  it("streams a large object in parts, sending the first before the body has been read", async () => {
    const key = newStorageKey("files");
    const partSent = () => s3.requests.some((line) => line.startsWith("PUT ") && line.includes("partNumber=1"));
    // Past two parts (the uploads in flight), the body waits until part 1 has reached the server:
    // an adapter that read the whole body first would never get there.
    const body = generated(16 * MiB, async (sent) => {
      if (sent >= 11 * MiB) await until(partSent);
    });

    expect(await storage.put(key, body.stream)).toEqual({ size: 16 * MiB });

    expect(sha256(await readAll(await storage.get(key)))).toBe(body.digest());
    expect(await storage.stat(key)).toEqual({ size: 16 * MiB });
    const tail = await readAll(await storage.get(key, { start: 16 * MiB - 10, end: 16 * MiB - 1 }));
    expect(tail.length).toBe(10);
  });

  it("answers a missing object: get throws NotFoundInStorageError, stat null, delete quietly", async () => {
    const key = newStorageKey("files");

    await expect(storage.get(key)).rejects.toBeInstanceOf(NotFoundInStorageError);
    expect(await storage.stat(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it("deletes an object", async () => {
    const key = newStorageKey("images");
    await storage.put(key, Readable.from([randomBytes(100)]));

    await storage.delete(key);

    expect(await storage.stat(key)).toBeNull();
    expect(await s3.keys()).not.toContain(key);
  });

  it("refuses a small body over maxBytes and keeps nothing", async () => {
    const key = newStorageKey("files");
    const body = generated(2 * MiB);

    await expect(storage.put(key, body.stream, { maxBytes: MiB })).rejects.toBeInstanceOf(TooLargeError);

    expect(body.stream.destroyed).toBe(true);
    expect(await storage.stat(key)).toBeNull();
    expect(await s3.keys()).not.toContain(key);
  });

  it("refuses a multipart body over maxBytes mid-way, aborts the multipart upload and keeps nothing", async () => {
    const key = newStorageKey("files");
    s3.requests.length = 0;

    await expect(storage.put(key, generated(20 * MiB).stream, { maxBytes: 6 * MiB })).rejects.toBeInstanceOf(
      TooLargeError,
    );

    expect(s3.requests.some((line) => line.startsWith("POST ") && line.includes("uploads"))).toBe(true);
    expect(s3.requests.some((line) => line.startsWith("DELETE ") && line.includes("uploadId="))).toBe(true);
    expect(await storage.stat(key)).toBeNull();
    expect(await s3.keys()).not.toContain(key);
  });

  it("keeps nothing when the body fails mid-way, and throws the body's error", async () => {
    const key = newStorageKey("files");
    async function* broken() {
      yield randomBytes(1000);
      throw new Error("client went away");
    }

    await expect(storage.put(key, Readable.from(broken()))).rejects.toThrow("client went away");

    expect(await storage.stat(key)).toBeNull();
  });

  it("checks the bucket: fine when it exists, an error when it does not", async () => {
    await expect(storage.check?.()).resolves.toBeUndefined();

    const missing = await createS3Storage({ ...s3.settings, bucket: "lapak-no-such-bucket" });
    await expect(missing.check?.()).rejects.toThrow();
    missing.close?.();
  });

  it("fails the check, and throws StorageUnavailableError, when the server cannot be reached", async () => {
    const unreachable = await createS3Storage({ ...s3.settings, endpoint: "http://127.0.0.1:1" });
    const key = newStorageKey("files");

    await expect(unreachable.check?.()).rejects.toThrow();
    await expect(unreachable.stat(key)).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(unreachable.get(key)).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(unreachable.put(key, Readable.from([randomBytes(10)]))).rejects.toBeInstanceOf(
      StorageUnavailableError,
    );
    await expect(unreachable.delete(key)).rejects.toBeInstanceOf(StorageUnavailableError);
    unreachable.close?.();
  });

  it("throws a refusal from S3 as it is: a wrong key is a configuration error, not an outage", async () => {
    const wrongKey = await createS3Storage({ ...s3.settings, accessKeyId: "NOT-A-KEY" });

    const error = await wrongKey.get(newStorageKey("files")).catch((caught: unknown) => caught);

    expect(error).not.toBeInstanceOf(StorageUnavailableError);
    expect((error as Error).name).toBe("InvalidAccessKeyId");
    wrongKey.close?.();
  });
});
