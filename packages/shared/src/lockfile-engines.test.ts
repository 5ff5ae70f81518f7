/**
 * `npm ci` prints no engine warning on the documented runtime (ADR 0005, DESIGN §7): every package
 * the lock file installs accepts the oldest Node that `package.json`'s `engines` allows, so a
 * newcomer following README sees no EBADENGINE lines. A dependency that moves its floor above it
 * must be pinned below that version or overridden (root `overrides`), or the documented minimum
 * raised with its reason.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import semver from "semver";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const manifest = JSON.parse(readFileSync(`${root}package.json`, "utf8")) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(`${root}package-lock.json`, "utf8")) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
};

describe("the lock file and the documented Node", () => {
  const oldest = semver.minVersion(manifest.engines.node)?.version as string;

  it("documents a Node 20 floor", () => {
    expect(oldest).toMatch(/^20\./);
  });

  it("installs no package whose engines refuse that Node", () => {
    const refused = Object.entries(lock.packages)
      .filter(([path]) => path.includes("node_modules/"))
      .flatMap(([path, entry]) => {
        const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        if (!range || semver.satisfies(oldest, range, { includePrerelease: true })) return [];
        return [`${path.slice(path.lastIndexOf("node_modules/") + 13)}@${entry.version} wants node ${range}`];
      });
    expect(refused).toEqual([]);
  });
});
