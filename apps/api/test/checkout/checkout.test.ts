import { randomBytes } from "node:crypto";
import { tables } from "@lapak/db";
import { wibDay } from "@lapak/shared/date";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaymentGateway } from "../../src/integrations/payments/gateway";
import { GatewayError } from "../../src/integrations/payments/gateway";
import { parseQrisPayload } from "../../src/integrations/payments/qris";
import { createSandboxGateway } from "../../src/integrations/payments/sandbox";
import { bearer, uniqueEmail } from "../helpers/accounts";
import {
  buyer,
  checkout,
  checkoutOk,
  fetchTransaction,
  payWithSandbox,
  publishDownload,
  publishLeadMagnet,
  sellerWithDownload,
  transactionRow,
  waitForMail,
} from "../helpers/payments";
import { createTestApp, TEST_APP_URL, type TestApp } from "../helpers/test-app";

/** The sandbox gateway, counting its createPayment calls. */
function countingSandbox() {
  const inner = createSandboxGateway({ sandboxWebhookSecret: "test-sandbox-webhook-secret" });
  const gateway: PaymentGateway & { calls: number } = {
    ...inner,
    calls: 0,
    async createPayment(request) {
      gateway.calls++;
      await new Promise((resolve) => setTimeout(resolve, 30));
      return inner.createPayment(request);
    },
  };
  return gateway;
}

let t: TestApp;
const gateway = countingSandbox();
beforeAll(async () => {
  t = await createTestApp({ gateway });
});
afterAll(() => t.close());

const transactionCount = async () => Number((await t.db.select({ n: count() }).from(tables.transactions))[0]?.n);

describe("GET /v1/payment-methods", () => {
  it("lists every sandbox method with its cost and minimum", async () => {
    const response = await t.app.inject({ method: "GET", url: "/v1/payment-methods" });

    expect(response.statusCode).toBe(200);
    const methods = response.json().data;
    expect(methods.map((m: { code: string }) => m.code)).toEqual([
      "qris",
      "bca_va",
      "bni_va",
      "bri_va",
      "mandiri_va",
      "permata_va",
      "gopay",
      "ovo",
      "dana",
      "shopeepay",
    ]);
    expect(methods[0]).toEqual({
      code: "qris",
      name: "QRIS",
      kind: "qris",
      fee: { flat: 0, percent: 0.7 },
      minAmount: 1000,
      maxAmount: 10_000_000,
    });
    expect(methods.find((m: { code: string }) => m.code === "mandiri_va").kind).toBe("bill");
  });
});

