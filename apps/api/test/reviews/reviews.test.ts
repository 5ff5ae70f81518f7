/**
 * Verified reviews (DESIGN §4 "Reviews"): a buyer of a paid order rates its product once and may
 * edit it; the product page counts visible reviews of orders not refunded in full; the seller
 * replies once; an admin hides one with a reason. On both engines.
 */
import { tables } from "@lapak/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signUp } from "../helpers/accounts";
import { activatedSeller } from "../helpers/activation";
import {
  buyer,
  checkoutOk,
  payWithSandbox,
  publishDownload,
  publishLeadMagnet,
  type Seller,
  sellerStore,
} from "../helpers/payments";
import { createTestApp, type TestApp } from "../helpers/test-app";

const ADMIN_EMAIL = "admin.reviews@lapak.id";
let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
  adminToken = (await signUp(t, { email: ADMIN_EMAIL, name: "Admin Lapak" })).token;
});
afterAll(() => t.close());

const call = (token: string | null, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, payload });
const review = (id: string, body: object, method: "POST" | "PUT" = "POST") =>
  call(null, method, `/v1/transactions/${id}/review`, body);
const orderReview = async (id: string) => (await call(null, "GET", `/v1/transactions/${id}/review`)).json().data;

/** A published download and its slug. */
async function product(seller: Seller, { title = "Template Undangan Digital", price = 60_000 } = {}) {
  const created = await publishDownload(t, seller, { title, price });
  const own = (await call(seller.token, "GET", `/v1/products/${created.id}`)).json().data;
  return { ...created, slug: own.slug as string };
}

/** A paid sandbox order of `productId` by `email` (a new one unless given). */
async function paidOrder(productId: string, overrides: { email?: string; name?: string } = {}) {
  const sale = await checkoutOk(t, productId, { ...buyer(), ...overrides });
  expect((await payWithSandbox(t, sale.id)).statusCode).toBe(200);
  return sale;
}

const productPage = async (seller: Seller, slug: string) =>
  (await call(null, "GET", `/v1/sellers/${seller.username}/products/${slug}`)).json().data;

