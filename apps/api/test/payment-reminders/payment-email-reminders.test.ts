/**
 * A pending virtual account or QRIS payment gets one email reminder before it expires (a scheduled
 * job, like the WhatsApp reminder; transactional, so without marketing consent), and the email
 * sent when it expires offers **Pesan Ulang** (DESIGN §5).
 */
import { tables } from "@lapak/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { remindPendingPaymentEmails } from "../../src/modules/payment-reminders/remind-pending-payment-emails";
import { expireTransactions } from "../../src/modules/payment-webhooks/expire-transactions";
import { uniqueEmail } from "../helpers/accounts";
import { checkoutOk, mailsTo, sellerWithDownload, transactionRow } from "../helpers/payments";
import { createTestApp, TEST_APP_URL, type TestApp } from "../helpers/test-app";

const MINUTE_MS = 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const deps = () => ({ db: t.db, config: t.config, jobs: t.app.jobs });

/** Runs the reminder job as if it were `minutes` before the payment of `id` expires. */
async function remindBefore(id: string, minutes: number) {
  const { expiresAt } = await transactionRow(t.db, id);
  if (!expiresAt) throw new Error("no deadline");
  await remindPendingPaymentEmails(deps(), { now: new Date(expiresAt.getTime() - minutes * MINUTE_MS) });
  await t.app.jobs.drain();
}

describe("pending payment emails", () => {
  it("reminds a pending QRIS payment once, shortly before it expires, without marketing consent", async () => {
    const { product } = await sellerWithDownload(t);
    const email = uniqueEmail("wulan");
    const sale = await checkoutOk(t, product.id, { email, paymentMethod: "qris", marketingConsent: false });

    await remindBefore(sale.id, t.config.paymentReminderMinutes + 5);
    expect(mailsTo(t, email, "payment-reminder")).toHaveLength(0);

    await remindBefore(sale.id, 10);
    await remindBefore(sale.id, 5);
    const reminders = mailsTo(t, email, "payment-reminder");
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.text).toContain(`menunggu pembayaran Rp${sale.amount.toLocaleString("id-ID")} lewat QRIS`);
    expect(reminders[0]?.text).toContain(`${TEST_APP_URL}/payment/${sale.id}`);
  });

  it("reminds a pending virtual account too, but not an e-wallet payment", async () => {
    const { product } = await sellerWithDownload(t);
    const va = uniqueEmail("joko");
    const wallet = uniqueEmail("dewi");
    const bca = await checkoutOk(t, product.id, { email: va, paymentMethod: "bca_va" });
    const dana = await checkoutOk(t, product.id, { email: wallet, paymentMethod: "dana" });
    await remindBefore(bca.id, 10);
    await remindBefore(dana.id, 1);
    expect(mailsTo(t, va, "payment-reminder")).toHaveLength(1);
    expect(mailsTo(t, wallet, "payment-reminder")).toHaveLength(0);
  });

  it("emails an expired QRIS payment once, with Pesan Ulang to the product's checkout", async () => {
    const { product } = await sellerWithDownload(t);
    const email = uniqueEmail("sari");
    const sale = await checkoutOk(t, product.id, { email, paymentMethod: "qris" });
    await t.db
      .update(tables.transactions)
      .set({ expiresAt: new Date(Date.now() - MINUTE_MS) })
      .where(eq(tables.transactions.id, sale.id));

    await expireTransactions(deps());
    await expireTransactions(deps());
    await t.app.jobs.drain();
    const expired = mailsTo(t, email, "payment-expired");
    expect(expired).toHaveLength(1);
    expect(expired[0]?.text).toContain(`Pesan Ulang: ${TEST_APP_URL}/checkout/${product.id}`);
  });
});
