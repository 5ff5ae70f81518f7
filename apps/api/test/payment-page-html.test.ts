/**
 * The payment page's HTML is valid (issue 26) and still refreshes itself without JavaScript while
 * pending (ADR 0010): HTML allows `<meta http-equiv="refresh">` only in `<head>` — there, inside
 * `<noscript>`, so only a browser without scripting follows it (WHATWG HTML, "The noscript element":
 * in a head, it may hold link, style and meta elements). A `<noscript><meta>` in `<body>` is two
 * errors in the W3C Nu checker. Drives the real app with the production web build over a real socket.
 */
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mountWeb } from "../src/web/mount-web";
import { checkoutOk, payWithSandbox, sellerWithDownload } from "./helpers/payments";
import { createTestApp, type TestApp } from "./helpers/test-app";
import { buildDir, decoded, getOverSocket, webBuilt } from "./helpers/web-build";

const built = webBuilt("payment-page-html.test.ts");
const NO_SCRIPT_REFRESH = '<noscript><meta http-equiv="refresh" content="5"/></noscript>';

let t: TestApp;
let port: number;

/** The payment page of `id` as a browser gets it, split at `</head>`. */
async function paymentPage(id: string) {
  const answer = await getOverSocket(port, `/payment/${id}`, { "accept-encoding": "identity" });
  expect(answer.status).toBe(200);
  const html = decoded(answer);
  const end = html.indexOf("</head>");
  expect(end).toBeGreaterThan(0);
  return { head: html.slice(0, end), body: html.slice(end) };
}

describe.skipIf(!built)("the payment page's HTML", () => {
  beforeAll(async () => {
    t = await createTestApp({ beforeReady: (app) => mountWeb(app, { buildDir }) });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as AddressInfo).port;
    // Loading the server build (React, every route) on a busy machine takes longer than a test app.
  }, 180_000);
  afterAll(() => t?.close());

  it("refreshes a pending payment without JavaScript from the head, and keeps every meta out of the body", async () => {
    const { product } = await sellerWithDownload(t);
    const transaction = await checkoutOk(t, product.id);

    const { head, body } = await paymentPage(transaction.id);

    expect(body).toContain("Halaman ini diperbarui otomatis");
    expect(body).not.toMatch(/<meta\b/);
    expect(head).toContain(NO_SCRIPT_REFRESH);
  }, 60_000);

  it("does not refresh a payment that is over", async () => {
    const { product } = await sellerWithDownload(t);
    const transaction = await checkoutOk(t, product.id);
    expect((await payWithSandbox(t, transaction.id, "expired")).statusCode).toBe(200);

    const { head, body } = await paymentPage(transaction.id);

    expect(body).not.toMatch(/<meta\b/);
    expect(head + body).not.toContain("http-equiv");
  }, 60_000);
});