describe("paying for a digital download", () => {
  it("QRIS: a pending transaction with a valid QRIS payload, its QR image, and the fee parts for the seller only", async () => {
    const { product, seller } = await sellerWithDownload(t);
    const before = Date.now();

    const response = await checkout(t, { productId: product.id, paymentMethod: "qris", ...buyer() });

    expect(response.statusCode).toBe(201);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["referrer-policy"]).toBe("no-referrer");
    const transaction = response.json().data;
    expect(transaction).toMatchObject({
      status: "pending",
      product: { id: product.id, title: product.title, type: "digital_download" },
      seller: { username: seller.username, name: seller.user.name },
      amount: 49_000,
      paymentMethod: "qris",
      paymentMethodName: "QRIS",
      paidAt: null,
    });
    // The buyer's answer carries none of the seller's money; the seller's own view does.
    expect(transaction).not.toHaveProperty("fee");
    expect(transaction).not.toHaveProperty("feeDetail");
    expect(transaction).not.toHaveProperty("sellerNet");
    expect((await fetchTransaction(t, transaction.id, seller.token)).json().data).toMatchObject({
      fee: 2793,
      feeDetail: { platform: 2450, method: 343 },
      sellerNet: 46_207,
      availableAt: null,
    });
    expect(transaction.delivery).toBeUndefined();
    const expiresIn = new Date(transaction.expiresAt).getTime() - before;
    expect(expiresIn).toBeGreaterThan(59 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(61 * 60_000);
    expect(parseQrisPayload(transaction.payment.qrString).get("54")).toBe("49000");
    expect(transaction.payment.qrImageUrl).toBe(`/v1/transactions/${transaction.id}/qr.svg`);
    expect(transaction.payment.instructions.length).toBeGreaterThan(2);

    const qr = await t.app.inject({ method: "GET", url: transaction.payment.qrImageUrl });
    expect(qr.statusCode).toBe(200);
    expect(qr.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(qr.headers["cache-control"]).toBe("no-store");
    expect(qr.body).toMatch(/<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);

    const png = await t.app.inject({ method: "GET", url: `/v1/transactions/${transaction.id}/qr.png` });
    expect(png.statusCode).toBe(200);
    expect(png.headers["content-type"]).toBe("image/png");
    expect(png.headers["content-disposition"]).toMatch(/^attachment; filename="QRIS-[0-9a-f]{12}\.png"$/);
    expect(png.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  });

  it("a virtual account shows a VA number and the bank; Mandiri is a bill with biller code and key", async () => {
    const { product } = await sellerWithDownload(t);

    const bca = await checkoutOk(t, product.id, { paymentMethod: "bca_va" });
    const mandiri = await checkoutOk(t, product.id, { paymentMethod: "mandiri_va" });

    expect(bca.payment).toMatchObject({ kind: "va", bank: "bca", vaNumber: expect.stringMatching(/^12345\d{11}$/) });
    expect(bca.payment.instructions?.join(" ")).toContain(bca.payment.vaNumber);
    expect(bca.fee).toBe(2450 + 4000);
    expect(mandiri.payment).toMatchObject({
      kind: "bill",
      billerCode: "70012",
      billKey: expect.stringMatching(/^\d+$/),
    });
    expect(mandiri.paymentMethodName).toBe("Mandiri Virtual Account");
  });

  it("an e-wallet returns to our payment page and opens the wallet's app", async () => {
    const { product } = await sellerWithDownload(t);

    const transaction = await checkoutOk(t, product.id, { paymentMethod: "gopay" });

    expect(transaction.payment.kind).toBe("ewallet");
    expect(transaction.payment.redirectUrl).toBe(`${TEST_APP_URL}/payment/${transaction.id}`);
    expect(transaction.payment.deeplinkUrl).toMatch(/^gojek:\/\//);
  });

  it("stores the WhatsApp number as 628… however it was typed", async () => {
    const { product } = await sellerWithDownload(t);

    const local = await checkoutOk(t, product.id, { phone: "0812-3456-7890" });
    const international = await checkoutOk(t, product.id, { phone: "+62 812 3456 7890" });

    expect((await transactionRow(t.db, local.id)).buyerPhone).toBe("6281234567890");
    expect((await transactionRow(t.db, international.id)).buyerPhone).toBe("6281234567890");
  });
});

describe("checkout refuses what it cannot sell, and changes nothing", () => {
  it("answers 422 with Indonesian field errors for a paid product without a method", async () => {
    const { product } = await sellerWithDownload(t);
    const before = await transactionCount();

    const response = await checkout(t, { productId: product.id, name: "Budi", email: "budi@gmail.com" });
    const empty = await checkout(t, { productId: product.id, name: " ", email: "", paymentMethod: "qris" });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ paymentMethod: ["Pilih metode pembayaran"] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ name: ["Nama wajib diisi"], email: ["Email wajib diisi"] });
    expect(await transactionCount()).toBe(before);
  });

  it("asks for a WhatsApp number only when the seller requires one (or for OVO)", async () => {
    const { product, seller } = await sellerWithDownload(t);
    const strict = await publishDownload(t, seller, { title: "Kelas Privat", requirePhone: true });
    const before = await transactionCount();

    const refused = await checkout(t, { productId: strict.id, ...buyer({ phone: undefined }), paymentMethod: "qris" });
    const ovo = await checkout(t, { productId: product.id, ...buyer({ phone: undefined }), paymentMethod: "ovo" });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ phone: ["Nomor WhatsApp wajib diisi"] });
    expect(ovo.statusCode).toBe(422);
    expect(ovo.json().errors).toEqual({ phone: ["Nomor OVO wajib diisi untuk pembayaran OVO"] });
    expect(await transactionCount()).toBe(before);

    const publicView = await t.app.inject({ method: "GET", url: `/v1/products/${strict.id}` });
    expect(publicView.json().data.requirePhone).toBe(true);
    const relaxed = await checkoutOk(t, product.id, { phone: undefined });
    expect((await transactionRow(t.db, relaxed.id)).buyerPhone).toBeNull();
    expect(relaxed.buyer.phone).toBeNull();
  });

  it("refuses a bad phone, an unknown method and a method under its minimum", async () => {
    const { product, seller } = await sellerWithDownload(t);
    const cheap = await publishDownload(t, seller, { price: 5000, title: "Stiker Murah" });
    const before = await transactionCount();

    const badPhone = await checkout(t, { productId: product.id, ...buyer({ phone: "12345" }), paymentMethod: "qris" });
    const unknownMethod = await checkout(t, { productId: product.id, ...buyer(), paymentMethod: "bitcoin" as "qris" });
    const underMinimum = await checkout(t, { productId: cheap.id, ...buyer(), paymentMethod: "bca_va" });
    const badEmail = await checkout(t, {
      productId: product.id,
      ...buyer({ email: "bukan-email" }),
      paymentMethod: "qris",
    });

    expect(badPhone.statusCode).toBe(422);
    expect(badPhone.json().errors.phone).toEqual(["Nomor WhatsApp tidak valid, contoh: 081234567890"]);
    expect(unknownMethod.statusCode).toBe(422);
    expect(unknownMethod.json().errors.paymentMethod).toBeDefined();
    expect(underMinimum.statusCode).toBe(422);
    expect(underMinimum.json()).toMatchObject({
      message: "Metode ini tersedia untuk pembayaran minimal Rp10.000",
      errors: { paymentMethod: ["Metode ini tersedia untuk pembayaran minimal Rp10.000"] },
    });
    expect(badEmail.statusCode).toBe(422);
    expect(await transactionCount()).toBe(before);
  });

  it("404 for a draft, deleted or unknown product; 422 for a link card", async () => {
    const { seller } = await sellerWithDownload(t);
    const draft = await publishDownload(t, seller, { status: "draft", title: "Masih Draf" });
    const deleted = await publishDownload(t, seller, { title: "Sudah Dihapus" });
    await t.app.inject({ method: "DELETE", url: `/v1/products/${deleted.id}`, headers: bearer(seller.token) });
    const link = await t.app.inject({
      method: "POST",
      url: "/v1/product/external-urls",
      headers: bearer(seller.token),
      payload: { title: "Kanal YouTube", url: "https://youtube.com/@contoh", status: "published" },
    });
    const before = await transactionCount();
    const attempt = (productId: string) => checkout(t, { productId, ...buyer(), paymentMethod: "qris" });

    for (const productId of [draft.id, deleted.id, "0193a1b2-c3d4-7e5f-8a6b-1c2d3e4f5a6b"]) {
      const response = await attempt(productId);
      expect(response.statusCode, productId).toBe(404);
      expect(response.json().message).toBe("Produk tidak ditemukan");
    }
    const linkCheckout = await attempt(link.json().data.id);
    expect(linkCheckout.statusCode).toBe(422);
    expect(linkCheckout.json().errors.productId).toBeDefined();
    expect(await transactionCount()).toBe(before);
  });
});

