import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutOk, payWithSandbox, sellerWithDownload } from "../helpers/payments";
import type { TestApp } from "../helpers/test-app";
import { decoded, getOverSocket, startWebApp, webBuilt } from "../helpers/web-build";

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
    ({ t, port } = await startWebApp());
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
