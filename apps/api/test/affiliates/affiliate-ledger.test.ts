/**
 * The ledger identity with an affiliate (ADR 0050): for the seller and for the affiliate, at every
 * step, earned − fees − commissions − refunds − withdrawn = available + pending (less any debt),
 * over random sales, refunds (full, partial, by the seller or an admin), the end of holds and
 * withdrawals, and under 10 concurrent sales and refunds.
 */
import { tables } from "@lapak/db";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerBalance, releaseDueSales } from "../../src/modules/ledger/ledger";
import { bearer, signUp } from "../helpers/accounts";
import { activatedSeller } from "../helpers/activation";
import { payWithSandbox, publishDownload, type Seller, transactionRow } from "../helpers/payments";
import { createTestApp, type TestApp } from "../helpers/test-app";

const ADMIN_EMAIL = "admin.afiliasi@lapak.id";
const DAY_MS = 24 * 60 * 60 * 1000;
let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
  adminToken = (await signUp(t, { email: ADMIN_EMAIL, name: "Admin Lapak" })).token;
});
afterAll(() => t.close());

const call = (token: string, method: "GET" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), payload });

/** An activated seller with a programme on a download, and an activated affiliate who joined it. */
async function sellerAndAffiliate(percent: number, price = 80_000) {
  const seller = await activatedSeller(t, adminToken);
  const product = await publishDownload(t, seller, {
    price,
    extra: { affiliate: { enabled: true, commissionPercent: percent } },
  });
  const affiliate = await activatedSeller(t, adminToken);
  const joined = await call(affiliate.token, "POST", `/v1/affiliates/programs/${seller.username}/join`);
  expect(joined.statusCode).toBe(201);
  return { seller, product, affiliate, code: joined.json().data.code as string };
}

/** A paid sandbox sale of `productId`, through the affiliate `code` (none when null). */
async function sale(productId: string, code: string | null) {
  const response = await t.app.inject({
    method: "POST",
    url: "/v1/transactions",
    headers: code ? { cookie: `lapak_ref=${code}` } : {},
    payload: { productId, paymentMethod: "qris", name: "Budi", email: `budi.${Math.random()}@contoh.id` },
  });
  expect(response.statusCode).toBe(201);
  const id = response.json().data.id as string;
  expect((await payWithSandbox(t, id)).statusCode).toBe(200);
  return id;
}

const total = (rows: { amount: number }[]) => rows.reduce((sum, row) => sum + row.amount, 0);

/** Both people's identity, from the sales, refunds and withdrawals tables against the ledger's balance. */
async function expectIdentity(seller: Seller, affiliate: Seller) {
  const tx = tables.transactions;
  const sales = await t.db
    .select()
    .from(tx)
    .where(and(eq(tx.sellerId, seller.user.id), eq(tx.status, "paid")));
  const refunds = sales.length
    ? await t.db
        .select()
        .from(tables.refunds)
        .where(
          inArray(
            tables.refunds.transactionId,
            sales.map((row) => row.id),
          ),
        )
    : [];
  const withdrawn = async (ownerId: string) =>
    total(
      await t.db
        .select({ amount: tables.withdrawals.amount })
        .from(tables.withdrawals)
        .where(and(eq(tables.withdrawals.sellerId, ownerId), ne(tables.withdrawals.status, "failed"))),
    );
  const earned = sales.reduce((sum, row) => sum + row.amount - row.fee, 0);
  const commissions = sales.reduce((sum, row) => sum + row.commission, 0);
  const sellerRefunds = refunds.reduce((sum, row) => sum + row.sellerAmount, 0);
  const affiliateRefunds = refunds.reduce((sum, row) => sum + row.affiliateAmount, 0);
  const sellerBalance = await ledgerBalance(t.db, seller.user.id);
  const affiliateBalance = await ledgerBalance(t.db, affiliate.user.id);
  expect(earned - commissions - sellerRefunds - (await withdrawn(seller.user.id))).toBe(
    sellerBalance.available + sellerBalance.pending - sellerBalance.debt,
  );
  expect(commissions - affiliateRefunds - (await withdrawn(affiliate.user.id))).toBe(
    affiliateBalance.available + affiliateBalance.pending - affiliateBalance.debt,
  );
  // Each refund's parts add up to what the buyer got back.
  for (const refund of refunds) {
    expect(refund.sellerAmount + refund.affiliateAmount + refund.platformFeeAmount + refund.gatewayCostAmount).toBe(
      refund.amount,
    );
  }
  return { sellerBalance, affiliateBalance };
}

