/**
 * Product updates (DESIGN §4 "Product updates"): **Kirim Pembaruan** adds new files to a digital
 * download and to every past order of it — as main product, order bump or inside a bundle — beside
 * the old files, and mails each buyer (distinct email, not refunded in full) once, whatever their
 * marketing consent. On both engines.
 */
import { tables } from "@lapak/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendProductUpdateEmails } from "../../src/modules/product-updates/update-emails";
import { bearer, signUp } from "../helpers/accounts";
import { activatedSeller } from "../helpers/activation";
import {
  buyer,
  checkoutOk,
  fetchTransaction,
  mailsTo,
  payWithSandbox,
  publishDownload,
  publishLeadMagnet,
  type Seller,
  sellerStore,
} from "../helpers/payments";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { uploadFile } from "../helpers/uploads";

const ADMIN_EMAIL = "admin.product-updates@lapak.id";
let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
  adminToken = (await signUp(t, { email: ADMIN_EMAIL, name: "Admin Lapak" })).token;
});
afterAll(() => t.close());

const call = (token: string, method: "GET" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), payload });
const sendUpdate = (seller: Seller, productId: string, body: object) =>
  call(seller.token, "POST", `/v1/products/${productId}/updates`, body);

/** A paid sandbox order of `productId` (a new buyer unless `email` is given). */
async function paidOrder(productId: string, overrides: Record<string, unknown> = {}) {
  const who = { ...buyer(), ...overrides };
  const sale = await checkoutOk(t, productId, who);
  expect((await payWithSandbox(t, sale.id)).statusCode).toBe(200);
  return { ...sale, buyerEmail: who.email };
}

/** The files an order page lists. */
async function orderFiles(id: string): Promise<{ name: string; url: string }[]> {
  return (await fetchTransaction(t, id)).json().data.delivery?.files ?? [];
}

