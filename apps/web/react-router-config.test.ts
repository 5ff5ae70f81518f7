import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import config from "./react-router.config";

// The flags React Router warns about when they are left unset (`future.X === void 0` in its build).
const source = readFileSync(createRequire(import.meta.url).resolve("@react-router/dev/vite"), "utf8");
const warned = [...source.matchAll(/future\.(v\d+_\w+) === void 0/g)].map((match) => match[1]);

describe("the React Router config", () => {
  it("sets every future flag React Router would warn about at each build", () => {
    expect(warned.length).toBeGreaterThan(0);
    for (const flag of warned) expect(config.future, flag).toHaveProperty(flag);
  });
});
