/**
 * An integrator's typed client (README "The API", docs/testing.md): `openapi-typescript` turns
 * `/v1/openapi.json` into TypeScript types, and calls written against them type-check — an upload's
 * multipart `file`, a webhook's body and signature header, a 204 without content — while a call
 * the document does not allow does not.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import openapiTS, { astToString } from "openapi-typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/test-app";

const tsc = join(import.meta.dirname, "../../../../node_modules/.bin/tsc");

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  dir = mkdtempSync(join(tmpdir(), "lapak-client-"));
  const served = await t.app.inject({ method: "GET", url: "/v1/openapi.json" });
  writeFileSync(join(dir, "lapak-api.d.ts"), astToString(await openapiTS(served.body)));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t.close();
});

/** `tsc --noEmit --strict` on `source` beside the generated types; its error lines. */
function typeCheck(source: string): string[] {
  writeFileSync(join(dir, "client.ts"), source);
  const result = spawnSync(tsc, ["--noEmit", "--strict", "--skipLibCheck", "--target", "es2022", "client.ts"], {
    cwd: dir,
    encoding: "utf8",
    timeout: 60_000,
  });
  return result.stdout.split("\n").filter((line) => line.includes("error TS"));
}

const CLIENT = `
import type { paths } from "./lapak-api";

type Upload = paths["/v1/gallery-media/upload-file"]["post"];
export const form: Upload["requestBody"]["content"]["multipart/form-data"] = { file: "ebook.pdf" };
export const uploaded: Upload["responses"][200]["content"]["application/json"] = {
  data: { id: "m1", name: "ebook.pdf", size: 2048, mime: "application/pdf" },
};

type Webhook = paths["/v1/webhooks/payments/{gateway}"]["post"];
export const notification: Webhook["requestBody"]["content"]["application/json"] = {
  event_id: "evt-1", transaction_id: "t1", status: "paid", amount: 150000, occurred_at: "2026-01-05T08:30:00Z",
};
export const signature: NonNullable<Webhook["parameters"]["header"]>["x-signature"] = "ab12";

type Deletion = paths["/v1/products/{id}"]["delete"];
export const deleted: Deletion["responses"][204]["content"] = undefined;

/** A typed call: the path, its parameters and its answer come from the document. */
export async function deleteProduct(id: Deletion["parameters"]["path"]["id"], token: string) {
  const response = await fetch(\`http://localhost:3000/v1/products/\${encodeURIComponent(id)}\`, {
    method: "DELETE",
    headers: { authorization: \`Bearer \${token}\` },
  });
  return response.status === 204;
}
`;

describe("a client generated from /v1/openapi.json with openapi-typescript", () => {
  it("type-checks calls the document allows", () => {
    expect(typeCheck(CLIENT)).toEqual([]);
  }, 90_000);

  it("refuses one it does not: an upload's answer without its size, a 204 with a body", () => {
    const errors = typeCheck(`
import type { paths } from "./lapak-api";
type Upload = paths["/v1/gallery-media/upload-file"]["post"];
export const uploaded: Upload["responses"][200]["content"]["application/json"] = { data: { id: "m1", name: "a", mime: "b" } };
export const deleted: paths["/v1/products/{id}"]["delete"]["responses"][204]["content"] = { data: null };
`);
    expect(errors).toHaveLength(2);
    expect(errors[0]).toContain("size");
  }, 90_000);
});