describe("Kirim Pembaruan", () => {
  it("adds the files to every past order — main, bump and bundle — and mails each buyer once", async () => {
    const seller = await activatedSeller(t, adminToken);
    const template = await publishDownload(t, seller, {
      title: "Template Canva",
      price: 20_000,
      files: [await uploadFile(t, seller.token, { name: "Template v1.zip", mime: "application/zip" })],
    });
    const course = await publishDownload(t, seller, {
      title: "Kelas Desain",
      price: 40_000,
      extra: { orderBump: { productId: template.id, price: 10_000, headline: "Template Canva" } },
    });
    const bundle = await call(seller.token, "POST", "/v1/product/bundles", {
      title: "Paket Desainer",
      description: "<p>Semua</p>",
      price: 50_000,
      productIds: [course.id, template.id],
      status: "published",
    });
    expect(bundle.statusCode).toBe(201);

    const repeat = buyer({ name: "Rina Kartika" }).email;
    const direct = await paidOrder(template.id, { email: repeat, name: "Rina Kartika" });
    const again = await paidOrder(template.id, { email: repeat, name: "Rina Kartika" });
    const bumped = await paidOrder(course.id, { bumpProductIds: [template.id] });
    const inBundle = await paidOrder(bundle.json().data.id);
    const courseOnly = await paidOrder(course.id);
    const refunded = await paidOrder(template.id);
    expect(
      (await call(seller.token, "POST", `/v1/transactions/${refunded.id}/refunds`, { reason: "Salah beli" }))
        .statusCode,
    ).toBe(201);

    const v2 = await uploadFile(t, seller.token, { name: "Template v2.zip", mime: "application/zip" });
    const sent = await sendUpdate(seller, template.id, { fileIds: [v2.id], message: "  Versi 2: 20 desain baru  " });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      message: "Pembaruan terkirim ke pembeli",
      data: {
        productId: template.id,
        files: [{ id: v2.id, name: "Template v2.zip" }],
        message: "Versi 2: 20 desain baru",
      },
    });

    // Every order holding the template now lists v2 after its old files, and the link serves it.
    for (const order of [direct, again, bumped, inBundle]) {
      const files = await orderFiles(order.id);
      expect(files.map((file) => file.name)).toContain("Template v1.zip");
      expect(files.at(-1)?.name).toBe("Template v2.zip");
    }
    const url = (await orderFiles(again.id)).at(-1)?.url ?? "";
    const download = await t.app.inject({ method: "GET", url });
    expect(download.statusCode).toBe(200);
    expect(Buffer.compare(download.rawPayload, v2.bytes)).toBe(0);
    // Not an order without the template, and not a refunded one's download.
    expect((await orderFiles(courseOnly.id)).map((file) => file.name)).not.toContain("Template v2.zip");
    // The seller's sale detail lists it too.
    const detail = (await call(seller.token, "GET", `/v1/transactions/${bumped.id}/detail`)).json().data;
    expect(detail.downloads.map((file: { name: string }) => file.name)).toContain("Template v2.zip");

    // One email per address: the repeat buyer once (linking their newest order), none to the refunded.
    const emails = [repeat, bumped.buyerEmail, inBundle.buyerEmail].map((to) => mailsTo(t, to, "product-update"));
    expect(emails.map((mails) => mails.length)).toEqual([1, 1, 1]);
    expect(emails[0]?.[0]?.text).toContain(`/my-order/${again.id}`);
    expect(emails[0]?.[0]?.text).toContain("Template v2.zip");
    expect(emails[0]?.[0]?.text).toContain("Versi 2: 20 desain baru");
    expect(mailsTo(t, refunded.buyerEmail, "product-update")).toHaveLength(0);
    expect(mailsTo(t, courseOnly.buyerEmail, "product-update")).toHaveLength(0);

    // Run again (a retry, a second instance): nothing more is sent.
    const deps = { db: t.db, config: t.config, jobs: t.app.jobs };
    expect(await sendProductUpdateEmails(deps, { updateId: sent.json().data.id })).toEqual({ emails: 0 });
    await t.app.jobs.drain();
    expect(mailsTo(t, repeat, "product-update")).toHaveLength(1);

    const list = (await call(seller.token, "GET", `/v1/products/${template.id}/updates`)).json().data;
    expect(list).toEqual([expect.objectContaining({ id: sent.json().data.id, recipients: 3 })]);
    expect(list[0].notifiedAt).not.toBeNull();

    // Buyers to come get the file with the product itself.
    const later = await paidOrder(template.id);
    expect((await orderFiles(later.id)).map((file) => file.name)).toEqual(["Template v1.zip", "Template v2.zip"]);
  });

  it("refuses bad input, another seller's product and a fourth update in a day, changing nothing", async () => {
    const seller = await sellerStore(t);
    const other = await sellerStore(t, { name: "Toko Lain" });
    const ebook = await publishDownload(t, seller, { title: "E-book Resep" });
    const old = ebook.files[0]?.id as string;
    const newFile = () => uploadFile(t, seller.token, { name: "Bab Baru.pdf" });
    const filesOf = async () =>
      t.db.select().from(tables.productFiles).where(eq(tables.productFiles.productId, ebook.id));
    const before = (await filesOf()).length;

    const empty = await sendUpdate(seller, ebook.id, { fileIds: [] });
    expect(empty.statusCode).toBe(422);
    expect(JSON.stringify(empty.json())).toContain("Pilih minimal satu berkas baru");
    expect((await sendUpdate(seller, ebook.id, { fileIds: [old] })).statusCode).toBe(422);
    const strangers = await uploadFile(t, other.token, { name: "Punya orang.pdf" });
    expect((await sendUpdate(seller, ebook.id, { fileIds: [strangers.id] })).statusCode).toBe(422);
    const one = await newFile();
    expect((await sendUpdate(seller, ebook.id, { fileIds: [one.id, one.id] })).statusCode).toBe(422);
    expect((await sendUpdate(other, ebook.id, { fileIds: [strangers.id] })).statusCode).toBe(404);
    expect((await call(other.token, "GET", `/v1/products/${ebook.id}/updates`)).statusCode).toBe(404);
    const magnet = await publishLeadMagnet(t, seller);
    const notDownload = await sendUpdate(seller, magnet.id, { fileIds: [one.id] });
    expect(notDownload.statusCode).toBe(422);
    expect(JSON.stringify(notDownload.json())).toContain("Pembaruan hanya untuk produk digital");
    expect((await filesOf()).length).toBe(before);

    for (let i = 0; i < 3; i++) {
      expect((await sendUpdate(seller, ebook.id, { fileIds: [(await newFile()).id] })).statusCode).toBe(201);
    }
    const fourth = await sendUpdate(seller, ebook.id, { fileIds: [(await newFile()).id] });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toContain("Maksimal 3 pembaruan");
    expect((await filesOf()).length).toBe(before + 3);
  });
});