describe("free products and lead magnets", () => {
  it("a free download is paid at once, delivered, with no gateway and no fee, and both emails go out", async () => {
    const { seller, product } = await sellerWithDownload(t, { price: 0, title: "E-book Gratis" });
    const calls = gateway.calls;
    const email = `gratis.${randomBytes(3).toString("hex")}@contoh.id`;

    const transaction = await checkoutOk(t, product.id, { email, phone: undefined, paymentMethod: undefined });

    expect(transaction).toMatchObject({ status: "paid", amount: 0, fee: 0, sellerNet: 0, paymentMethod: null });
    expect(transaction.payment.kind).toBe("none");
    expect(transaction.paidAt).not.toBeNull();
    expect(transaction.delivery?.files).toEqual([
      { name: "Resep Nusantara.pdf", size: 4096, url: expect.stringMatching(/^\/v1\/downloads\//) },
    ]);
    expect(transaction.delivery?.message).toBe("Terima kasih! Selamat memasak.");
    expect(gateway.calls).toBe(calls);
    expect((await transactionRow(t.db, transaction.id)).gateway).toBe("none");
    const [receipt] = await waitForMail(t, email, "receipt");
    expect(receipt?.subject).toBe("Hadiah Anda sudah siap: E-book Gratis");
    expect(receipt?.text).toContain(`${TEST_APP_URL}/my-order/${transaction.id}`);
    const [sale] = await waitForMail(t, seller.email, "new_sale");
    expect(sale?.subject).toBe("Pendaftar baru: E-book Gratis");
  });

  it("a collect-email product needs only name and email, ignores phone and method, and gives the reward", async () => {
    const { seller } = await sellerWithDownload(t);
    const magnet = await publishLeadMagnet(t, seller);

    const transaction = await checkoutOk(t, magnet.id, { phone: "081234567890", paymentMethod: "bca_va" });

    expect(transaction).toMatchObject({ status: "paid", amount: 0, paymentMethod: null, buyer: { phone: null } });
    expect(transaction.delivery).toMatchObject({
      link: "https://contoh.id/hadiah",
      message: "Selamat menikmati hadiahnya!",
    });
    expect(transaction.delivery?.files).toHaveLength(1);
  });
});

describe("Idempotency-Key", () => {
  it("replays the same transaction for the same key and body: one row, one gateway call", async () => {
    const { product } = await sellerWithDownload(t);
    const body = { productId: product.id, ...buyer(), paymentMethod: "qris" as const };
    const key = `idem-${randomBytes(8).toString("hex")}`;
    const calls = gateway.calls;

    const first = await checkout(t, body, { idempotencyKey: key });
    const second = await checkout(t, { ...body, phone: "+62 812-3456-7890" }, { idempotencyKey: key });

    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().data).toEqual(first.json().data);
    expect(gateway.calls).toBe(calls + 1);
    const rows = await t.db.select().from(tables.transactions).where(eq(tables.transactions.idempotencyKey, key));
    expect(rows).toHaveLength(1);
  });

  it("refuses the same key with another body", async () => {
    const { product } = await sellerWithDownload(t);
    const key = `idem-${randomBytes(8).toString("hex")}`;
    await checkout(t, { productId: product.id, ...buyer(), paymentMethod: "qris" }, { idempotencyKey: key });

    const other = await checkout(
      t,
      { productId: product.id, ...buyer(), paymentMethod: "bca_va" },
      { idempotencyKey: key },
    );

    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe("Idempotency-Key sudah dipakai untuk permintaan lain");
  });

  it("refuses a malformed key", async () => {
    const { product } = await sellerWithDownload(t);
    const response = await checkout(
      t,
      { productId: product.id, ...buyer(), paymentMethod: "qris" },
      { idempotencyKey: "x" },
    );
    expect(response.statusCode).toBe(422);
  });

  it("concurrent requests with one key create one transaction and call the gateway once", async () => {
    const { product } = await sellerWithDownload(t);
    const body = { productId: product.id, ...buyer(), paymentMethod: "bri_va" as const };
    const key = `idem-${randomBytes(8).toString("hex")}`;
    const calls = gateway.calls;

    const responses = await Promise.all(Array.from({ length: 6 }, () => checkout(t, body, { idempotencyKey: key })));

    expect(responses.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
    const views = responses.map((r) => r.json().data);
    expect(new Set(views.map((v) => v.id)).size).toBe(1);
    for (const view of views) expect(view.payment.vaNumber).toBe(views[0].payment.vaNumber);
    expect(gateway.calls).toBe(calls + 1);
    const rows = await t.db.select().from(tables.transactions).where(eq(tables.transactions.idempotencyKey, key));
    expect(rows).toHaveLength(1);
  });
});

describe("a gateway that fails", () => {
  it("marks the transaction failed and answers 502 gateway_error", async () => {
    const failing: PaymentGateway = {
      ...createSandboxGateway({ sandboxWebhookSecret: "x" }),
      async createPayment() {
        throw new GatewayError("timeout", { status: 504 });
      },
    };
    const broken = await createTestApp({ gateway: failing });
    try {
      const { product } = await sellerWithDownload(broken);

      const response = await checkout(broken, { productId: product.id, ...buyer(), paymentMethod: "qris" });

      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        message: "Pembayaran tidak dapat dibuat saat ini, silakan coba lagi atau pilih metode lain",
        code: "gateway_error",
      });
      const [row] = await broken.db
        .select()
        .from(tables.transactions)
        .where(eq(tables.transactions.productId, product.id));
      expect(row?.status).toBe("failed");
      const view = await fetchTransaction(broken, row?.id ?? "");
      expect(view.json().data.status).toBe("failed");
    } finally {
      await broken.close();
    }
  });
});

