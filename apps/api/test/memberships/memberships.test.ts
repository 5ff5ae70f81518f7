/**
 * Memberships (Langganan; DESIGN §3 "Membership", ADR 0049): `POST|PUT|GET
 * /v1/product/memberships` with Indonesian 422s naming the field; a pass per period paid, early
 * renewal that keeps every day, access that ends at expiry to the millisecond (403 with the
 * renewal link), a full refund that ends the pass; members-only posts for active members only,
 * their new-post emails and the switch that turns them off; renewal reminders once each with two
 * instances; the seller's members and their CSV.
 */
import { tables } from "@lapak/db";
import { addMonthsWib } from "@lapak/shared/membership-period";
import { inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requireActiveMember } from "../../src/modules/memberships/member-library";
import { notifyMemberPosts, remindMembers } from "../../src/modules/memberships/membership-mail";
import { bearer, uniqueEmail } from "../helpers/accounts";
import { discountOk } from "../helpers/discounts";
import {
  buyer,
  checkout,
  mailsTo,
  payWithSandbox,
  publishDownload,
  type Seller,
  sellerStore,
  transactionRow,
} from "../helpers/payments";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { signInToLibrary } from "../library/helpers";

let t: TestApp;
let seller: Seller;
beforeAll(async () => {
  t = await createTestApp();
  seller = await sellerStore(t);
});
afterAll(() => t.close());

const DAY = 86_400_000;

const membershipBody = (overrides: Record<string, unknown> = {}) => ({
  title: "Kelas Menulis Bulanan",
  description: "<p>Tulisan baru tiap minggu</p>",
  status: "published",
  periods: [
    { months: 12, price: 450_000, compareAtPrice: 600_000 },
    { months: 1, price: 50_000 },
  ],
  benefits: "<p>Postingan eksklusif <script>alert(1)</script>tiap minggu</p>",
  ...overrides,
});

function saveMembership(
  payload: Record<string, unknown>,
  { id, token = seller.token } = {} as { id?: string; token?: string },
) {
  return t.app.inject({
    method: id ? "PUT" : "POST",
    url: id ? `/v1/product/memberships/${id}` : "/v1/product/memberships",
    headers: bearer(token),
    payload,
  });
}

async function membershipOk(overrides: Record<string, unknown> = {}, owner = seller) {
  const response = await saveMembership(membershipBody(overrides), { token: owner.token });
  if (response.statusCode !== 201) throw new Error(`membership not saved: ${response.body}`);
  return response.json().data as { id: string; slug: string; membership: Record<string, unknown> };
}

/** Checks out `periodMonths` of `productId` for `email` and pays it; returns the transaction id. */
async function buyPass(productId: string, email: string, periodMonths = 1, extra: Record<string, unknown> = {}) {
  const response = await checkout(t, { productId, paymentMethod: "qris", ...buyer({ email }), periodMonths, ...extra });
  if (response.statusCode !== 201) throw new Error(`checkout failed: ${response.body}`);
  const id = response.json().data.id as string;
  expect((await payWithSandbox(t, id)).statusCode).toBe(200);
  return id;
}

/** Moves the payment of `transactionIds` `ms` into the past: the same as the clock moving on. */
async function ageTransactions(ids: string[], ms: number) {
  await t.db
    .update(tables.transactions)
    .set({ paidAt: sql`${tables.transactions.paidAt} - make_interval(secs => ${ms / 1000})` })
    .where(inArray(tables.transactions.id, ids));
}

const post = (productId: string, body: Record<string, unknown>, token = seller.token) =>
  t.app.inject({ method: "POST", url: `/v1/memberships/${productId}/posts`, headers: bearer(token), payload: body });

const libraryGet = (token: string, url: string) => t.app.inject({ method: "GET", url, headers: bearer(token) });

