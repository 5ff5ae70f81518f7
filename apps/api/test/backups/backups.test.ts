/**
 * Backups a self-hoster can restore (ADR 0018): an archive made through the API, restored by the
 * restore command into a new DATA_DIR (and, on PostgreSQL, a new database), serves the same store.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Database, migrateDatabase, openDatabase } from "@lapak/db";
import type { Transaction } from "@lapak/shared/schemas/transaction";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { restoreBackup } from "../../src/modules/backups/restore-backup";
import { bearer, PASSWORD, signUp, uniqueEmail } from "../helpers/accounts";
import { activatedSeller, creditAvailable } from "../helpers/activation";
import { checkoutOk, payWithSandbox, publishDownload } from "../helpers/payments";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { uploadFile } from "../helpers/uploads";

const ADMIN = uniqueEmail("admin");
const PASSPHRASE = "kata-sandi-cadangan-yang-panjang";
const ENV = { ADMIN_EMAILS: ADMIN, BACKUP_PASSPHRASE: PASSPHRASE };

let t: TestApp;
let adminToken: string;
const temp = mkdtempSync(join(tmpdir(), "lapak-restore-"));
beforeAll(async () => {
  t = await createTestApp({ env: ENV });
  adminToken = (await signUp(t, { email: ADMIN })).token;
});
afterAll(async () => {
  await t.close();
  rmSync(temp, { recursive: true, force: true });
});

const call = (app: TestApp, token: string, method: "GET" | "POST", url: string, payload?: object) =>
  app.app.inject({ method, url, headers: bearer(token), payload });

/** What a seller sees of their money and buyers, read through the API. */
async function sellerView(app: TestApp, token: string) {
  const read = async (url: string) => {
    const response = await call(app, token, "GET", url);
    expect(response.statusCode, url).toBe(200);
    return response.json();
  };
  return {
    sales: await read("/v1/transactions?perPage=100"),
    customers: await read("/v1/customers?perPage=100"),
    balance: (await read("/v1/balance")).data,
    ledger: await read("/v1/balance/ledger?perPage=100"),
    withdrawals: await read("/v1/withdrawals"),
  };
}

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: inject("testDatabaseUrl") as string });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const dropDatabase = (url: string) =>
  adminQuery(`DROP DATABASE IF EXISTS ${new URL(url).pathname.slice(1)} WITH (FORCE)`);

