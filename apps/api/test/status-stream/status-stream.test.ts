/**
 * The payment page's live status without Redis (ADR 0015): `GET /v1/transactions/{id}/events` on one
 * instance answers the current status at once and pushes the change a webhook applies, over a real
 * socket. With Redis and two instances: instances-redis.test.ts.
 */
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openEventStream } from "../helpers/event-stream";
import { checkoutOk, payWithSandbox, publishDownload, sellerStore } from "../helpers/payments";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
let port: number;
let productId: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
  productId = (await publishDownload(t, await sellerStore(t))).id;
});
afterAll(() => t?.close());

const status = (data: string) => (JSON.parse(data) as { status: string }).status;

describe("live payment status on one instance", () => {
  it("answers pending at once, pushes paid when the webhook settles it, and ends the stream", async () => {
    const sale = await checkoutOk(t, productId);
    const stream = await openEventStream(port, `/v1/transactions/${sale.id}/events`);
    expect(stream.status).toBe(200);
    expect(stream.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
    expect(stream.headers["cache-control"]).toBe("no-store");
    const first = await stream.next();
    expect(first).toEqual({ event: "status", data: JSON.stringify({ id: sale.id, status: "pending" }) });

    expect((await payWithSandbox(t, sale.id)).statusCode).toBe(200);
    expect(status((await stream.next()).data)).toBe("paid");
    await stream.ended;
    expect(t.app.transactionEvents.listened).toBe(0);
  });

  it("pushes failed, and expired for an attempt replaced by another method", async () => {
    const failing = await checkoutOk(t, productId);
    const failed = await openEventStream(port, `/v1/transactions/${failing.id}/events`);
    await failed.next();
    await payWithSandbox(t, failing.id, "failed");
    expect(status((await failed.next()).data)).toBe("failed");
    await failed.ended;

    const old = await checkoutOk(t, productId, { paymentMethod: "qris" });
    const replaced = await openEventStream(port, `/v1/transactions/${old.id}/events`);
    await replaced.next();
    const change = await t.app.inject({
      method: "POST",
      url: `/v1/transactions/${old.id}/change-method`,
      payload: { paymentMethod: "bca_va" },
    });
    expect(change.statusCode).toBe(201);
    expect(status((await replaced.next()).data)).toBe("expired");
    replaced.close();
  });

  it("sends the current status once and ends for a client that did not ask for a stream", async () => {
    const sale = await checkoutOk(t, productId);
    const once = await openEventStream(port, `/v1/transactions/${sale.id}/events`, { accept: "*/*" });
    await once.ended;
    expect(once.events.map((event) => status(event.data))).toEqual(["pending"]);
  });

  it("answers 404 for an unknown transaction, before any stream", async () => {
    const unknown = await t.app.inject({
      method: "GET",
      url: "/v1/transactions/0190a0b0-0000-7000-8000-000000000000/events",
      headers: { accept: "text/event-stream" },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Transaksi tidak ditemukan");
  });

  it("stops listening when the buyer closes the page", async () => {
    const sale = await checkoutOk(t, productId);
    const stream = await openEventStream(port, `/v1/transactions/${sale.id}/events`);
    await stream.next();
    expect(t.app.transactionEvents.listened).toBe(1);
    stream.close();
    await expect.poll(() => t.app.transactionEvents.listened).toBe(0);
  });

  it("ends open streams when the app closes, so a shutdown is not held by them", async () => {
    const other = await createTestApp();
    await other.app.listen({ port: 0, host: "127.0.0.1" });
    const otherPort = (other.app.server.address() as AddressInfo).port;
    const seller = await sellerStore(other);
    const sale = await checkoutOk(other, (await publishDownload(other, seller)).id);
    const stream = await openEventStream(otherPort, `/v1/transactions/${sale.id}/events`);
    await stream.next();
    const started = Date.now();
    await other.close();
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