describe("the ledger identity with an affiliate", () => {
  it("holds over random sales, refunds, releases and withdrawals, for both people", async () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant("sale" as const), referred: fc.boolean() }),
      fc.record({ kind: fc.constant("refund" as const), admin: fc.boolean(), pick: fc.nat(), part: fc.boolean() }),
      fc.record({ kind: fc.constant("release" as const) }),
      fc.record({
        kind: fc.constant("withdraw" as const),
        affiliate: fc.boolean(),
        amount: fc.integer({ min: 50_000, max: 90_000 }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 90 }),
        fc.array(step, { minLength: 4, maxLength: 9 }),
        async (percent, steps) => {
          const { seller, product, affiliate, code } = await sellerAndAffiliate(percent, 200_000);
          const sales: string[] = [];
          let now = Date.now();
          for (const s of steps) {
            if (s.kind === "sale") sales.push(await sale(product.id, s.referred ? code : null));
            else if (s.kind === "refund" && sales.length > 0) {
              const id = sales[s.pick % sales.length] as string;
              const row = await transactionRow(t.db, id);
              const left = row.amount - row.refundedAmount;
              const amount = s.part && left > 2 ? Math.floor(left / 3) : undefined;
              const answer = await call(s.admin ? adminToken : seller.token, "POST", `/v1/transactions/${id}/refunds`, {
                amount,
                reason: "Acak",
              });
              expect([201, 422]).toContain(answer.statusCode);
            } else if (s.kind === "release") {
              now += 8 * DAY_MS;
              for (const owner of [seller, affiliate])
                await t.db.transaction((tx) => releaseDueSales(tx, owner.user.id, new Date(now)));
            } else if (s.kind === "withdraw") {
              const owner = s.affiliate ? affiliate : seller;
              const answer = await call(owner.token, "POST", "/v1/withdrawals", { amount: s.amount, simulated: true });
              expect([201, 409, 422]).toContain(answer.statusCode);
            }
            await expectIdentity(seller, affiliate);
          }
        },
      ),
      { numRuns: 10, endOnFailure: true },
    );
  }, 180_000);

  it("holds under 10 concurrent sales and refunds", async () => {
    const { seller, product, affiliate, code } = await sellerAndAffiliate(25);
    const earlier = [await sale(product.id, code), await sale(product.id, code), await sale(product.id, code)];
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => sale(product.id, code)),
      ...earlier.map((id) => call(seller.token, "POST", `/v1/transactions/${id}/refunds`, { reason: "Batal" })),
      ...earlier
        .slice(0, 2)
        .map((id) =>
          call(seller.token, "POST", `/v1/transactions/${id}/refunds`, { amount: 10_000, reason: "Sebagian" }),
        ),
    ]);
    for (const answer of answers.slice(5) as Array<{ statusCode: number }>)
      expect([201, 422]).toContain(answer.statusCode);
    const { affiliateBalance } = await expectIdentity(seller, affiliate);
    const [booked] = await t.db
      .select({ commission: sql<number>`sum(commission)::int`.mapWith(Number) })
      .from(tables.transactions)
      .where(eq(tables.transactions.sellerId, seller.user.id));
    // Eight sales of Rp80.000 at 25 %: Rp20.000 each, less what the three refunds took back in full.
    expect(booked?.commission).toBe(8 * 20_000);
    expect(affiliateBalance.pending + affiliateBalance.available).toBe(5 * 20_000);
  }, 60_000);
});
