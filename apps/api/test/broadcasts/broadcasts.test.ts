/**
 * Email broadcasts (DESIGN §4 "Broadcasts"): only consenting buyers (and leads when asked) are
 * reached, each email carries RFC 8058 one-click headers and a visible link, an unsubscribe is
 * honoured until consent is given again, the caps hold, and two instances send each address once.
 * On both engines.
 */
import { tables } from "@lapak/db";
import { broadcastBodySchema } from "@lapak/shared/schemas/broadcast";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBroadcast } from "../../src/modules/broadcasts/broadcasts";
import { sendBroadcasts } from "../../src/modules/broadcasts/send-broadcasts";
import { broadcastUnsubscribeUrl } from "../../src/modules/broadcasts/unsubscribe";
import { bearer, uniqueEmail } from "../helpers/accounts";
import {
  checkoutOk,
  mailsTo,
  payWithSandbox,
  publishDownload,
  publishLeadMagnet,
  type Seller,
  sellerStore,
} from "../helpers/payments";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { BROADCASTS_PER_DAY: "10" } });
});
afterAll(() => t.close());

const post = (seller: Seller, payload: object) =>
  t.app.inject({ method: "POST", url: "/v1/broadcasts", headers: bearer(seller.token), payload });
const list = async (seller: Seller) =>
  (await t.app.inject({ method: "GET", url: "/v1/broadcasts", headers: bearer(seller.token) })).json().data;
const body = (overrides: object = {}) => ({
  subject: "Promo akhir tahun",
  body: "<p>Diskon <strong>30%</strong> untuk semua template.</p><script>alert(1)</script>",
  audience: { productIds: null, includeLeads: false },
  ...overrides,
});
/** `payload` as the route hands it on (parsed by its schema). */
const parsed = (payload: object) => broadcastBodySchema.parse(payload);
const send = (app: TestApp = t, broadcasts: Partial<TestApp["config"]["broadcasts"]> = {}, now = new Date()) =>
  sendBroadcasts(
    {
      db: app.db,
      config: { ...app.config, broadcasts: { ...app.config.broadcasts, ...broadcasts } },
      transport: app.outbox,
    },
    now,
  );

/** A paid order of `productId` by `email`, ticking the consent box when `consent`. */
async function buys(productId: string, email: string, consent: boolean) {
  const sale = await checkoutOk(t, productId, { email, marketingConsent: consent });
  if (sale.amount > 0) expect((await payWithSandbox(t, sale.id)).statusCode).toBe(200);
  return sale;
}

/** The path and query of the unsubscribe link in `text`. */
const linkIn = (text: string) => {
  const url = /https?:\/\/\S+\/v1\/broadcasts\/[0-9a-f-]+\/unsubscribe\?\S+/.exec(text)?.[0] ?? "";
  return url.replace(t.config.appUrl, "");
};

