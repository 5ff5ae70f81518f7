/**
 * An order page shows what was bought — title, cover, files — whatever happens to the product
 * later (DESIGN §3, SPEC §4): hidden from the store, edited (new title and cover), deleted.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer } from "../helpers/accounts";
import { checkoutOk, fetchTransaction, payWithSandbox, publishDownload, sellerStore } from "../helpers/payments";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { jpegImage, uploadImage } from "../helpers/uploads";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("a past order when its product changes", () => {
  it("keeps the title, cover and files it was bought with when the product is hidden, edited and deleted", async () => {
    const seller = await sellerStore(t);
    const cover = await uploadImage(t, seller.token);
    const product = await publishDownload(t, seller, { price: 35_000, extra: { coverImageId: cover.id } });
    const sale = await checkoutOk(t, product.id);
    expect((await payWithSandbox(t, sale.id)).statusCode).toBe(200);

    /** What the buyer's `/my-order/{id}` page reads, without any session, and each link it shows. */
    async function orderPage() {
      const order = (await fetchTransaction(t, sale.id)).json().data;
      const image = await t.app.inject({ method: "GET", url: order.product.coverImageUrl });
      const files = await Promise.all(
        order.delivery.files.map((file: { url: string }) => t.app.inject({ method: "GET", url: file.url })),
      );
      return {
        title: order.product.title,
        cover: order.product.coverImageUrl,
        image: image.statusCode,
        files: files.map((file) => file.statusCode),
      };
    }
    const bought = { title: "E-book Resep Nusantara", cover: cover.url, image: 200, files: [200] };
    expect(await orderPage()).toEqual(bought);

    const update = (body: Record<string, unknown>) =>
      t.app.inject({
        method: "PUT",
        url: `/v1/product/digital-downloads/${product.id}`,
        headers: bearer(seller.token),
        payload: {
          title: product.title,
          description: "<p>Resep warisan</p>",
          price: 35_000,
          fileIds: product.files.map((file) => file.id),
          coverImageId: cover.id,
          ...body,
        },
      });

    // Hidden from the store ("Disembunyikan"): the cover is no longer any live product's.
    expect((await update({ status: "draft" })).statusCode).toBe(200);
    expect(await orderPage()).toEqual(bought);

    // Edited while hidden: another title and another cover.
    const newCover = await uploadImage(t, seller.token, await jpegImage(640, 640));
    expect((await update({ status: "draft", title: "Resep Baru", coverImageId: newCover.id })).statusCode).toBe(200);
    expect(await orderPage()).toEqual(bought);
    // The new cover of a hidden product stays private to its seller.
    expect((await t.app.inject({ method: "GET", url: newCover.url })).statusCode).toBe(404);

    // Deleted.
    const deleted = await t.app.inject({
      method: "DELETE",
      url: `/v1/products/${product.id}`,
      headers: bearer(seller.token),
    });
    expect(deleted.statusCode).toBe(204);
    expect(await orderPage()).toEqual(bought);

    // The seller cannot delete the cover a past order shows.
    const remove = await t.app.inject({
      method: "DELETE",
      url: `/v1/media/${cover.id}`,
      headers: bearer(seller.token),
    });
    expect(remove.statusCode).toBe(409);
    expect(remove.json().message).toContain("pesanan pembeli");
  });
});
