import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createLocalDiskStorage } from "./local-disk";

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), "lapak-disk-"));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe("local-disk storage check", () => {
  it("passes on a fresh DATA_DIR, creating the files folder the first upload would", async () => {
    const root = join(dataDir, "files");

    await expect(createLocalDiskStorage(root).check?.()).resolves.toBeUndefined();

    expect(existsSync(root)).toBe(true);
  });

  it("fails when the folder cannot be made", async () => {
    rmSync(dataDir, { recursive: true });
    // A file where the folder's parent should be.
    writeFileSync(dataDir, "");

    await expect(createLocalDiskStorage(join(dataDir, "files")).check?.()).rejects.toThrow();
  });
});
