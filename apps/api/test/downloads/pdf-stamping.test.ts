import { PDFDocument } from "@cantoo/pdf-lib";
import type { Transaction } from "@lapak/shared/schemas/transaction";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderCodeOf } from "../../src/modules/checkout/order-code";
import { stampedKey } from "../../src/modules/downloads/stamped-download";
import { checkoutOk, payWithSandbox, publishDownload, sellerStore } from "../helpers/payments";
import { pdfPageTexts, samplePdf } from "../helpers/pdf-text";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { uploadFile } from "../helpers/uploads";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A paid order of a download whose one file is `bytes`, bought by `email`. */
async function paidOrderOf(
  bytes: Buffer,
  { stampPdf, email = "rina.pembeli@contoh.id" } = {} as { stampPdf?: boolean; email?: string },
) {
  const seller = await sellerStore(t);
  const file = await uploadFile(t, seller.token, { name: "Panduan Jualan.pdf", bytes });
  const product = await publishDownload(t, seller, { files: [file], stampPdf });
  const pending = await checkoutOk(t, product.id, { email });
  const paid: Transaction = (await payWithSandbox(t, pending.id)).json().data;
  return { file, paid, url: paid.delivery?.files[0]?.url ?? "" };
}

const download = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

describe("PDFs that carry their buyer", () => {
  it("stamps every page with the buyer's email and order code and keeps every original page", async () => {
    const { paid, url } = await paidOrderOf(await samplePdf(3));

    const response = await download(url);

    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-length"]).toBe(String(response.rawPayload.length));
    const pages = await pdfPageTexts(response.rawPayload);
    expect(pages).toHaveLength(3);
    const code = orderCodeOf(paid);
    expect(code).toMatch(/^LPK-[0-9A-HJKMNP-TV-Z]{6}$/);
    pages.forEach((text, index) => {
      expect(text).toContain(`Halaman ${index + 1} dari 3`);
      expect(text).toContain(`Dibeli oleh rina.pembeli@contoh.id · ${code}`);
    });
  });

  it("stamps once and serves the same stamped bytes to every download, also concurrent first ones", async () => {
    const { paid, url, file } = await paidOrderOf(await samplePdf(2));

    const [first, second, third] = await Promise.all([download(url), download(url), download(url)]);

    expect(first.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(third.rawPayload.equals(first.rawPayload)).toBe(true);
    expect((await download(url)).rawPayload.equals(first.rawPayload)).toBe(true);
    const storage = t.app.storage;
    expect((await storage.stat(stampedKey(paid.id, file.id)))?.size).toBe(first.rawPayload.length);
  });

  it("serves Range requests from the stamped copy", async () => {
    const { url } = await paidOrderOf(await samplePdf(2));
    const whole = (await download(url)).rawPayload;

    const head = await download(url, { range: "bytes=0-99" });
    const tail = await download(url, { range: "bytes=100-" });

    expect(head.statusCode).toBe(206);
    expect(head.headers["content-range"]).toBe(`bytes 0-99/${whole.length}`);
    expect(tail.statusCode).toBe(206);
    expect(tail.headers["content-range"]).toBe(`bytes 100-${whole.length - 1}/${whole.length}`);
    expect(Buffer.concat([head.rawPayload, tail.rawPayload]).equals(whole)).toBe(true);
  });

  it("delivers the bytes as uploaded when the seller turned stamping off", async () => {
    const original = await samplePdf(2);
    const { url } = await paidOrderOf(original, { stampPdf: false });

    const response = await download(url);

    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(original)).toBe(true);
  });

  it("serves an encrypted PDF unchanged instead of failing the download", async () => {
    const doc = await PDFDocument.load(await samplePdf(2));
    doc.encrypt({ userPassword: "", ownerPassword: "pemilik-rahasia", permissions: { modifying: false } });
    const encrypted = Buffer.from(await doc.save());
    const { url } = await paidOrderOf(encrypted);

    const first = await download(url);
    const again = await download(url, { range: "bytes=0-9" });

    expect(first.statusCode).toBe(200);
    expect(first.rawPayload.equals(encrypted)).toBe(true);
    expect(again.statusCode).toBe(206);
    expect(again.rawPayload.equals(encrypted.subarray(0, 10))).toBe(true);
  });

  it("serves a damaged PDF unchanged", async () => {
    const damaged = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(3000, 7)]);
    const { url } = await paidOrderOf(damaged);

    const response = await download(url);

    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(damaged)).toBe(true);
  });

  it("shows the setting on the product, on by default", async () => {
    const seller = await sellerStore(t);
    const on = await publishDownload(t, seller);
    const off = await publishDownload(t, seller, { stampPdf: false, title: "Tanpa Tanda" });
    const view = async (id: string) =>
      (
        await t.app.inject({
          method: "GET",
          url: `/v1/product/digital-downloads/${id}`,
          headers: { authorization: `Bearer ${seller.token}` },
        })
      ).json().data;
    expect((await view(on.id)).stampPdf).toBe(true);
    expect((await view(off.id)).stampPdf).toBe(false);
  });
});
