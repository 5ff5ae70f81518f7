/**
 * The production web build as the web-serving tests use it: where it is, whether it exists, and a
 * GET over a real socket (the page cache's front door is the server's request listener, which
 * `inject` does not pass through). Needs `npm run build` (scripts/test.mjs builds before the tests).
 */
import { existsSync } from "node:fs";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { mountWeb } from "../../src/web/mount-web";
import { createTestApp, type TestApp } from "./test-app";

export const buildDir = join(import.meta.dirname, "../../../web/build");

/** Whether the web build exists; CI fails without one, a local run skips the file with a warning. */
export function webBuilt(file: string): boolean {
  const built = existsSync(join(buildDir, "server", "index.js"));
  if (!built && process.env.CI) throw new Error(`No web build at ${buildDir}: run "npm run build" first`);
  if (!built) console.warn(`${file} skipped: no web build at ${buildDir} (npm run build)`);
  return built;
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET to `127.0.0.1:port` with exactly these headers; the body as it came (not decompressed). */
export function getOverSocket(port: number, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/** The body of `answer` as text, decompressed per its Content-Encoding. */
export function decoded({ headers, body }: Answer): string {
  if (headers["content-encoding"] === "br") return brotliDecompressSync(body).toString("utf8");
  if (headers["content-encoding"] === "gzip") return gunzipSync(body).toString("utf8");
  return body.toString("utf8");
}

/**
 * A test app serving the web build, listening on a random loopback port, with `env` on top of the
 * test defaults. Loading the server build (React, every route) on a busy machine takes longer than
 * a test app: give its `beforeAll` 180 s.
 */
export async function startWebApp(env?: Record<string, string | undefined>): Promise<{ t: TestApp; port: number }> {
  const t = await createTestApp({ env, beforeReady: (app) => mountWeb(app, { buildDir }) });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  return { t, port: (t.app.server.address() as AddressInfo).port };
}
