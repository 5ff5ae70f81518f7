/**
 * Authorization matrix (DESIGN §6 "Security"), generated from the
 * registered routes (the OpenAPI document lists every route the app serves): every route that is
 * not public is called with no token, with a revoked token, as a non-admin on admin routes, and as
 * another seller on this seller's ids — each must answer 401/403/404 and change nothing. A new
 * route is covered the day it is registered; a new PUBLIC route must be added to `PUBLIC` below,
 * on purpose.
 */
import { tables } from "@lapak/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signUp } from "../helpers/accounts";
import { uploadKycPhoto } from "../helpers/activation";
import { checkoutOk, publishDownload, sellerStore } from "../helpers/payments";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { uploadImage } from "../helpers/uploads";

const ADMIN_EMAIL = "admin.matrix@lapak.id";
type Method = "GET" | "POST" | "PUT" | "DELETE" | "PATCH";

/** Routes anyone may call without a session: the store, checkout, delivery, webhooks, sign-in. */
const PUBLIC = new Set([
  "POST /v1/auth/register",
  "POST /v1/auth/must-verify-otp",
  "POST /v1/request-otp",
  "POST /v1/verify-otp",
  "POST /v1/auth/login",
  "POST /v1/auth/login/google",
  "GET /v1/sellers/{username}",
  "GET /v1/images/{id}",
  "GET /v1/products/{id}",
  "GET /v1/sellers/{username}/products",
  "GET /v1/sellers/{username}/products/{slug}",
  // A store page's one read (ADR 0030): the profile, the published products and the pixel ids.
  "GET /v1/sellers/{username}/storefront",
  "POST /v1/sellers/{username}/products/{slug}/click",
  // The pixel ids a store's public pages load (ADR 0022); never the tokens.
  "GET /v1/sellers/{username}/pixels",
  "GET /v1/sitemap",
  "POST /v1/traffics",
  "POST /v1/webhooks/payments/{gateway}",
  // A broadcast email's signed one-click unsubscribe link (RFC 8058): the token is the key.
  "GET /v1/broadcasts/{id}/unsubscribe",
  // What a store's affiliate programme pays (its products and percents): public, like the store.
  "GET /v1/affiliates/programs/{username}",
  "POST /v1/broadcasts/{id}/unsubscribe",
  // Authenticated by the service's callback token, then confirmed with its status API (ADR 0009).
  "POST /v1/webhooks/disbursements/{service}",
  // Meta's handshake (its verify token) and status deliveries (X-Hub-Signature-256), ADR 0021.
  "GET /v1/webhooks/whatsapp",
  "POST /v1/webhooks/whatsapp",
  "GET /v1/downloads/{transactionId}/{mediaId}",
  "POST /v1/payments/sandbox/{id}/pay",
  "GET /v1/payment-methods",
  "POST /v1/transactions",
  // The checkout's price with a discount code, pay-what-you-want amount or bump (ADR 0019).
  "POST /v1/checkout/quote",
  "GET /v1/transactions/{id}",
  "GET /v1/transactions/{id}/qr.svg",
  "GET /v1/transactions/{id}/qr.png",
  // An event order's ticket, for whoever holds the order's id like its page (ADR 0046).
  "GET /v1/transactions/{id}/ticket.ics",
  "GET /v1/transactions/{id}/ticket-qr.svg",
  // A 1:1 session's calendar file, like the ticket's; the free slots are as public as the
  // product page (DESIGN §4 "1:1 sessions").
  "GET /v1/transactions/{id}/session.ics",
  "GET /v1/products/{id}/slots",
  // A buyer's review from their order, held by the order's id like its page (DESIGN §4 "Reviews").
  "GET /v1/transactions/{id}/review",
  "POST /v1/transactions/{id}/review",
  "PUT /v1/transactions/{id}/review",
  // The payment page's live status (ADR 0015): the same status GET /v1/transactions/{id} shows.
  "GET /v1/transactions/{id}/events",
  // The buyer's own attempt, known by its unguessable id like the payment page (ADR 0010).
  "POST /v1/transactions/{id}/change-method",
  "GET /v1/health",
  "GET /v1/health/live",
  "GET /v1/health/ready",
  "POST /v1/subscribe",
  // The newsletter's one-click link: signed for its address, no session (unsubscribe.ts).
  "GET /v1/unsubscribe",
  "POST /v1/unsubscribe",
  "GET /v1/example/{id}",
  "GET /v1/blogs",
  "GET /v1/blogs/{slug}",
  // A manual refund's bank-account form: the signed link of the buyer's email (ADR 0020).
  "GET /v1/refund-bank/{id}",
  "POST /v1/refund-bank/{id}",
  // A preview lesson's video is as public as its product page (DESIGN §3 "Kelas Online").
  "GET /v1/courses/{productId}/lessons/{lessonId}/video",
  // The buyer library's sign-in: answers alike for every email (DESIGN §4 "Buyer library"). Its
  // own routes need a library session, which no seller token is.
  "POST /v1/library/request-code",
  "POST /v1/library/verify",
  "POST /v1/library/verify-link",
  // A certificate's public record, where its QR leads (DESIGN §4 "Certificates").
  "GET /v1/certificates/{code}",
]);