describe("GET /v1/transactions/{id}", () => {
  it("ids are not guessable: the random part differs and a near id is 404", async () => {
    const { product } = await sellerWithDownload(t);
    const a = await checkoutOk(t, product.id);
    const b = await checkoutOk(t, product.id);

    // UUIDv7: 48 bits of time, then 74 random bits.
    const randomPart = (id: string) => id.replaceAll("-", "").slice(13);
    expect(randomPart(a.id)).not.toBe(randomPart(b.id));
    const last = a.id.slice(-4);
    const near = a.id.slice(0, -4) + (last === "0000" ? "0001" : "0000");
    expect((await fetchTransaction(t, near)).statusCode).toBe(404);
    expect((await fetchTransaction(t, "123")).statusCode).toBe(404);
    expect((await fetchTransaction(t, a.id)).statusCode).toBe(200);
  });

  it("masks the buyer for the public and shows them whole to the seller who owns it", async () => {
    const { product, seller } = await sellerWithDownload(t);
    const other = await sellerWithDownload(t);
    const transaction = await checkoutOk(t, product.id, { email: "budiman@gmail.com", phone: "081234567890" });

    const publicView = (await fetchTransaction(t, transaction.id)).json().data;
    const sellerView = (await fetchTransaction(t, transaction.id, seller.token)).json().data;
    const otherView = (await fetchTransaction(t, transaction.id, other.seller.token)).json().data;

    expect(publicView.buyer).toEqual({ name: "Budi Santoso", email: "bu***@gmail.com", phone: "6281******890" });
    expect(sellerView.buyer).toEqual({ name: "Budi Santoso", email: "budiman@gmail.com", phone: "6281234567890" });
    expect(otherView.buyer.email).toBe("bu***@gmail.com");
  });

  it("a pending transaction past its expiry reads as expired", async () => {
    const { product } = await sellerWithDownload(t);
    const transaction = await checkoutOk(t, product.id);
    await t.db
      .update(tables.transactions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tables.transactions.id, transaction.id));

    const view = (await fetchTransaction(t, transaction.id)).json().data;

    expect(view.status).toBe("expired");
    expect(view.delivery).toBeUndefined();
  });
});