describe("saving a membership", () => {
  it("refuses bad fields with Indonesian errors naming them, and saves nothing", async () => {
    const other = await sellerStore(t, { name: "Penjual Lain" });
    const foreign = await publishDownload(t, other);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ periods: [] }, "periods", "Tambahkan minimal satu masa langganan"],
      [{ periods: [{ months: 2, price: 50_000 }] }, "periods.0.months", "Masa langganan harus 1, 3, 6 atau 12 bulan"],
      [
        {
          periods: [
            { months: 1, price: 50_000 },
            { months: 1, price: 60_000 },
          ],
        },
        "periods",
        "Setiap masa langganan hanya boleh sekali",
      ],
      [{ periods: [{ months: 1, price: 500 }] }, "periods.0.price", "Harga langganan minimal Rp1.000"],
      [
        { periods: [{ months: 1, price: 50_000, compareAtPrice: 40_000 }] },
        "periods.0.compareAtPrice",
        "Harga coret harus lebih tinggi dari harga",
      ],
      [
        {
          periods: [1, 3, 6, 12, 1].map((months, i) => ({ months, price: 10_000 * (i + 1) })),
        },
        "periods",
        "Maksimal 4 masa langganan",
      ],
      [{ pricing: "pay_what_you_want" }, "pricing", "Langganan dijual dengan harga tetap"],
      [{ includedProductIds: [foreign.id] }, "includedProductIds", "Pilih produk dari toko Anda sendiri"],
    ];
    const count = async () =>
      (await t.app.inject({ method: "GET", url: "/v1/products", headers: bearer(seller.token) })).json().data.length;
    const before = await count();
    for (const [overrides, field, message] of cases) {
      const response = await saveMembership(membershipBody(overrides));
      expect(response.statusCode, field).toBe(422);
      expect(response.json().errors[field]?.[0], JSON.stringify(response.json().errors)).toContain(message);
    }
    expect(await count()).toBe(before);
  });

  it("refuses to include an event, and keeps the periods sorted, the benefits sanitized, the cheapest as its price", async () => {
    const event = await t.app.inject({
      method: "POST",
      url: "/v1/product/events",
      headers: bearer(seller.token),
      payload: {
        title: "Webinar Menulis",
        price: 25_000,
        startsAt: new Date(Date.now() + 10 * DAY).toISOString(),
        endsAt: new Date(Date.now() + 10 * DAY + 3_600_000).toISOString(),
        location: { kind: "online", url: "https://meet.google.com/abc-defg-hij" },
        capacity: null,
      },
    });
    expect(event.statusCode, event.body).toBe(201);
    const refused = await saveMembership(membershipBody({ includedProductIds: [event.json().data.id] }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.includedProductIds[0]).toBe(
      "Langganan hanya bisa menyertakan produk digital atau kelas online",
    );

    const ebook = await publishDownload(t, seller, { title: "E-book Bonus Anggota" });
    const saved = await membershipOk({ includedProductIds: [ebook.id] });
    expect(saved.membership).toEqual({
      periods: [
        { months: 1, price: 50_000, compareAtPrice: null },
        { months: 12, price: 450_000, compareAtPrice: 600_000 },
      ],
      benefits: "<p>Postingan eksklusif tiap minggu</p>",
      includedProductIds: [ebook.id],
    });
    const page = (
      await t.app.inject({ method: "GET", url: `/v1/sellers/${seller.username}/products/${saved.slug}` })
    ).json().data;
    expect(page).toMatchObject({ type: "membership", price: 50_000, ctaLabel: "Gabung Sekarang" });
    expect(page.membership.included).toEqual([
      { id: ebook.id, title: "E-book Bonus Anggota", type: "digital_download" },
    ]);
    const read = await t.app.inject({
      method: "GET",
      url: `/v1/product/memberships/${saved.id}`,
      headers: bearer(seller.token),
    });
    expect(read.json().data.membership.periods).toHaveLength(2);
  });
});