describe("a buyer's review", () => {
  it("is written once from a paid order, edited with PUT, and shown on the product page", async () => {
    const seller = await sellerStore(t);
    const p = await product(seller);
    const sale = await paidOrder(p.id, { name: "Budi Santoso" });
    expect(await orderReview(sale.id)).toEqual({ refusal: null, review: null });

    const created = await review(sale.id, { rating: 5, text: "  Rapi dan mudah diedit.  " });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ rating: 5, text: "Rapi dan mudah diedit.", reviewerName: "Budi S." });

    const again = await review(sale.id, { rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain("sudah memberi ulasan");

    const edited = await review(sale.id, { rating: 4, text: "" }, "PUT");
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ rating: 4, text: null });

    const page = await productPage(seller, p.slug);
    expect(page.reviews).toMatchObject({ average: 4, count: 1 });
    expect(page.reviews.latest).toEqual([
      expect.objectContaining({ rating: 4, text: null, reviewerName: "Budi S.", reply: null }),
    ]);
    // The public page never carries the reviewer's email.
    expect(JSON.stringify(page.reviews)).not.toContain("@");
  });

  it("refuses a bad rating or a text over 1,000 characters with field errors, storing nothing", async () => {
    const seller = await sellerStore(t);
    const p = await product(seller);
    const sale = await paidOrder(p.id);
    for (const body of [{ rating: 0 }, { rating: 6 }, { rating: 4.5 }, {}, { rating: 5, text: "a".repeat(1001) }]) {
      const response = await review(sale.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(response.json().errors ?? {})).toHaveLength(1);
    }
    expect((await review(sale.id, { rating: 5 }, "PUT")).statusCode).toBe(404);
    expect((await orderReview(sale.id)).review).toBeNull();
    expect((await review("00000000-0000-7000-8000-000000000000", { rating: 5 })).statusCode).toBe(404);
    expect((await review("bukan-id", { rating: 5 })).statusCode).toBe(404);
  });

  it("is refused for an unpaid order, a free one and a lead magnet's sign-up", async () => {
    const seller = await sellerStore(t);
    const p = await product(seller);
    const pending = await checkoutOk(t, p.id);
    expect((await orderReview(pending.id)).refusal).toBe("not_paid");
    const refused = await review(pending.id, { rating: 5 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Ulasan bisa diberikan setelah pesanan dibayar.");

    const free = await publishDownload(t, seller, { title: "Contoh Gratis", price: 0 });
    const freeOrder = await checkoutOk(t, free.id);
    expect((await orderReview(freeOrder.id)).refusal).toBe("free");
    expect((await review(freeOrder.id, { rating: 5 })).statusCode).toBe(403);

    const lead = await publishLeadMagnet(t, seller);
    const signUpOrder = await checkoutOk(t, lead.id);
    expect((await orderReview(signUpOrder.id)).refusal).toBe("not_reviewable");
  });

  it("counts one per product and email: a second order of the same buyer edits the first review", async () => {
    const seller = await sellerStore(t);
    const p = await product(seller);
    const email = buyer().email;
    const first = await paidOrder(p.id, { email });
    const second = await paidOrder(p.id, { email });
    expect((await review(first.id, { rating: 3 })).statusCode).toBe(201);
    expect((await orderReview(second.id)).review).toMatchObject({ rating: 3 });
    expect((await review(second.id, { rating: 5 })).statusCode).toBe(409);
    expect((await review(second.id, { rating: 5 }, "PUT")).statusCode).toBe(200);
    expect((await productPage(seller, p.slug)).reviews).toMatchObject({ average: 5, count: 1 });
  });

  it("stores one review when the same order posts twice at once", async () => {
    const seller = await sellerStore(t);
    const p = await product(seller);
    const sale = await paidOrder(p.id);
    const answers = await Promise.all([review(sale.id, { rating: 5 }), review(sale.id, { rating: 2 })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const rows = await t.db
      .select()
      .from(tables.productReviews)
      .where(eq(tables.productReviews.transactionId, sale.id));
    expect(rows).toHaveLength(1);
  });
});

describe("the product page's reviews", () => {
  it("average the visible reviews, newest first, and leave out a review of an order refunded in full", async () => {
    const seller = await activatedSeller(t, adminToken);
    const p = await product(seller, { title: "Preset Foto Produk" });
    const a = await paidOrder(p.id, { name: "Siti Rahma" });
    const b = await paidOrder(p.id, { name: "Dewi" });
    await review(a.id, { rating: 5, text: "Hasil fotonya jadi terang." });
    await review(b.id, { rating: 2, text: "Kurang cocok untuk foto malam." });
    let page = await productPage(seller, p.slug);
    expect(page.reviews).toMatchObject({ average: 3.5, count: 2 });
    expect(page.reviews.latest.map((r: { reviewerName: string }) => r.reviewerName)).toEqual(["Dewi", "Siti R."]);
    // The store page's card carries the same summary.
    const store = (await call(null, "GET", `/v1/sellers/${seller.username}/storefront`)).json().data;
    expect(store.products.find((x: { id: string }) => x.id === p.id).reviews).toMatchObject({ average: 3.5, count: 2 });

    const refund = await call(seller.token, "POST", `/v1/transactions/${b.id}/refunds`, { reason: "Tidak cocok" });
    expect(refund.statusCode).toBe(201);
    page = await productPage(seller, p.slug);
    expect(page.reviews).toMatchObject({ average: 5, count: 1 });
    expect((await orderReview(b.id)).refusal).toBe("refunded");
    expect((await review(b.id, { rating: 1 }, "PUT")).statusCode).toBe(403);
  });
});

describe("the seller's reply", () => {
  it("is one per review, on the seller's own products only, and shows on the product page", async () => {
    const seller = await sellerStore(t);
    const other = await sellerStore(t);
    const p = await product(seller);
    const sale = await paidOrder(p.id);
    const id = (await review(sale.id, { rating: 5, text: "Mantap" })).json().data.id;

    const list = (await call(seller.token, "GET", "/v1/reviews")).json().data;
    expect(list).toMatchObject({ total: 1, page: 1 });
    expect(list.reviews[0]).toMatchObject({ id, productTitle: p.title, orderCode: sale.code, hidden: false });
    expect((await call(other.token, "GET", "/v1/reviews")).json().data.total).toBe(0);
    expect((await call(null, "GET", "/v1/reviews")).statusCode).toBe(401);

    expect((await call(other.token, "POST", `/v1/reviews/${id}/reply`, { text: "Halo" })).statusCode).toBe(404);
    expect((await call(seller.token, "POST", `/v1/reviews/${id}/reply`, { text: "  " })).statusCode).toBe(422);
    const replied = await call(seller.token, "POST", `/v1/reviews/${id}/reply`, { text: "Terima kasih, Kak!" });
    expect(replied.statusCode).toBe(200);
    expect(replied.json().data).toMatchObject({ reply: "Terima kasih, Kak!" });
    expect((await call(seller.token, "POST", `/v1/reviews/${id}/reply`, { text: "Lagi" })).statusCode).toBe(409);

    expect((await productPage(seller, p.slug)).reviews.latest[0]).toMatchObject({ reply: "Terima kasih, Kak!" });
    expect((await orderReview(sale.id)).review).toMatchObject({ reply: "Terima kasih, Kak!" });
  });
});

describe("an admin hiding a review", () => {
  it("takes it off the product page with the reason kept, and can show it again", async () => {
    const seller = await sellerStore(t);
    const p = await product(seller);
    const sale = await paidOrder(p.id);
    const id = (await review(sale.id, { rating: 1, text: "Promo toko lain: beli di sana" })).json().data.id;

    expect((await call(seller.token, "POST", `/v1/admin/reviews/${id}/hide`, { reason: "Spam" })).statusCode).toBe(403);
    expect((await call(adminToken, "POST", `/v1/admin/reviews/${id}/hide`, { reason: "" })).statusCode).toBe(422);
    const hidden = await call(adminToken, "POST", `/v1/admin/reviews/${id}/hide`, { reason: "Promosi toko lain" });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().data).toMatchObject({ hidden: true, hiddenReason: "Promosi toko lain" });

    expect((await productPage(seller, p.slug)).reviews).toEqual({ average: null, count: 0, latest: [] });
    const listed = (await call(adminToken, "GET", `/v1/admin/reviews?productId=${p.id}`)).json().data;
    expect(listed.reviews[0]).toMatchObject({ id, hidden: true, hiddenReason: "Promosi toko lain" });
    // The buyer sees their review is hidden; the seller's list says why.
    expect((await orderReview(sale.id)).review).toMatchObject({ hidden: true });
    expect((await call(seller.token, "GET", "/v1/reviews")).json().data.reviews[0]).toMatchObject({
      hiddenReason: "Promosi toko lain",
    });

    expect((await call(adminToken, "POST", `/v1/admin/reviews/${id}/show`)).statusCode).toBe(200);
    expect((await productPage(seller, p.slug)).reviews.count).toBe(1);
  });
});