describe("the checkout's answer", () => {
  /** POST /v1/transactions as `token`'s user (or a guest), then the same transaction read back as them. */
  async function answerAndRead(body: Parameters<typeof checkout>[1], token?: string) {
    const created = await checkout(t, body, { token });
    expect(created.statusCode, created.body).toBe(201);
    const answer = created.json().data as { id: string };
    const read = await fetchTransaction(t, answer.id, token);
    expect(read.statusCode).toBe(200);
    return { answer: unsigned(answer), read: unsigned(read.json().data) };
  }
  /** Download links are signed up to a time counted from when they were made: the two may differ by a second. */
  const unsigned = (view: { id: string }) =>
    JSON.parse(JSON.stringify(view).replace(/\?expires=\d+&signature=[0-9a-f]+/g, "?signed")) as { id: string };

  it("is the transaction as GET /v1/transactions/{id} shows it, for every kind of order, built from the rows it wrote (ADR 0037)", async () => {
    const { seller, product } = await sellerWithDownload(t, { price: 75_000, title: "Kelas Fotografi" });
    await t.app.inject({
      method: "POST",
      url: "/v1/discounts",
      headers: bearer(seller.token),
      payload: { code: "HEMAT", type: "percent", value: 20 },
    });
    const free = await publishDownload(t, seller, { price: 0, title: "Contoh Gratis" });
    const magnet = await publishLeadMagnet(t, seller);
    const orders = [
      { productId: product.id, paymentMethod: "qris", ...buyer() },
      { productId: product.id, paymentMethod: "bca_va", ...buyer() },
      { productId: product.id, paymentMethod: "qris", discountCode: "HEMAT", ...buyer({ phone: undefined }) },
      { productId: free.id, ...buyer({ phone: undefined }) },
      { productId: magnet.id, ...buyer() },
    ] as const;
    for (const order of orders) {
      const { answer, read } = await answerAndRead(order);
      expect(answer, JSON.stringify(order)).toStrictEqual(read);
    }
    // The seller buying from their own store sees the buyer whole, as in their sales; the checkout's
    // answer (the buyer's schema) leaves out the money their GET shows.
    const email = uniqueEmail("sendiri");
    const own = await answerAndRead(
      { productId: product.id, paymentMethod: "qris", ...buyer({ email }) },
      seller.token,
    );
    expect(own.read).toMatchObject(own.answer);
    expect(own.answer).toMatchObject({ buyer: { email } });
    expect(own.answer).not.toHaveProperty("sellerNet");
    expect(own.read).toHaveProperty("sellerNet");
  });
});