describe("broadcasts", () => {
  it("reach only consenting buyers, once each with two instances, with RFC 8058 headers", async () => {
    const seller = await sellerStore(t, { name: "Toko Sari" });
    const template = await publishDownload(t, seller, { title: "Template", price: 20_000 });
    const magnet = await publishLeadMagnet(t, seller);
    const [agreed, silent, lead, both] = ["setuju", "diam", "lead", "dua"].map((label) => uniqueEmail(label));
    await buys(template.id, agreed as string, true);
    await buys(template.id, silent as string, false);
    await buys(magnet.id, lead as string, true);
    // Ticked once, then bought again without ticking: an empty box withdraws nothing.
    await buys(template.id, both as string, true);
    await buys(template.id, both as string, false);
    // Consent on a checkout never paid is no customer's.
    const unpaid = uniqueEmail("belum");
    await checkoutOk(t, template.id, { email: unpaid, marketingConsent: true });

    // Created without the POST's immediate run, so the instances below race for every row.
    const created = await createBroadcast(t.db, t.config, { sellerId: seller.user.id, body: parsed(body()) });
    expect(created).toMatchObject({ recipients: 2, queued: 2, sent: 0, failed: 0, opened: null, unsubscribed: 0 });
    expect(created.finishedAt).toBeNull();
    const [stored] = await t.db.select().from(tables.broadcasts).where(eq(tables.broadcasts.id, created.id));
    expect(stored?.body).not.toContain("<script");
    expect(stored?.body).toContain("<strong>30%</strong>");

    const second = await createTestApp({ env: { BROADCASTS_PER_DAY: "10" } });
    try {
      await Promise.all([send(t), send(second), send(t)]);
    } finally {
      await second.close();
    }
    for (const to of [agreed, both]) expect(mailsTo(t, to as string, "broadcast")).toHaveLength(1);
    for (const to of [silent, lead, unpaid]) expect(mailsTo(t, to as string, "broadcast")).toHaveLength(0);
    const [mail] = mailsTo(t, agreed as string, "broadcast");
    expect(mail?.subject).toBe("Promo akhir tahun");
    expect(mail?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail?.headers?.["List-Unsubscribe"]).toMatch(
      /^<http:\/\/lapak\.test\/v1\/broadcasts\/.+\/unsubscribe\?.+>$/,
    );
    expect(mail?.html).toContain("Dari Toko Sari");
    expect(mail?.html).toContain(">Berhenti Berlangganan</a>");
    expect(mail?.text).toContain("Diskon 30% untuk semua template.");
    expect(linkIn(mail?.text ?? "")).not.toBe("");

    const [view] = await list(seller);
    expect(view).toMatchObject({ recipients: 2, queued: 0, sent: 2, failed: 0 });
    expect(view.finishedAt).not.toBeNull();

    // Leads only when asked; buyers of other products only without a product filter.
    const withLeads = await post(seller, body({ audience: { productIds: null, includeLeads: true } }));
    expect(withLeads.statusCode).toBe(201);
    expect(withLeads.json()).toMatchObject({ message: "Broadcast dikirim ke 3 pelanggan", data: { recipients: 3 } });
    // The POST queued its first run at once: the lead has it already.
    expect(mailsTo(t, lead as string, "broadcast")).toHaveLength(1);
    const other = await publishDownload(t, seller, { title: "Kelas", price: 50_000 });
    const noBuyers = await post(seller, body({ audience: { productIds: [other.id], includeLeads: false } }));
    expect(noBuyers.statusCode).toBe(422);
    expect(noBuyers.json().message).toContain("Belum ada pelanggan yang setuju");
  });

  it("honours the one-click unsubscribe until the buyer ticks the box again", async () => {
    const seller = await sellerStore(t, { name: "Toko Dewi" });
    const product = await publishDownload(t, seller, { price: 15_000 });
    const email = uniqueEmail("pergi");
    await buys(product.id, email, true);
    expect((await post(seller, body())).statusCode).toBe(201);
    await send();
    const link = linkIn(mailsTo(t, email, "broadcast")[0]?.text ?? "");

    // Opening the link only asks; a forged token changes nothing.
    const page = await t.app.inject({ method: "GET", url: link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Berhenti menerima email dari Toko Dewi?");
    expect(page.body).toContain('name="List-Unsubscribe" value="One-Click"');
    const forged = await t.app.inject({
      method: "POST",
      url: link.replace(/token=[^&]+/, "token=palsu"),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(forged.statusCode).toBe(422);
    expect(
      await t.db.select().from(tables.broadcastUnsubscribes).where(eq(tables.broadcastUnsubscribes.email, email)),
    ).toEqual([]);
    // The mail app's RFC 8058 POST.
    const oneClick = await t.app.inject({
      method: "POST",
      url: link,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({ data: { unsubscribed: true } });
    expect((await list(seller))[0].unsubscribed).toBe(1);
    // Pelanggan says so: the consent is withdrawn, with the time.
    const customer = async () =>
      (await t.app.inject({ method: "GET", url: "/v1/customers", headers: bearer(seller.token) }))
        .json()
        .data.find((row: { email: string }) => row.email === email);
    expect(await customer()).toMatchObject({ marketingConsentAt: null, unsubscribedAt: expect.any(String) });

    const next = await post(seller, body({ subject: "Kabar kedua" }));
    expect(next.statusCode).toBe(422);
    // Another buyer keeps the broadcast going; the one who left is not among its recipients.
    await buys(product.id, uniqueEmail("tetap"), true);
    const third = await post(seller, body({ subject: "Kabar ketiga" }));
    expect(third.json().data.recipients).toBe(1);
    await send();
    expect(mailsTo(t, email, "broadcast")).toHaveLength(1);

    // A later checkout with the box ticked is consent again.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await buys(product.id, email, true);
    expect((await post(seller, body({ subject: "Kabar keempat" }))).json().data.recipients).toBe(2);
    expect(await customer()).toMatchObject({ marketingConsentAt: expect.any(String), unsubscribedAt: null });
  });

  it("skips an address that leaves while its broadcast is still queued", async () => {
    const seller = await sellerStore(t);
    const product = await publishDownload(t, seller, { price: 15_000 });
    const [stays, leaves] = [uniqueEmail("tinggal"), uniqueEmail("keluar")];
    await buys(product.id, stays, true);
    await buys(product.id, leaves, true);
    await send(); // what earlier tests left queued
    await createBroadcast(t.db, t.config, { sellerId: seller.user.id, body: parsed(body()) });
    expect(await send(t, { sendsPerMinute: 1 })).toEqual({ sent: 1, failed: 0 });
    const gone = mailsTo(t, stays, "broadcast").length === 1 ? leaves : stays;
    const [{ id }] = await list(seller);
    // The link of the address not yet mailed, with the token its email would carry (from an
    // earlier broadcast, say).
    const own = broadcastUnsubscribeUrl(id, gone, t.config).replace(t.config.appUrl, "");
    await new Promise((resolve) => setTimeout(resolve, 5));
    const left = await t.app.inject({
      method: "POST",
      url: own,
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(left.statusCode).toBe(200);
    expect(left.body).toContain("Anda sudah berhenti berlangganan");
    await send();
    expect(mailsTo(t, gone, "broadcast")).toHaveLength(0);
    const [view] = await list(seller);
    expect(view).toMatchObject({ sent: 1, queued: 0, unsubscribed: 1 });
    expect(view.finishedAt).not.toBeNull();
  });

  it("keeps the daily caps: broadcasts per seller, recipients per seller and sends per minute", async () => {
    const seller = await sellerStore(t);
    const product = await publishDownload(t, seller, { price: 10_000 });
    const buyers = [uniqueEmail("a"), uniqueEmail("b"), uniqueEmail("c")];
    for (const email of buyers) await buys(product.id, email, true);
    await send(); // what earlier tests left queued
    const one = { ...t.config, broadcasts: { ...t.config.broadcasts, perDay: 1 } };
    const input = { sellerId: seller.user.id, body: parsed(body()) };
    await createBroadcast(t.db, one, input);
    await expect(createBroadcast(t.db, one, input)).rejects.toMatchObject({ status: 429 });
    expect((await list(seller)).length).toBe(1);

    const now = new Date();
    expect(await send(t, { dailyRecipients: 2 }, now)).toEqual({ sent: 2, failed: 0 });
    expect(await send(t, { dailyRecipients: 2 }, new Date(now.getTime() + 60_000))).toEqual({ sent: 0, failed: 0 });
    expect((await list(seller))[0]).toMatchObject({ sent: 2, queued: 1, finishedAt: null });
    // The next day the rest goes.
    expect(await send(t, { dailyRecipients: 2 }, new Date(now.getTime() + 86_400_000 + 60_000))).toEqual({
      sent: 1,
      failed: 0,
    });
    for (const email of buyers) expect(mailsTo(t, email, "broadcast")).toHaveLength(1);
  });

  it("counts a send the mail server refused as failed and never sends it again", async () => {
    const seller = await sellerStore(t);
    const product = await publishDownload(t, seller, { price: 10_000 });
    const email = uniqueEmail("ditolak");
    await buys(product.id, email, true);
    await send(); // what earlier tests left queued
    await createBroadcast(t.db, t.config, { sellerId: seller.user.id, body: parsed(body()) });
    const refusing = { send: async () => Promise.reject(new Error("550 mailbox unavailable")), close() {} };
    const result = await sendBroadcasts({ db: t.db, config: t.config, transport: refusing });
    expect(result).toEqual({ sent: 0, failed: 1 });
    await send();
    expect(mailsTo(t, email, "broadcast")).toHaveLength(0);
    expect((await list(seller))[0]).toMatchObject({ sent: 0, failed: 1, queued: 0 });
  });

  it("refuses bad input and another seller's products, changing nothing", async () => {
    const seller = await sellerStore(t);
    const other = await sellerStore(t);
    const foreign = await publishDownload(t, other);
    const bad = await post(seller, { subject: " ", body: "", audience: { productIds: [], includeLeads: false } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(["subject", "body"]));
    const notMine = await post(seller, body({ audience: { productIds: [foreign.id], includeLeads: false } }));
    expect(notMine.statusCode).toBe(422);
    expect(notMine.json().message).toBe("Produk tidak ditemukan di toko Anda");
    expect(await list(seller)).toEqual([]);
    expect((await t.app.inject({ method: "GET", url: "/v1/broadcasts" })).statusCode).toBe(401);
  });
});
