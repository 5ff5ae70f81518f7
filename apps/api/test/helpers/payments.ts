/**
 * Checkout and payment steps the API tests repeat (checkout, webhooks, money, downloads, and the
 * Midtrans/Xendit adapter tests). Everything goes through the real app (`inject`) and database.
 *
 * - `sellerWithDownload(t)` — a verified seller with a username and a published paid digital
 *   download carrying one real file (its bytes are returned, to compare with a download);
 * - `publishDownload` / `publishLeadMagnet` — more products for that seller;
 * - `checkout(t, body, { idempotencyKey })` — `POST /v1/transactions`, the raw response;
 *   `checkoutOk(t, productId, overrides)` — the same, asserting 201, returning the transaction
 *   with its stored fee parts and net (the buyer's answer leaves them out);
 * - `sandboxNotification(t, {...})` + `deliverNotification(t, n)` — a sandbox-signed notification and
 *   its delivery to `POST /v1/webhooks/payments/sandbox`; `payWithSandbox(t, id)` uses the pay button;
 * - `balanceOf`, `ledgerOf`, `eventsOf`, `transactionRow`, `waitForMail` — reading the outcome.
 */
import { randomBytes } from "node:crypto";
import { type Db, tables } from "@lapak/db";
import type { Balance, CheckoutInput, SellerTransaction, Transaction } from "@lapak/shared/schemas/transaction";
import { asc, eq } from "drizzle-orm";
import { vi } from "vitest";
import type { MailMessage } from "../../src/integrations/mail/mailer";
import { signedSandboxNotification } from "../../src/integrations/payments/sandbox";
import { bearer, type SignedUp, signUp, uniqueEmail } from "./accounts";
import type { TestApp } from "./test-app";
import { type UploadedTestFile, uploadFile } from "./uploads";

export interface Seller extends SignedUp {
  username: string;
}

export interface TestProduct {
  id: string;
  title: string;
  /** Rupiah. */
  price: number;
  files: UploadedTestFile[];
}

/** A verified seller with a storefront username. */
export async function sellerStore(t: TestApp, { name = "Sari Wulandari" } = {}): Promise<Seller> {
  const seller = await signUp(t, { name });
  const username = `toko_${randomBytes(4).toString("hex")}`;
  const response = await t.app.inject({
    method: "PUT",
    url: "/v1/auth/profile",
    headers: bearer(seller.token),
    payload: { username },
  });
  if (response.statusCode !== 200) throw new Error(`profile failed: ${response.body}`);
  return { ...seller, username };
}

/** Creates a digital download of `seller` (published, Rp49.000, one file unless `files` is given). */
export async function publishDownload(
  t: TestApp,
  seller: Pick<Seller, "token">,
  overrides: {
    price?: number;
    title?: string;
    status?: "draft" | "published";
    thankYouMessage?: string;
    /** "Wajibkan nomor WhatsApp". */
    requirePhone?: boolean;
    /** "Tandai PDF dengan email pembeli" (on unless `false`). */
    stampPdf?: boolean;
    files?: UploadedTestFile[];
    /** More body fields (ADR 0019: `compareAtPrice`, `pricing`, `minimumPrice`, `orderBump` …). */
    extra?: Record<string, unknown>;
  } = {},
): Promise<TestProduct> {
  const files = overrides.files ?? [
    await uploadFile(t, seller.token, { name: "Resep Nusantara.pdf", bytes: randomBytes(4096) }),
  ];
  const title = overrides.title ?? "E-book Resep Nusantara";
  const price = overrides.price ?? 49_000;
  const response = await t.app.inject({
    method: "POST",
    url: "/v1/product/digital-downloads",
    headers: bearer(seller.token),
    payload: {
      title,
      description: "<p>Resep warisan</p>",
      price,
      fileIds: files.map((file) => file.id),
      status: overrides.status ?? "published",
      thankYouMessage: overrides.thankYouMessage ?? "Terima kasih! Selamat memasak.",
      ...(overrides.requirePhone === undefined ? {} : { requirePhone: overrides.requirePhone }),
      ...(overrides.stampPdf === undefined ? {} : { stampPdf: overrides.stampPdf }),
      ...overrides.extra,
    },
  });
  if (response.statusCode !== 201) throw new Error(`create download failed: ${response.body}`);
  return { id: response.json().data.id, title, price, files };
}

/** Creates a published collect-email product (lead magnet) with a reward link and one file. */
export async function publishLeadMagnet(
  t: TestApp,
  seller: Pick<Seller, "token">,
  { title = "Checklist Jualan Gratis", rewardUrl = "https://contoh.id/hadiah" } = {},
): Promise<TestProduct> {
  const file = await uploadFile(t, seller.token, { name: "Checklist.pdf" });
  const response = await t.app.inject({
    method: "POST",
    url: "/v1/product/collect-emails",
    headers: bearer(seller.token),
    payload: {
      title,
      description: "<p>Gratis</p>",
      fileIds: [file.id],
      rewardUrl,
      thankYouMessage: "Selamat menikmati hadiahnya!",
      status: "published",
    },
  });
  if (response.statusCode !== 201) throw new Error(`create lead magnet failed: ${response.body}`);
  return { id: response.json().data.id, title, price: 0, files: [file] };
}

/** A fresh seller with one published paid download (Rp49.000 unless `price`). */
export async function sellerWithDownload(t: TestApp, options: { price?: number; title?: string } = {}) {
  const seller = await sellerStore(t);
  const product = await publishDownload(t, seller, options);
  return { seller, product };
}

/** A buyer's checkout fields: a new email each call, WhatsApp as typed (`08…`). */
export function buyer(overrides: Partial<CheckoutInput> = {}) {
  return { name: "Budi Santoso", email: uniqueEmail("budi"), phone: "081234567890", ...overrides };
}

