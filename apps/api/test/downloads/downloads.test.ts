import { randomBytes } from "node:crypto";
import { tables } from "@lapak/db";
import type { Transaction } from "@lapak/shared/schemas/transaction";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedDownloadPath } from "../../src/modules/downloads/download-links";
import { bearer } from "../helpers/accounts";
import {
  checkoutOk,
  fetchTransaction,
  payWithSandbox,
  publishDownload,
  publishLeadMagnet,
  sellerStore,
} from "../helpers/payments";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { uploadFile } from "../helpers/uploads";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FILE_NAME = "Resep Ibu — Edisi 2.pdf";

/** A seller's paid order of a download with one 64 KiB file named `FILE_NAME`. */
async function paidOrder() {
  const seller = await sellerStore(t);
  const file = await uploadFile(t, seller.token, { name: FILE_NAME, bytes: randomBytes(64 * 1024) });
  const product = await publishDownload(t, seller, { files: [file] });
  const pending = await checkoutOk(t, product.id);
  const paid: Transaction = (await payWithSandbox(t, pending.id)).json().data;
  const url = paid.delivery?.files[0]?.url ?? "";
  return { seller, file, product, paid, url };
}

const download = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

async function downloadCount(transactionId: string, mediaId: string): Promise<number> {
  const [row] = await t.db
    .select()
    .from(tables.downloads)
    .where(and(eq(tables.downloads.transactionId, transactionId), eq(tables.downloads.mediaId, mediaId)));
  return row?.count ?? 0;
}

function expectRefused(response: Awaited<ReturnType<typeof download>>) {
  expect(response.statusCode).toBe(403);
  expect(response.headers["content-type"]).toMatch(/^application\/json/);
  expect(response.json()).toEqual({
    message: "Tautan unduhan tidak valid atau sudah kedaluwarsa",
    code: "invalid_download_link",
  });
}

describe("downloading a bought file", () => {
  it("serves the exact bytes uploaded, as an attachment with the original name", async () => {
    const { file, url, paid } = await paidOrder();

    const response = await download(url);

    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(file.bytes)).toBe(true);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-length"]).toBe(String(file.bytes.length));
    expect(response.headers["accept-ranges"]).toBe("bytes");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["referrer-policy"]).toBe("no-referrer");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="Resep Ibu _ Edisi 2.pdf"; filename*=UTF-8''${encodeURIComponent(FILE_NAME)}`,
    );
    expect(paid.delivery?.files[0]).toEqual({ name: FILE_NAME, size: 64 * 1024, url });
    expect(url).not.toContain("files/");
  });

  it("serves a Range as 206 with Content-Range, and 416 past the end", async () => {
    const { file, url } = await paidOrder();

    const middle = await download(url, { range: "bytes=1000-1999" });
    const tail = await download(url, { range: "bytes=-100" });
    const past = await download(url, { range: `bytes=${file.bytes.length}-` });

    expect(middle.statusCode).toBe(206);
    expect(middle.headers["content-range"]).toBe(`bytes 1000-1999/${file.bytes.length}`);
    expect(middle.headers["content-length"]).toBe("1000");
    expect(middle.rawPayload.equals(file.bytes.subarray(1000, 2000))).toBe(true);
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(file.bytes.subarray(-100))).toBe(true);
    expect(past.statusCode).toBe(416);
    expect(past.headers["content-range"]).toBe(`bytes */${file.bytes.length}`);
  });

  it("counts whole downloads and ranges from byte 0, not resumed ranges", async () => {
    const { file, url, paid } = await paidOrder();

    await download(url);
    await download(url);
    await download(url, { range: "bytes=0-99" });
    await download(url, { range: "bytes=100-" });

    expect(await downloadCount(paid.id, file.id)).toBe(3);
  });

  it("keeps delivering what was bought after the product is edited or deleted", async () => {
    const { seller, file, product, paid } = await paidOrder();
    const replacement = await uploadFile(t, seller.token, { name: "Edisi 3.pdf" });
    const edited = await t.app.inject({
      method: "PUT",
      url: `/v1/product/digital-downloads/${product.id}`,
      headers: bearer(seller.token),
      payload: { title: "Judul Baru", price: 99_000, fileIds: [replacement.id], status: "published" },
    });
    expect(edited.statusCode).toBe(200);
    await t.app.inject({ method: "DELETE", url: `/v1/products/${product.id}`, headers: bearer(seller.token) });

    const view = (await fetchTransaction(t, paid.id)).json().data as Transaction;

    expect(view.product.title).toBe("E-book Resep Nusantara");
    expect(view.delivery?.files.map((f) => f.name)).toEqual([FILE_NAME]);
    const response = await download(view.delivery?.files[0]?.url ?? "");
    expect(response.rawPayload.equals(file.bytes)).toBe(true);
  });

  it("delivers a lead magnet's file", async () => {
    const seller = await sellerStore(t);
    const magnet = await publishLeadMagnet(t, seller);
    const sale = await checkoutOk(t, magnet.id);

    const response = await download(sale.delivery?.files[0]?.url ?? "");

    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(magnet.files[0]?.bytes ?? Buffer.alloc(0))).toBe(true);
  });
});

describe("a link that is not valid", () => {
  it("refuses a tampered signature, expiry or file", async () => {
    const { url, paid, file } = await paidOrder();
    const other = await paidOrder();
    const flip = (hex: string) => hex.slice(0, -1) + (hex.endsWith("0") ? "1" : "0");
    const signature = new URL(url, "http://x").searchParams.get("signature") ?? "";
    const expires = Number(new URL(url, "http://x").searchParams.get("expires"));

    expectRefused(await download(url.replace(signature, flip(signature))));
    expectRefused(await download(url.replace(`expires=${expires}`, `expires=${expires + 3600}`)));
    expectRefused(await download(url.replace(file.id, other.file.id)));
    expectRefused(await download(url.replace(paid.id, other.paid.id)));
    expectRefused(await download(`/v1/downloads/${paid.id}/${file.id}`));
    expectRefused(await download(`/v1/downloads/${paid.id}/bukan-id?expires=1&signature=00`));
  });

  it("refuses an expired link", async () => {
    const { paid, file } = await paidOrder();
    const old = signedDownloadPath(t.config.appSecret, {
      transactionId: paid.id,
      mediaId: file.id,
      now: new Date(Date.now() - 2 * 60 * 60 * 1000),
    });

    expectRefused(await download(old));
  });

  it("refuses a correctly signed link for another order's file or for an unpaid order", async () => {
    const { paid } = await paidOrder();
    const other = await paidOrder();
    const unpaid = await checkoutOk(t, other.product.id);
    const sign = (transactionId: string, mediaId: string) =>
      signedDownloadPath(t.config.appSecret, { transactionId, mediaId });

    expectRefused(await download(sign(paid.id, other.file.id)));
    expectRefused(await download(sign(unpaid.id, other.file.id)));
    expect(await downloadCount(unpaid.id, other.file.id)).toBe(0);
  });
});
