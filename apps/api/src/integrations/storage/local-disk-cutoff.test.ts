/**
 * An upload cut off while the disk is slow to open its file (its own file: it replaces
 * `createWriteStream` for every test in it). The hazard: a `.partial` outliving a 413 while the
 * disk's flushes stall — `pipeline` rejects before the file's open, still waiting on libuv's
 * thread pool, has created the file, so the `rm` runs first and the open makes the file after it.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable, Writable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLocalDiskStorage } from "./local-disk";
import { TooLargeError } from "./storage";

/** How long the fake disk takes to open a file for writing, in ms. */
const OPEN_DELAY_MS = 100;

vi.mock("node:fs", async (importOriginal) => {
  const fs = await importOriginal<typeof import("node:fs")>();
  /** A write stream whose open (`_construct`) lands `OPEN_DELAY_MS` late, as on a stalled disk. */
  const slowOpenWriteStream = (path: string) =>
    new Writable({
      construct(callback) {
        setTimeout(() => {
          fs.writeFileSync(path, "");
          callback();
        }, OPEN_DELAY_MS);
      },
      write(chunk: Buffer, _encoding, callback) {
        fs.appendFileSync(path, chunk);
        callback();
      },
    });
  return { ...fs, createWriteStream: slowOpenWriteStream };
});

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "lapak-cutoff-"));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("local-disk put on a disk slow to open files", () => {
  it("leaves no .partial behind when the upload is cut off before the file is open", async () => {
    const storage = createLocalDiskStorage(root);
    const body = Readable.from([Buffer.alloc(600), Buffer.alloc(600)]);

    await expect(storage.put("media/u1/big.bin", body, { maxBytes: 1000 })).rejects.toBeInstanceOf(TooLargeError);
    // Longer than the open takes: a file it made after the cleanup would be there by now.
    await new Promise((resolve) => setTimeout(resolve, OPEN_DELAY_MS * 2));

    expect(readdirSync(join(root, "media/u1"))).toEqual([]);
  });

  it("still stores a whole upload under its key", async () => {
    const storage = createLocalDiskStorage(root);

    await expect(storage.put("media/u1/ok.bin", Readable.from([Buffer.from("isi berkas")]))).resolves.toEqual({
      size: 10,
    });

    expect(existsSync(join(root, "media/u1/ok.bin"))).toBe(true);
    expect(readdirSync(join(root, "media/u1"))).toEqual(["ok.bin"]);
  });
});
