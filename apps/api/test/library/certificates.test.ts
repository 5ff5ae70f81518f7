import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueCertificate } from "../../src/modules/certificates/issue-certificate";
import { uniqueEmail } from "../helpers/accounts";
import { checkoutOk, payWithSandbox, sellerWithDownload } from "../helpers/payments";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function paidOrder() {
  const { product } = await sellerWithDownload(t, { title: "Fotografi Produk" });
  const tx = await checkoutOk(t, product.id, { email: uniqueEmail("siswa"), name: "Siti Nurhaliza" });
  await payWithSandbox(t, tx.id);
  return tx;
}

const lookUp = (code: string) => t.app.inject({ method: "GET", url: `/v1/certificates/${encodeURIComponent(code)}` });

describe("GET /v1/certificates/{code}", () => {
  it("verifies an issued certificate to anyone: holder, course, seller and date", async () => {
    const tx = await paidOrder();
    const completedAt = new Date("2026-12-01T17:30:00Z");
    const issued = await issueCertificate(t.db, {
      transactionId: tx.id,
      productId: tx.product.id,
      holderName: "Siti Nurhaliza",
      courseTitle: "Fotografi Produk",
      sellerName: "Sari Wulandari",
      completedAt,
    });

    const response = await lookUp(issued.code);

    expect(issued.code).toMatch(/^SRT-[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      code: issued.code,
      holderName: "Siti Nurhaliza",
      courseTitle: "Fotografi Produk",
      sellerName: "Sari Wulandari",
      completedAt: completedAt.toISOString(),
      issuedAt: expect.any(String),
      kind: "course",
    });
    expect(response.body).not.toContain(tx.id);
  });

  it("answers 404 to an unknown code and to a malformed one alike", async () => {
    const unknown = await lookUp("SRT-00000000");
    const malformed = await lookUp("bukan-kode");

    expect(unknown.statusCode).toBe(404);
    expect(malformed.statusCode).toBe(404);
    expect(unknown.json()).toEqual(malformed.json());
    expect(unknown.json().message).toBe("Sertifikat tidak ditemukan. Periksa kembali kodenya.");
  });

  it("issues one certificate per order however often it is asked", async () => {
    const tx = await paidOrder();
    const input = {
      transactionId: tx.id,
      productId: tx.product.id,
      holderName: "Siti",
      courseTitle: "Fotografi Produk",
      sellerName: "Sari",
      completedAt: new Date(),
    };

    const [a, b] = await Promise.all([issueCertificate(t.db, input), issueCertificate(t.db, input)]);

    expect(a.code).toBe(b.code);
  });
});
