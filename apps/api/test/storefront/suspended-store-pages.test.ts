/**
 * A store an admin suspended answers 410 "Toko ini tidak tersedia" on every buyer page that sells
 * from it — storefront, product and checkout alike — while its paid buyers' order pages keep
 * working (DESIGN §4, "Suspended stores"). Drives the real app with the production web build over a socket.
 * Needs `npm run build`.
 */
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signUp } from "../helpers/accounts";
import { checkoutOk, payWithSandbox, sellerWithDownload } from "../helpers/payments";
import type { TestApp } from "../helpers/test-app";
import { type Answer, decoded, getOverSocket, startWebApp, webBuilt } from "../helpers/web-build";

const built = webBuilt("suspended-store-pages.test.ts");
const ADMIN_EMAIL = "admin.suspend@lapak.id";

let t: TestApp;
let port: number;
let adminToken: string;

/** A form POST to `path` over the socket, as a browser without JavaScript sends it. */
function postForm(path: string, fields: Record<string, string>): Promise<Answer> {
  const body = new URLSearchParams(fields).toString();
  return new Promise((resolve, reject) => {
    const headers = { "content-type": "application/x-www-form-urlencoded", "content-length": String(body.length) };
    const req = httpRequest({ host: "127.0.0.1", port, method: "POST", path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

describe.skipIf(!built)("a suspended store's pages", () => {
  beforeAll(async () => {
    ({ t, port } = await startWebApp({ ADMIN_EMAILS: ADMIN_EMAIL }));
    adminToken = (await signUp(t, { email: ADMIN_EMAIL, name: "Admin Lapak" })).token;
  }, 180_000);
  afterAll(() => t?.close());

  it("answer 410 'Toko ini tidak tersedia' on the store, product and checkout pages; paid orders still open", async () => {
    const { seller, product } = await sellerWithDownload(t, { title: "Preset Senja" });
    const order = await checkoutOk(t, product.id);
    await payWithSandbox(t, order.id);
    const slug = (
      await t.app.inject({ method: "GET", url: `/v1/products/${product.id}`, headers: bearer(seller.token) })
    ).json().data.slug;
    expect((await getOverSocket(port, `/checkout/${product.id}`)).status).toBe(200);

    const suspended = await t.app.inject({
      method: "POST",
      url: `/v1/admin/sellers/${seller.user.id}/suspend`,
      headers: bearer(adminToken),
      payload: { reason: "Laporan penipuan dari pembeli" },
    });
    expect(suspended.statusCode).toBe(200);

    for (const path of [`/${seller.username}`, `/${seller.username}/${slug}`, `/checkout/${product.id}`]) {
      const page = await getOverSocket(port, path);
      expect(page.status, path).toBe(410);
      const html = decoded(page);
      expect(html, path).toContain("Toko ini tidak tersedia");
      expect(html, path).not.toContain("Internal Server Error");
    }
    // The checkout form posted without JavaScript: the API refuses the order, the page says why.
    const posted = await postForm(`/checkout/${product.id}`, {
      name: "Budi Santoso",
      email: "budi.suspend@example.com",
      phone: "081234567890",
      paymentMethod: "qris",
      needsPayment: "1",
      idempotencyKey: crypto.randomUUID(),
    });
    expect(posted.status).toBe(410);
    expect(decoded(posted)).toContain("Toko ini tidak tersedia");

    const paid = await getOverSocket(port, `/my-order/${order.id}`);
    expect(paid.status).toBe(200);
    expect(decoded(paid)).toContain("Terima kasih atas pembelian");
  });
});