/** `POST /v1/transactions` with `body`, optionally an `Idempotency-Key` and a bearer token. */
export function checkout(
  t: TestApp,
  body: Partial<CheckoutInput>,
  { idempotencyKey, token }: { idempotencyKey?: string; token?: string } = {},
) {
  return t.app.inject({
    method: "POST",
    url: "/v1/transactions",
    headers: { ...(idempotencyKey && { "idempotency-key": idempotencyKey }), ...(token && bearer(token)) },
    payload: body,
  });
}

/** A checkout's answer plus the money the buyer's answer leaves out, as stored (what the seller sees). */
export type CheckedOut = Transaction & Pick<SellerTransaction, "fee" | "feeDetail" | "sellerNet">;

/**
 * Checks out `productId` (QRIS and a fresh buyer unless overridden) and returns the 201 transaction
 * with its stored `fee`, `feeDetail` and `sellerNet` added (the buyer's answer never carries them).
 */
export async function checkoutOk(
  t: TestApp,
  productId: string,
  overrides: Partial<CheckoutInput> = {},
): Promise<CheckedOut> {
  const response = await checkout(t, { productId, paymentMethod: "qris", ...buyer(), ...overrides });
  if (response.statusCode !== 201) throw new Error(`checkout failed: ${response.statusCode} ${response.body}`);
  const transaction: Transaction = response.json().data;
  const row = await transactionRow(t.db, transaction.id);
  return {
    ...transaction,
    fee: row.fee,
    feeDetail: { platform: row.platformFee, method: row.methodFee },
    sellerNet: row.sellerNet,
  };
}

/** A notification signed with the test app's SANDBOX_WEBHOOK_SECRET (`{ rawBody, signature }`). */
export function sandboxNotification(
  t: Pick<TestApp, "config">,
  input: { transactionId: string; amount: number; status?: "paid" | "expired" | "failed"; eventId?: string },
) {
  return signedSandboxNotification(t.config.sandboxWebhookSecret, { status: "paid", ...input });
}

/** Delivers a notification to `POST /v1/webhooks/payments/{gateway}` (raw body, `x-signature`). */
export function deliverNotification(
  t: TestApp,
  notification: { rawBody: string; signature?: string },
  { gateway = "sandbox", headers = {} }: { gateway?: string; headers?: Record<string, string> } = {},
) {
  return t.app.inject({
    method: "POST",
    url: `/v1/webhooks/payments/${gateway}`,
    headers: {
      "content-type": "application/json",
      ...(notification.signature && { "x-signature": notification.signature }),
      ...headers,
    },
    payload: notification.rawBody,
  });
}

/** Presses the sandbox's "Simulasikan Pembayaran" (`POST /v1/payments/sandbox/{id}/pay`). */
export function payWithSandbox(t: TestApp, transactionId: string, status?: "paid" | "expired" | "failed") {
  return t.app.inject({
    method: "POST",
    url: `/v1/payments/sandbox/${transactionId}/pay`,
    ...(status && { payload: { status } }),
  });
}

/** `GET /v1/transactions/{id}` (public, or as `token`'s user). */
export function fetchTransaction(t: TestApp, id: string, token?: string) {
  return t.app.inject({ method: "GET", url: `/v1/transactions/${id}`, headers: token ? bearer(token) : {} });
}

/** `GET /v1/balance` of `token`'s seller. */
export async function balanceOf(t: TestApp, token: string): Promise<Balance> {
  const response = await t.app.inject({ method: "GET", url: "/v1/balance", headers: bearer(token) });
  if (response.statusCode !== 200) throw new Error(`balance failed: ${response.body}`);
  return response.json().data;
}

/** Every ledger row of `sellerId`, oldest first. */
export function ledgerOf(db: Db, sellerId: string) {
  return db
    .select()
    .from(tables.ledgerEntries)
    .where(eq(tables.ledgerEntries.sellerId, sellerId))
    .orderBy(asc(tables.ledgerEntries.createdAt));
}

/** Every inbox row about `transactionId`. */
export function eventsOf(db: Db, transactionId: string) {
  return db.select().from(tables.paymentEvents).where(eq(tables.paymentEvents.transactionId, transactionId));
}

/** The stored row of a transaction (stored status, not the derived one). */
export async function transactionRow(db: Db, id: string) {
  const [row] = await db.select().from(tables.transactions).where(eq(tables.transactions.id, id));
  if (!row) throw new Error(`no transaction ${id}`);
  return row;
}

/** Mail to `to` of `kind` (`receipt`, `new_sale`); sale emails go out just after the answer. */
export function mailsTo(t: TestApp, to: string, kind: string): MailMessage[] {
  return t.outbox.messages().filter((message) => message.to === to && message.kind === kind);
}

/** Waits until `count` mails of `kind` reached `to` (sale emails are sent after the answer). */
export async function waitForMail(t: TestApp, to: string, kind: string, count = 1): Promise<MailMessage[]> {
  return vi.waitFor(
    () => {
      const found = mailsTo(t, to, kind);
      if (found.length < count) throw new Error(`${found.length} ${kind} mail(s) to ${to}`);
      return found;
    },
    { timeout: 5000, interval: 20 },
  );
}

/** The user id of the seller whose username is `username` (what `seedSales` and direct queries take). */
export async function sellerIdOf(db: Db, username: string): Promise<string> {
  const [row] = await db.select({ id: tables.users.id }).from(tables.users).where(eq(tables.users.username, username));
  if (!row) throw new Error(`No seller with the username "${username}"`);
  return row.id;
}