describe("buying a pass", () => {
  it("needs a period it sells, prices that period, and takes a discount code off it", async () => {
    const product = await membershipOk({ title: "Langganan Harga" });
    const missing = await checkout(t, { productId: product.id, paymentMethod: "qris", ...buyer() });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.periodMonths).toEqual(["Pilih masa langganan"]);
    const unsold = await checkout(t, { productId: product.id, paymentMethod: "qris", ...buyer(), periodMonths: 3 });
    expect(unsold.statusCode).toBe(422);
    expect(unsold.json().errors.periodMonths).toEqual(["Masa langganan ini tidak dijual"]);

    const year = await checkout(t, { productId: product.id, paymentMethod: "qris", ...buyer(), periodMonths: 12 });
    expect(year.statusCode).toBe(201);
    expect(year.json().data.amount).toBe(450_000);
    await discountOk(t, seller, { code: "ANGGOTA10", type: "percent", value: 10 });
    const coded = await checkout(t, {
      productId: product.id,
      paymentMethod: "qris",
      ...buyer(),
      periodMonths: 1,
      discountCode: "anggota10",
    });
    expect(coded.statusCode, coded.body).toBe(201);
    expect(coded.json().data.amount).toBe(45_000);
  });

  it("makes the buyer a member for the period, and an early renewal extends from the current end", async () => {
    const product = await membershipOk({ title: "Langganan Perpanjang" });
    const email = uniqueEmail("anggota");
    const first = await buyPass(product.id, email, 1);
    const paidAt = (await transactionRow(t.db, first)).paidAt as Date;
    const token = await signInToLibrary(t, email);
    const [membership] = (await libraryGet(token, "/v1/library/memberships")).json().data;
    expect(membership).toMatchObject({ productId: product.id, active: true, since: paidAt.toISOString() });
    expect(membership.expiresAt).toBe(addMonthsWib(paidAt, 1).toISOString());
    expect(membership.renewUrl).toBe(`${t.config.appUrl}/checkout/${product.id}?periode=1`);

    // Renewed 10 days in, for a year: the year starts where the month ends.
    await ageTransactions([first], 10 * DAY);
    const firstPaid = (await transactionRow(t.db, first)).paidAt as Date;
    await buyPass(product.id, email, 12);
    const [renewed] = (await libraryGet(token, "/v1/library/memberships")).json().data;
    expect(renewed.expiresAt).toBe(addMonthsWib(addMonthsWib(firstPaid, 1), 12).toISOString());
    expect(renewed.since).toBe(firstPaid.toISOString());
  });
});