/** A new empty database on the test PostgreSQL server; its URL. */
async function newPostgresDatabase(): Promise<string> {
  const adminUrl = inject("testDatabaseUrl") as string;
  const name = `lapak_restore_${randomBytes(5).toString("hex")}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

describe("backup and restore", () => {
  it("restores a store with sales, a paid withdrawal and files into a new DATA_DIR, the same in every view", async () => {
    const seller = await activatedSeller(t, adminToken);
    const file = await uploadFile(t, seller.token, { name: "Panduan.pdf", bytes: randomBytes(48 * 1024) });
    const product = await publishDownload(t, seller, { files: [file] });
    const pending = await checkoutOk(t, product.id);
    const paid: Transaction = (await payWithSandbox(t, pending.id)).json().data;
    expect(paid.status).toBe("paid");
    await creditAvailable(t, seller.user.id, 150_000);
    const withdrawal = (await call(t, seller.token, "POST", "/v1/withdrawals", { amount: 100_000 })).json().data;
    const settled = await call(t, adminToken, "POST", `/v1/admin/withdrawals/${withdrawal.id}/paid`, {
      reference: "TRF-CADANGAN-001",
    });
    expect(settled.statusCode).toBe(200);
    const before = await sellerView(t, seller.token);
    expect(before.sales.data).toHaveLength(1);
    expect(before.withdrawals.data[0]).toMatchObject({ status: "paid" });

    // A seller may not make or see backups.
    expect((await call(t, seller.token, "POST", "/v1/admin/backups")).statusCode).toBe(403);
    expect((await call(t, seller.token, "GET", "/v1/admin/backups")).statusCode).toBe(403);

    const made = await call(t, adminToken, "POST", "/v1/admin/backups");
    expect(made.statusCode).toBe(201);
    const backup = made.json().data;
    expect(backup).toMatchObject({ id: expect.stringMatching(/^lapak-backup-/), file: `${backup.id}.tar.enc` });
    expect(backup.bytes).toBeGreaterThan(48 * 1024);
    expect(Date.now() - Date.parse(backup.createdAt)).toBeLessThan(60_000);
    const archive = join(t.config.backups.dir, backup.file);
    expect(readFileSync(archive).subarray(0, 8).toString()).toBe("LAPAKENC");
    // The KYC photos and the product file are in there, but not readable without the passphrase.
    expect(readFileSync(archive).includes(file.bytes.subarray(0, 64))).toBe(false);

    const listed = (await call(t, adminToken, "GET", "/v1/admin/backups")).json().data;
    expect(listed.backups[0]).toMatchObject({ id: backup.id, bytes: backup.bytes, encrypted: true });
    expect(listed.lastGoodAt).toBe(backup.createdAt);
    const downloaded = await call(t, adminToken, "GET", listed.backups[0].downloadUrl);
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.rawPayload.equals(readFileSync(archive))).toBe(true);
    // The link needs an admin session and its signature.
    expect((await call(t, seller.token, "GET", listed.backups[0].downloadUrl)).statusCode).toBe(403);
    // Its first character changed (to another one: "0" over a signature starting with "0" was no change).
    const tampered = listed.backups[0].downloadUrl.replace(/signature=(.)/, (_: string, first: string) =>
      first === "0" ? "signature=1" : "signature=0",
    );
    expect((await call(t, adminToken, "GET", tampered)).statusCode).toBe(403);

    // Stop; restore into a new DATA_DIR (and an empty database on PostgreSQL); start.
    await t.close();
    const dataDir = join(temp, "data");
    const postgres = inject("testEngine") === "postgres";
    const databaseUrl = postgres ? await newPostgresDatabase() : undefined;
    const report = await restoreBackup({
      archive: downloadedCopy(downloaded.rawPayload, backup.file),
      dataDir,
      databaseUrl,
      passphrase: PASSPHRASE,
      force: false,
    });
    expect(report.counts.transactions).toBe(report.manifest.counts.transactions);
    let database: Database;
    if (databaseUrl) database = await openDatabase({ url: databaseUrl, poolSize: 4 });
    else database = await openDatabase({ dataDir: join(dataDir, "db") });
    await migrateDatabase(database);
    t = await createTestApp({ env: { ...ENV, DATA_DIR: dataDir }, database });
    try {
      const signedIn = await t.app.inject({
        method: "POST",
        url: "/v1/auth/login",
        payload: { email: seller.email, password: PASSWORD },
      });
      expect(signedIn.statusCode).toBe(200);
      const after = await sellerView(t, signedIn.json().data.token);
      expect(after).toEqual(before);

      const order: Transaction = (await t.app.inject({ method: "GET", url: `/v1/transactions/${paid.id}` })).json()
        .data;
      const bought = await t.app.inject({ method: "GET", url: order.delivery?.files[0]?.url ?? "" });
      expect(bought.statusCode).toBe(200);
      expect(bought.rawPayload.equals(file.bytes)).toBe(true);
    } finally {
      await t.close();
      await database.close();
      if (databaseUrl) await dropDatabase(databaseUrl);
    }
    t = await createTestApp({ env: ENV });
    // A dump, an archive flushed to disk, a new database and a restore: a few seconds, many times
    // that while another process keeps the disk busy — disk-bound, so a disk-sized limit.
  }, 60_000);
});

/** The downloaded archive, saved where an operator would put it. */
function downloadedCopy(bytes: Buffer, name: string): string {
  const path = join(temp, name);
  writeFileSync(path, bytes);
  return path;
}