/** Routes of the buyer library's session: a seller's token is no such session, so they answer 401. */
const LIBRARY_SESSION = new Set(["POST /v1/transactions/{id}/reschedule"]);

let t: TestApp;
let routes: { method: Method; path: string }[];
let ids: Record<string, string>;
let ownerToken: string;
let otherToken: string;
let revokedToken: string;

/** Every row of the tables that hold sellers' data, as one string: "changed nothing" compares it. */
async function snapshot(): Promise<string> {
  const parts = await Promise.all(
    [
      tables.users,
      tables.products,
      tables.productFiles,
      tables.courseModules,
      tables.courseLessons,
      tables.eventTickets,
      tables.coachingSessions,
      tables.membershipPasses,
      tables.memberPosts,
      tables.memberPostEmailsOff,
      tables.productUpdates,
      tables.broadcasts,
      tables.broadcastRecipients,
      tables.broadcastUnsubscribes,
      tables.media,
      tables.kycDocuments,
      tables.transactions,
      tables.ledgerEntries,
      tables.activations,
      tables.withdrawals,
      tables.feedback,
      tables.blogPosts,
      tables.discounts,
      tables.refunds,
      tables.trackingSettings,
    ].map((table) => t.db.select().from(table)),
  );
  // Row order is not fixed without ORDER BY: compare each table's rows as a sorted list.
  const json = (row: unknown) =>
    JSON.stringify(row, (_key, value) => (value instanceof Date ? value.toISOString() : value));
  return JSON.stringify(parts.map((rows) => rows.map(json).sort()));
}

function urlFor(path: string): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = ids[name];
    if (!value) throw new Error(`no test value for {${name}} in ${path}`);
    return encodeURIComponent(value);
  });
}

function call(method: Method, path: string, token: string | null) {
  return t.app.inject({
    method,
    url: urlFor(path),
    headers: token ? bearer(token) : {},
    ...(method === "GET" || method === "DELETE" ? {} : { payload: {} }),
  });
}

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
  const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase() as Method, path })),
  );
  await signUp(t, { email: ADMIN_EMAIL, name: "Admin Lapak" });

  const owner = await sellerStore(t);
  ownerToken = owner.token;
  otherToken = (await sellerStore(t)).token;
  const revoked = await sellerStore(t);
  revokedToken = revoked.token;
  await t.app.inject({ method: "POST", url: "/v1/auth/logout", headers: bearer(revokedToken) });

  const product = await publishDownload(t, owner);
  const sale = await checkoutOk(t, product.id);
  const image = await uploadImage(t, owner.token);
  await t.app.inject({
    method: "POST",
    url: "/v1/account/activation",
    headers: bearer(owner.token),
    payload: {
      legalName: "Sari Wulandari",
      nik: "3201234567890001",
      idCardFileId: await uploadKycPhoto(t, owner.token, "id-card"),
      selfieFileId: await uploadKycPhoto(t, owner.token, "selfie"),
      bankCode: "bca",
      bankAccountNumber: "1234567890",
      bankAccountName: "Sari Wulandari",
      consent: true,
    },
  });
  const [activation] = await t.db.select().from(tables.activations);
  const discount = await t.app.inject({
    method: "POST",
    url: "/v1/discounts",
    headers: bearer(owner.token),
    payload: { code: "MILIKSARI", type: "percent", value: 10, productIds: null },
  });
  expect(discount.statusCode).toBe(201);
  ids = {
    id: product.id,
    productId: product.id,
    username: owner.username,
    slug: "e-book-resep-nusantara",
    gateway: "sandbox",
    service: "xendit",
    transactionId: sale.id,
    mediaId: product.files[0].id,
    fileId: product.files[0].id,
    which: "id-card",
    activation: activation.id,
    image: image.id,
    sale: sale.id,
    discount: discount.json().data.id,
    lessonId: "00000000-0000-4000-8000-000000000002",
    postId: "00000000-0000-4000-8000-000000000003",
    includedId: "00000000-0000-4000-8000-000000000004",
    courseId: "00000000-0000-4000-8000-000000000005",
    code: "SRT-00000000",
  };
});
afterAll(() => t.close());