describe("members-only posts", () => {
  it("are read by active members only; after the end every read is 403 with the renewal link, which works", async () => {
    const product = await membershipOk({ title: "Langganan Postingan" });
    const created = await post(product.id, {
      title: "Tips menulis pembuka",
      content: "<p>Mulailah dengan <strong>pertanyaan</strong>.</p><script>x()</script>",
      publishedAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const postId = created.json().data.id;
    expect(created.json().data.content).toBe("<p>Mulailah dengan <strong>pertanyaan</strong>.</p>");
    await post(product.id, { title: "Draf rahasia", content: "<p>belum</p>", publishedAt: null });

    const store = await t.app.inject({ method: "GET", url: `/v1/sellers/${seller.username}/products/${product.slug}` });
    expect(store.json().data.membership.posts).toEqual([
      expect.objectContaining({ title: "Tips menulis pembuka", teaser: "Mulailah dengan pertanyaan." }),
    ]);
    expect(store.body).not.toContain("Draf rahasia");

    const email = uniqueEmail("pembaca");
    const outsider = await signInToLibrary(t, uniqueEmail("bukananggota"));
    expect((await libraryGet(outsider, `/v1/library/memberships/${product.id}/posts`)).statusCode).toBe(404);
    const pass = await buyPass(product.id, email, 1);
    const token = await signInToLibrary(t, email);
    const posts = (await libraryGet(token, `/v1/library/memberships/${product.id}/posts`)).json().data;
    expect(posts.map((p: { title: string }) => p.title)).toEqual(["Tips menulis pembuka"]);
    const one = await libraryGet(token, `/v1/library/memberships/${product.id}/posts/${postId}`);
    expect(one.statusCode).toBe(200);

    // Two months later the month has run out.
    await ageTransactions([pass], 62 * DAY);
    const expiresAt = addMonthsWib((await transactionRow(t.db, pass)).paidAt as Date, 1);
    for (const url of [
      `/v1/library/memberships/${product.id}/posts`,
      `/v1/library/memberships/${product.id}/posts/${postId}`,
    ]) {
      const ended = await libraryGet(token, url);
      expect(ended.statusCode).toBe(403);
      expect(ended.json()).toMatchObject({
        code: "membership_ended",
        renewUrl: `${t.config.appUrl}/checkout/${product.id}?periode=1`,
      });
      expect(ended.json().message).toMatch(/^Keanggotaan Anda berakhir pada \d{1,2} \w+ \d{4}$/);
    }
    const [listed] = (await libraryGet(token, "/v1/library/memberships")).json().data;
    expect(listed).toMatchObject({ active: false, expiresAt: expiresAt.toISOString() });

    // The renewal link's period, bought now, opens the posts again from now.
    await buyPass(product.id, email, 1);
    expect((await libraryGet(token, `/v1/library/memberships/${product.id}/posts`)).statusCode).toBe(200);
  });

  it("end at expiry to the millisecond", async () => {
    const product = await membershipOk({ title: "Langganan Detik" });
    const email = uniqueEmail("detik");
    const pass = await buyPass(product.id, email, 1);
    const expiresAt = addMonthsWib((await transactionRow(t.db, pass)).paidAt as Date, 1);
    const deps = { db: t.db, appUrl: t.config.appUrl };
    const span = await requireActiveMember(deps, {
      email,
      productId: product.id,
      now: new Date(expiresAt.getTime() - 1),
    });
    expect(span.expiresAt).toEqual(expiresAt);
    await expect(requireActiveMember(deps, { email, productId: product.id, now: expiresAt })).rejects.toMatchObject({
      code: "membership_ended",
    });
  });

  it("end with a full refund of the pass", async () => {
    const product = await membershipOk({ title: "Langganan Refund" });
    const email = uniqueEmail("refundanggota");
    const pass = await buyPass(product.id, email, 1);
    const token = await signInToLibrary(t, email);
    expect((await libraryGet(token, `/v1/library/memberships/${product.id}/posts`)).statusCode).toBe(200);
    const refund = await t.app.inject({
      method: "POST",
      url: `/v1/transactions/${pass}/refunds`,
      headers: bearer(seller.token),
      payload: { amount: 50_000, reason: "Pembeli salah pilih" },
    });
    expect(refund.statusCode, refund.body).toBe(201);
    expect((await libraryGet(token, `/v1/library/memberships/${product.id}/posts`)).statusCode).toBe(404);
    expect((await libraryGet(token, "/v1/library/memberships")).json().data).toEqual([]);
  });

  it("belong to their seller: another seller gets 404 and a file not theirs is a 422", async () => {
    const product = await membershipOk({ title: "Langganan Milik" });
    const other = await sellerStore(t, { name: "Penjual Asing" });
    expect((await post(product.id, { title: "Bukan milikku" }, other.token)).statusCode).toBe(404);
    const list = await t.app.inject({
      method: "GET",
      url: `/v1/memberships/${product.id}/posts`,
      headers: bearer(other.token),
    });
    expect(list.statusCode).toBe(404);
    const foreign = await publishDownload(t, other);
    const refused = await post(product.id, { title: "Dengan berkas", fileIds: [foreign.files[0]?.id] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.fileIds).toEqual(["Berkas tidak ditemukan"]);
    const short = await post(product.id, { title: "ab" });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.title).toEqual(["Judul minimal 3 karakter"]);
  });

  it("email active members once when published, with two instances, skipping those who turned it off", async () => {
    const second = await createTestApp();
    try {
      const product = await membershipOk({ title: "Langganan Kabar" });
      const reader = uniqueEmail("kabar");
      const quiet = uniqueEmail("senyap");
      const lapsed = uniqueEmail("lewat");
      await buyPass(product.id, reader, 1);
      await buyPass(product.id, quiet, 1);
      const old = await buyPass(product.id, lapsed, 1);
      await ageTransactions([old], 40 * DAY);
      const quietToken = await signInToLibrary(t, quiet);
      const off = await t.app.inject({
        method: "PUT",
        url: `/v1/library/memberships/${product.id}/post-emails`,
        headers: bearer(quietToken),
        payload: { enabled: false },
      });
      expect(off.statusCode).toBe(200);

      const scheduledAt = new Date(Date.now() + 3_600_000);
      await post(product.id, {
        title: "Edisi minggu ini",
        content: "<p>Isi</p>",
        publishedAt: scheduledAt.toISOString(),
      });
      const announced: { id: string; username: string | null }[] = [];
      const run = (now: Date) =>
        Promise.all(
          [t, second].map((app) =>
            notifyMemberPosts(
              { db: app.db, config: app.config, jobs: app.app.jobs },
              { now, announce: (store) => announced.push(store) },
            ),
          ),
        );
      // The two apps share one outbox (the test database's).
      const mails = (to: string) => mailsTo(t, to, "member-post");
      const drain = () => Promise.all([t.app.jobs.drain(), second.app.jobs.drain()]);
      await run(new Date());
      await drain();
      expect(mails(reader)).toHaveLength(0);
      // That run mailed the posts earlier tests published; only the scheduled one is left.
      announced.length = 0;
      const results = await run(new Date(scheduledAt.getTime() + 1000));
      expect(results.reduce((sum, result) => sum + result.posts, 0)).toBe(1);
      await run(new Date(scheduledAt.getTime() + 2000));
      await drain();
      expect(mails(reader)).toHaveLength(1);
      // The store's cached pages hear of the post going live, once.
      expect(announced).toEqual([{ id: seller.user.id, username: seller.username }]);
      expect(mails(reader)[0]?.subject).toBe("Postingan baru di Langganan Kabar: Edisi minggu ini");
      expect(mails(quiet)).toHaveLength(0);
      expect(mails(lapsed)).toHaveLength(0);
    } finally {
      await second.close();
    }
  });
});

describe("included products", () => {
  it("open a download's files with the pass, and close them at its end", async () => {
    const ebook = await publishDownload(t, seller, { title: "E-book Khusus Anggota" });
    const other = await publishDownload(t, seller, { title: "E-book Tidak Termasuk" });
    const product = await membershipOk({ title: "Langganan Bonus", includedProductIds: [ebook.id] });
    const email = uniqueEmail("bonus");
    const pass = await buyPass(product.id, email, 1);
    const token = await signInToLibrary(t, email);
    const [membership] = (await libraryGet(token, "/v1/library/memberships")).json().data;
    expect(membership.included).toEqual([
      expect.objectContaining({ id: ebook.id, title: "E-book Khusus Anggota", type: "digital_download" }),
    ]);
    const url = membership.included[0].files[0].url as string;
    expect(url).toBe(`/v1/library/memberships/${product.id}/included/${ebook.id}/files/${ebook.files[0]?.id}`);
    const file = await libraryGet(token, url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.length).toBe(4096);
    expect(file.headers["content-disposition"]).toContain("attachment");
    // A download the membership does not include, or a file of another product, is not served.
    const notIncluded = `/v1/library/memberships/${product.id}/included/${other.id}/files/${other.files[0]?.id}`;
    expect((await libraryGet(token, notIncluded)).statusCode).toBe(404);
    const wrongFile = `/v1/library/memberships/${product.id}/included/${ebook.id}/files/${other.files[0]?.id}`;
    expect((await libraryGet(token, wrongFile)).statusCode).toBe(404);
    const outsider = await signInToLibrary(t, uniqueEmail("bukanbonus"));
    expect((await libraryGet(outsider, url)).statusCode).toBe(404);

    await ageTransactions([pass], 40 * DAY);
    expect((await libraryGet(token, url)).statusCode).toBe(403);
    const [ended] = (await libraryGet(token, "/v1/library/memberships")).json().data;
    expect(ended.included).toEqual([]);
  });
});

/** A published course of `owner` with two text lessons, giving a certificate. */
async function courseOk(owner = seller) {
  const response = await t.app.inject({
    method: "POST",
    url: "/v1/product/courses",
    headers: bearer(owner.token),
    payload: {
      title: "Kelas Menulis Cerpen",
      price: 150_000,
      status: "published",
      certificate: true,
      modules: [
        {
          title: "Dasar",
          lessons: [
            { title: "Tokoh", kind: "text", body: "Tokoh yang hidup." },
            { title: "Alur", kind: "text", body: "Alur yang rapi." },
          ],
        },
      ],
    },
  });
  if (response.statusCode !== 201) throw new Error(`course not saved: ${response.body}`);
  return response.json().data as { id: string };
}

describe("included courses", () => {
  it("open with the pass, keep the progress across a renewal, certify once, and close at the end", async () => {
    const course = await courseOk();
    const product = await membershipOk({ title: "Klub Menulis", includedProductIds: [course.id] });
    const email = uniqueEmail("klubmenulis");
    const first = await buyPass(product.id, email, 1);
    const token = await signInToLibrary(t, email);
    const [membership] = (await libraryGet(token, "/v1/library/memberships")).json().data;
    const base = `/v1/library/memberships/${product.id}/courses/${course.id}`;
    expect(membership.included).toEqual([
      expect.objectContaining({
        id: course.id,
        type: "course",
        files: [],
        course: { url: base, progress: { completed: 0, total: 2, percent: 0 } },
      }),
    ]);
    const opened = await libraryGet(token, base);
    expect(opened.statusCode, opened.body).toBe(200);
    const view = opened.json().data;
    expect(view).toMatchObject({ transactionId: first, membershipId: product.id, product: { id: course.id } });
    expect(view.certificate.pdfUrl).toBe(`${base}/certificate.pdf`);
    const [tokoh, alur] = view.modules[0].lessons as { id: string }[];
    const mark = (lessonId: string) =>
      t.app.inject({
        method: "PUT",
        url: `${base}/lessons/${lessonId}`,
        headers: bearer(token),
        payload: { completed: true },
      });
    expect((await mark(tokoh?.id ?? "")).json().data.percent).toBe(50);
    // Not 100 % yet: no certificate.
    const certify = () =>
      t.app.inject({
        method: "POST",
        url: `${base}/certificate`,
        headers: bearer(token),
        payload: { holderName: "Rina Anggota" },
      });
    const early = await certify();
    expect(early.statusCode).toBe(409);

    // An early renewal is a new pass; the progress stays with the member.
    await buyPass(product.id, email, 1);
    expect((await libraryGet(token, base)).json().data.progress.completed).toBe(1);
    expect((await mark(alur?.id ?? "")).json().data.percent).toBe(100);
    const issued = await certify();
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json().data).toMatchObject({ holderName: "Rina Anggota", courseTitle: "Kelas Menulis Cerpen" });
    const pdf = await libraryGet(token, `${base}/certificate.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toContain("application/pdf");
    const rows = await t.db
      .select()
      .from(tables.certificates)
      .where(inArray(tables.certificates.transactionId, [first]));
    expect(rows.map((row) => row.productId)).toEqual([course.id]);

    // No one else reads it: an outsider, a course the membership does not include, a bad id.
    const outsider = await signInToLibrary(t, uniqueEmail("bukanklub"));
    expect((await libraryGet(outsider, base)).statusCode).toBe(404);
    const other = await courseOk();
    expect((await libraryGet(token, `/v1/library/memberships/${product.id}/courses/${other.id}`)).statusCode).toBe(404);
    expect((await libraryGet(token, `/v1/library/memberships/${product.id}/courses/bukan-id`)).statusCode).toBe(404);
    // The course bought on its own is another order, with its own progress.
    expect((await libraryGet(token, `/v1/library/courses/${first}`)).statusCode).toBe(404);

    const passes = (await libraryGet(token, "/v1/library/memberships")).json().data[0];
    await ageTransactions(
      (
        await t.db.select().from(tables.membershipPasses).where(sql`${tables.membershipPasses.buyerEmail} = ${email}`)
      ).map((row) => row.transactionId),
      70 * DAY,
    );
    expect(passes.active).toBe(true);
    const ended = await libraryGet(token, base);
    expect(ended.statusCode).toBe(403);
    expect(ended.json().renewUrl).toContain(`/checkout/${product.id}?periode=1`);
    expect((await mark(tokoh?.id ?? "")).statusCode).toBe(403);
  });
});

describe("renewal reminders", () => {
  it("go 7, 3 and 1 days before the end and on the day, once each with two instances", async () => {
    const second = await createTestApp();
    try {
      const product = await membershipOk({ title: "Langganan Pengingat" });
      const email = uniqueEmail("ingatanggota");
      const pass = await buyPass(product.id, email, 1);
      const expiresAt = addMonthsWib((await transactionRow(t.db, pass)).paidAt as Date, 1).getTime();
      const run = (msBefore: number) =>
        Promise.all(
          [t, second].map((app) =>
            remindMembers(
              { db: app.db, config: app.config, jobs: app.app.jobs },
              { now: new Date(expiresAt - msBefore) },
            ),
          ),
        );
      const drain = () => Promise.all([t.app.jobs.drain(), second.app.jobs.drain()]);
      const mails = (kind: string) => mailsTo(t, email, kind);
      await run(8 * DAY);
      await drain();
      expect(mails("membership-reminder-7d")).toHaveLength(0);
      for (const before of [7 * DAY - 1000, 6 * DAY, 3 * DAY - 1000, 2 * DAY, DAY - 1000, 3_600_000, 0, -3_600_000]) {
        await run(before);
      }
      await drain();
      for (const kind of ["7d", "3d", "1d", "ended"])
        expect(mails(`membership-reminder-${kind}`), kind).toHaveLength(1);
      const [week] = mails("membership-reminder-7d");
      expect(week?.subject).toBe("Langganan Langganan Pengingat berakhir dalam 7 hari");
      expect(week?.text).toContain(`${t.config.appUrl}/checkout/${product.id}?periode=1`);
      expect(mails("membership-reminder-ended")[0]?.subject).toBe("Langganan Langganan Pengingat berakhir hari ini");
    } finally {
      await second.close();
    }
  });
});

describe("the seller's members", () => {
  it("lists active, ending and ended members with since and expiresAt, and the same as CSV", async () => {
    const owner = await sellerStore(t, { name: "Pemilik Anggota" });
    const product = await membershipOk({ title: "Langganan Daftar" }, owner);
    const active = uniqueEmail("aktif");
    const ending = uniqueEmail("hampir");
    const ended = uniqueEmail("usai");
    const buy = async (email: string, months: number) => {
      const response = await checkout(t, {
        productId: product.id,
        paymentMethod: "qris",
        ...buyer({ email }),
        periodMonths: months,
      });
      await payWithSandbox(t, response.json().data.id);
      return response.json().data.id as string;
    };
    await buy(active, 12);
    await ageTransactions([await buy(ending, 1)], 27 * DAY);
    await ageTransactions([await buy(ended, 1)], 40 * DAY);
    const list = await t.app.inject({ method: "GET", url: "/v1/memberships/members", headers: bearer(owner.token) });
    expect(list.statusCode).toBe(200);
    const { members, counts } = list.json().data;
    expect(counts).toEqual({ active: 2, ending: 1, ended: 1 });
    expect(members.map((m: { email: string; status: string }) => [m.email, m.status])).toEqual([
      [ending, "ending"],
      [active, "active"],
      [ended, "ended"],
    ]);
    const endingOnly = await t.app.inject({
      method: "GET",
      url: "/v1/memberships/members?status=ending",
      headers: bearer(owner.token),
    });
    expect(endingOnly.json().data.members.map((m: { email: string }) => m.email)).toEqual([ending]);
    const bad = await t.app.inject({
      method: "GET",
      url: "/v1/memberships/members?status=x",
      headers: bearer(owner.token),
    });
    expect(bad.statusCode).toBe(422);
    const csv = await t.app.inject({ method: "GET", url: "/v1/memberships/members.csv", headers: bearer(owner.token) });
    expect(csv.headers["content-type"]).toContain("text/csv");
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("Langganan,Nama,Email,Status,Anggota Sejak (WIB),Berakhir (WIB),Total Dibayar");
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain("Segera berakhir");
    const summary = await t.app.inject({ method: "GET", url: "/v1/memberships/summary", headers: bearer(owner.token) });
    // The ended member's pass was paid 40 days ago: the month's passes are the other two at most.
    expect(summary.json().data).toMatchObject({ hasMemberships: true, activeMembers: 2 });
    expect(summary.json().data.monthRevenue).toBeLessThanOrEqual(450_000 + 50_000);
    expect(summary.json().data.monthRevenue).toBeGreaterThanOrEqual(450_000);
    // Another seller sees none of them.
    const stranger = await t.app.inject({
      method: "GET",
      url: "/v1/memberships/members",
      headers: bearer(seller.token),
    });
    expect(stranger.json().data.members.map((m: { email: string }) => m.email)).not.toContain(active);
  });
});