describe("rate limits", () => {
  it("allows 20 checkouts a minute per IP and email, then 429 with Retry-After", async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_DISABLED: undefined } });
    try {
      const { product } = await sellerWithDownload(limited, { price: 0 });
      const body = { productId: product.id, ...buyer() };
      for (let i = 0; i < 20; i++) expect((await checkout(limited, body)).statusCode).toBe(201);

      const over = await checkout(limited, body);
      const otherBuyer = await checkout(limited, { ...body, email: "lain@contoh.id" });

      expect(over.statusCode).toBe(429);
      expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
      expect(otherBuyer.statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });

  it("allows 600 checkouts a minute per IP across emails (buyers behind one carrier IP), then 429", async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_DISABLED: undefined } });
    try {
      // An unknown product answers 404 quickly but still counts against the limits.
      const attempt = (i: number) =>
        checkout(limited, {
          productId: "0193a1b2-c3d4-7e5f-8a6b-1c2d3e4f5a6b",
          ...buyer({ email: `pembeli${i}@contoh.id` }),
        });
      for (let i = 0; i < 600; i += 50) {
        const batch = await Promise.all(Array.from({ length: 50 }, (_, j) => attempt(i + j)));
        expect(batch.every((response) => response.statusCode === 404)).toBe(true);
      }

      const over = await attempt(600);

      expect(over.statusCode).toBe(429);
      expect(over.json().code).toBe("rate_limited");
      expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe("the seller's sales and customers", () => {
  it("lists the seller's sales newest first, unmasked, with status, product, text and WIB date filters", async () => {
    const { seller, product: ebook } = await sellerWithDownload(t);
    const course = await publishDownload(t, seller, { title: "Kelas Online Fotografi", price: 99_000 });
    const magnet = await publishLeadMagnet(t, seller);
    const budi = `budi.${randomBytes(3).toString("hex")}@gmail.com`;
    const paid1 = await checkoutOk(t, ebook.id, { email: budi });
    const pending = await checkoutOk(t, course.id, { name: "Citra Lestari", paymentMethod: "bca_va" });
    const expired = await checkoutOk(t, ebook.id, { name: "Dewi Anggraini", paymentMethod: "gopay" });
    const lead = await checkoutOk(t, magnet.id, { name: "Eko Prasetyo", email: "eko@contoh.id" });
    const paid2 = await checkoutOk(t, course.id, { name: "Budi S.", email: budi, phone: "085712345678" });
    const failed = await checkoutOk(t, ebook.id, { name: "Fajar", paymentMethod: "dana" });
    await payWith(paid1.id);
    await payWith(paid2.id);
    await payWith(failed.id, "failed");
    await t.db
      .update(tables.transactions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tables.transactions.id, expired.id));
    const list = async (query = "") => {
      const response = await t.app.inject({
        method: "GET",
        url: `/v1/transactions${query}`,
        headers: bearer(seller.token),
      });
      expect(response.statusCode, query).toBe(200);
      return response.json() as { data: { id: string; buyer: { email: string } }[]; meta: { total: number } };
    };
    const ids = async (query: string) => (await list(query)).data.map((transaction) => transaction.id);

    const all = await list();
    expect(all.meta).toMatchObject({ page: 1, perPage: 20, total: 6 });
    expect(all.data.map((transaction) => transaction.id)).toEqual([
      failed.id,
      paid2.id,
      lead.id,
      expired.id,
      pending.id,
      paid1.id,
    ]);
    expect(all.data.find((transaction) => transaction.id === paid1.id)?.buyer.email).toBe(budi);
    expect(await ids("?status=paid")).toEqual([paid2.id, lead.id, paid1.id]);
    expect(await ids("?status=pending")).toEqual([pending.id]);
    expect(await ids("?status=expired")).toEqual([expired.id]);
    expect(await ids("?status=failed")).toEqual([failed.id]);
    expect(await ids(`?productId=${course.id}`)).toEqual([paid2.id, pending.id]);
    expect(await ids("?q=CITRA")).toEqual([pending.id]);
    expect(await ids("?q=fotografi")).toEqual([paid2.id, pending.id]);
    expect(await ids(`?q=${budi.slice(0, 10)}`)).toEqual([paid2.id, paid1.id]);
    expect(await ids("?q=%25")).toEqual([]);
    const today = wibDay(new Date());
    const tomorrow = wibDay(new Date(Date.now() + 24 * 3600_000));
    const yesterday = wibDay(new Date(Date.now() - 24 * 3600_000));
    expect((await list(`?from=${today}&to=${today}`)).meta.total).toBe(6);
    expect((await list(`?from=${tomorrow}`)).meta.total).toBe(0);
    expect((await list(`?to=${yesterday}`)).meta.total).toBe(0);
    const page2 = await list("?perPage=2&page=2");
    expect(page2.meta).toMatchObject({ page: 2, perPage: 2, total: 6 });
    expect(page2.data.map((transaction) => transaction.id)).toEqual([lead.id, expired.id]);
    const bad = await t.app.inject({
      method: "GET",
      url: "/v1/transactions?from=kemarin",
      headers: bearer(seller.token),
    });
    expect(bad.statusCode).toBe(422);

    const customers = await t.app.inject({ method: "GET", url: "/v1/customers", headers: bearer(seller.token) });
    expect(customers.statusCode).toBe(200);
    expect(customers.json().meta.total).toBe(2);
    expect(customers.json().data).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f]{16}$/),
        email: budi,
        name: "Budi S.",
        phone: "6285712345678",
        orders: 2,
        totalSpent: 49_000 + 99_000,
        lastPurchaseAt: expect.any(String),
        products: expect.any(Array),
        leadMagnet: false,
        marketingConsentAt: null,
        unsubscribedAt: null,
      },
      {
        id: expect.stringMatching(/^[0-9a-f]{16}$/),
        email: "eko@contoh.id",
        name: "Eko Prasetyo",
        phone: null,
        orders: 1,
        totalSpent: 0,
        lastPurchaseAt: lead.paidAt,
        products: expect.any(Array),
        leadMagnet: true,
        marketingConsentAt: null,
        unsubscribedAt: null,
      },
    ]);
    const search = await t.app.inject({
      method: "GET",
      url: "/v1/customers?q=prasetyo",
      headers: bearer(seller.token),
    });
    expect(search.json().data.map((c: { email: string }) => c.email)).toEqual(["eko@contoh.id"]);

    const other = await sellerWithDownload(t);
    const theirs = await t.app.inject({ method: "GET", url: "/v1/transactions", headers: bearer(other.seller.token) });
    expect(theirs.json()).toEqual({
      data: [],
      meta: {
        page: 1,
        perPage: 20,
        total: 0,
        summary: { paidCount: 0, freeCount: 0, amount: 0, fee: 0, sellerNet: 0, refundedAmount: 0 },
      },
    });
    const theirCustomers = await t.app.inject({
      method: "GET",
      url: "/v1/customers",
      headers: bearer(other.seller.token),
    });
    expect(theirCustomers.json().meta.total).toBe(0);
    const filtered = await t.app.inject({
      method: "GET",
      url: `/v1/transactions?productId=${ebook.id}`,
      headers: bearer(other.seller.token),
    });
    expect(filtered.json().data).toEqual([]);
    expect((await t.app.inject({ method: "GET", url: "/v1/transactions" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/v1/customers" })).statusCode).toBe(401);
  });
});

async function payWith(id: string, status?: "paid" | "failed") {
  const response = await payWithSandbox(t, id, status);
  if (response.statusCode !== 200) throw new Error(`pay failed: ${response.body}`);
}