describe("authorization matrix over every registered route", () => {
  it("found the routes to check", () => {
    expect(routes.length).toBeGreaterThan(40);
  });

  it("answers 401 without a session, and with a revoked one, on every private route", async () => {
    const before = await snapshot();
    const failures: string[] = [];
    for (const { method, path } of routes) {
      if (PUBLIC.has(`${method} ${path}`)) continue;
      for (const token of [null, revokedToken]) {
        const response = await call(method, path, token);
        if (response.statusCode !== 401)
          failures.push(`${method} ${path} (${token ? "revoked" : "none"}): ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toBe(before);
  });

  it("answers 403 to a seller on every admin route", async () => {
    const before = await snapshot();
    const failures: string[] = [];
    ids.id = ids.activation;
    for (const { method, path } of routes.filter((route) => route.path.startsWith("/v1/admin/"))) {
      const response = await call(method, path, otherToken);
      if (response.statusCode !== 403) failures.push(`${method} ${path}: ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toBe(before);
  });

  it("answers 404 to another seller on this seller's ids, and changes nothing", async () => {
    const owned = routes.filter(
      ({ method, path }) =>
        /\{id\}/.test(path) &&
        !path.startsWith("/v1/admin/") &&
        !PUBLIC.has(`${method} ${path}`) &&
        !LIBRARY_SESSION.has(`${method} ${path}`) &&
        !path.startsWith("/v1/payments/"),
    );
    expect(owned.length).toBeGreaterThan(5);
    const before = await snapshot();
    const failures: string[] = [];
    for (const { method, path } of owned) {
      ids.id = path.includes("/media")
        ? ids.mediaId
        : path.includes("/transactions")
          ? ids.sale
          : path.includes("/discounts")
            ? ids.discount
            : ids.productId;
      const response = await t.app.inject({
        method,
        url: urlFor(path),
        headers: bearer(otherToken),
        ...(method === "PUT" || path.endsWith("/check-ins") ? { payload: validOwnedBody(path) } : {}),
      });
      if (![403, 404].includes(response.statusCode)) failures.push(`${method} ${path}: ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toBe(before);
    // The owner still reaches them (the matrix is not passing because nothing works).
    const own = await t.app.inject({
      method: "GET",
      url: `/v1/product/digital-downloads/${ids.productId}`,
      headers: bearer(ownerToken),
    });
    expect(own.statusCode).toBe(200);
  });
});

describe("response headers over every registered route", () => {
  it("answers every private GET with Cache-Control: private, no-store, signed in or not", async () => {
    const failures: string[] = [];
    ids.id = ids.productId;
    for (const { method, path } of routes) {
      if (method !== "GET" || PUBLIC.has(`${method} ${path}`)) continue;
      for (const token of [ownerToken, null, revokedToken]) {
        const response = await call(method, path, token);
        const header = response.headers["cache-control"];
        if (header !== "private, no-store") failures.push(`${path} (${response.statusCode}): ${header}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("answers a signed-in caller privately on public routes too, unless the route sets its own caching", async () => {
    const store = `/v1/sellers/${ids.username}/products`;
    expect((await call("GET", store, ownerToken)).headers["cache-control"]).toBe("private, no-store");
    expect((await call("GET", store, null)).headers["cache-control"]).toBeUndefined();
    // An image's bytes never change: the route's own long caching stays.
    const image = await call("GET", `/v1/images/${ids.image}`, ownerToken);
    expect(image.statusCode).toBe(200);
    expect(image.headers["cache-control"]).toBe("private, max-age=31536000, immutable");
  });

  it("forbids framing the same way in both headers on every route", async () => {
    const failures: string[] = [];
    ids.id = ids.productId;
    for (const { method, path } of routes) {
      const response = await call(method, path, method === "GET" ? ownerToken : null);
      const csp = String(response.headers["content-security-policy"]);
      const frameOptions = response.headers["x-frame-options"];
      if (frameOptions !== "DENY" || !csp.includes("frame-ancestors 'none'"))
        failures.push(`${method} ${path}: x-frame-options ${frameOptions}, ${csp.match(/frame-ancestors[^;]*/)}`);
    }
    expect(failures).toEqual([]);
  });
});

/** A body the PUT routes of owned rows accept, so a refusal can only come from ownership. */
function validOwnedBody(path: string): object {
  if (path.includes("discounts")) return { code: "DIAMBILALIH", type: "fixed", value: 1000, productIds: null };
  if (path.includes("external-urls")) return { title: "Diambil alih", url: "https://contoh.id", status: "published" };
  if (path.includes("collect-emails")) return { title: "Diambil alih", status: "published" };
  if (path.endsWith("/check-ins")) return { code: "TKT-AAAAAA" };
  if (path.includes("events"))
    return {
      title: "Diambil alih",
      price: 1000,
      startsAt: "2030-01-01T12:00:00Z",
      endsAt: "2030-01-01T14:00:00Z",
      location: { kind: "online", url: "https://contoh.id/acara" },
      status: "draft",
    };
  if (path.endsWith("/blocked-dates")) return { dates: ["2030-01-01"] };
  if (path.includes("/posts")) return { title: "Diambil alih", content: "<p>Isi</p>" };
  if (path.includes("memberships"))
    return { title: "Diambil alih", periods: [{ months: 1, price: 1000 }], status: "draft" };
  if (path.includes("coaching"))
    return {
      title: "Diambil alih",
      price: 1000,
      durationMinutes: 60,
      availability: [{ weekday: 1, from: "09:00", to: "12:00" }],
      location: { kind: "online", url: "https://contoh.id/sesi" },
      status: "draft",
    };
  if (path.includes("courses"))
    return { title: "Diambil alih", price: 1000, modules: [{ title: "Modul", lessons: [] }], status: "draft" };
  if (path.includes("bundles"))
    return { title: "Diambil alih", price: 1000, productIds: [ids.productId, "00000000-0000-4000-8000-000000000001"] };
  return { title: "Diambil alih", price: 1000, fileIds: [], status: "draft" };
}
