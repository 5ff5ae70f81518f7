/**
 * Rows every route can be called on, for the tests that walk all routes from the OpenAPI document
 * (control characters, the fuzz): an admin who is also a seller with a username, a published
 * download and a pending sale; and `known` values for fields whose rule a schema cannot say.
 */
import { randomBytes } from "node:crypto";
import { bearer, PASSWORD, signUp, uniqueEmail } from "./accounts";
import { checkoutOk, publishDownload } from "./payments";
import type { TestApp } from "./test-app";

export interface RouteFixture {
  userId: string;
  username: string;
  slug: string;
  productId: string;
  fileId: string;
  txId: string;
}

/** Creates the fixture's rows; `adminEmail` must be in the app's ADMIN_EMAILS. */
export async function createRouteFixture(t: TestApp, adminEmail: string): Promise<RouteFixture> {
  const seller = await signUp(t, { email: adminEmail });
  const username = `toko_${randomBytes(4).toString("hex")}`;
  await t.app.inject({ method: "PUT", url: "/v1/auth/profile", headers: bearer(seller.token), payload: { username } });
  const product = await publishDownload(t, seller);
  const read = await t.app.inject({ method: "GET", url: `/v1/products/${product.id}`, headers: bearer(seller.token) });
  const sale = await checkoutOk(t, product.id);
  return {
    userId: seller.user.id,
    username,
    slug: read.json().data.slug,
    productId: product.id,
    fileId: product.files[0]?.id as string,
    txId: sale.id,
  };
}

/** Values the schemas cannot describe: real rows for ids, and the formats of emails, phones, slugs. */
export function knownValues(fixture: RouteFixture) {
  return (name: string, url: string): unknown => {
    const unique = randomBytes(3).toString("hex");
    switch (name) {
      case "username":
        return url.includes("{username}") ? fixture.username : `toko_${unique}`;
      case "slug":
        return url.includes("{slug}") ? fixture.slug : `produk-${unique}`;
      case "id":
        if (url.startsWith("/v1/transactions") || url.startsWith("/v1/payments")) return fixture.txId;
        return url.startsWith("/v1/product") ? fixture.productId : undefined;
      case "transactionId":
        return fixture.txId;
      case "productId":
        return fixture.productId;
      case "mediaId":
      case "fileIds":
        return fixture.fileId;
      case "ids":
        return fixture.productId;
      case "gateway":
        return "sandbox";
      case "email":
        return uniqueEmail("nul");
      case "password":
        return PASSWORD;
      case "code":
        return "123456";
      case "phone":
        return "081234567890";
      case "idToken":
        return "eyJhbGciOiJSUzI1NiJ9.palsu.palsu";
      case "path":
        return `/${fixture.username}`;
      case "color":
        return "#6D28D9";
      case "nik":
        return "3201012345670001";
      case "bankAccountNumber":
        return "1234567890";
      case "url":
      case "rewardUrl":
      case "website":
        return "https://contoh.id/halaman";
      default:
        return undefined;
    }
  };
}
