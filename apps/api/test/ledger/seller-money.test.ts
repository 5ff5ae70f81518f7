import { randomUUID } from "node:crypto";
import { tables } from "@lapak/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { bearer, signUp } from "../helpers/accounts";
import {
  activatedSeller as activatedSellerOf,
  activationBody as activationBodyFor,
  creditAvailable as creditAvailableTo,
} from "../helpers/activation";
import { checkoutOk, payWithSandbox, publishDownload, sellerStore } from "../helpers/payments";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { uploadFile } from "../helpers/uploads";

const ADMIN_EMAIL = "admin.keuangan@lapak.id";
let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
  adminToken = (await signUp(t, { email: ADMIN_EMAIL, name: "Admin Lapak" })).token;
});
afterAll(() => t.close());

type Method = "GET" | "POST";
const call = (token: string | null, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, payload });

const creditAvailable = (sellerId: string, amount: number) => creditAvailableTo(t, sellerId, amount);
const activationBody = (token: string) => activationBodyFor(t, token);
const activatedSeller = () => activatedSellerOf(t, adminToken);

describe("account activation (KYC)", () => {
  it("goes from none to submitted to approved, with the NIK encrypted and masked", async () => {
    const seller = await sellerStore(t);
    expect((await call(seller.token, "GET", "/v1/account/activation")).json().data.status).toBe("none");

    const submitted = await call(seller.token, "POST", "/v1/account/activation", await activationBody(seller.token));
    expect(submitted.statusCode).toBe(201);
    expect(submitted.json().data).toMatchObject({
      status: "submitted",
      legalName: "Sari Wulandari",
      nikMasked: "3201••••••••0001",
      bankCode: "bca",
      bankAccountNumber: "•••• 7890",
      bankAccountName: "SARI WULANDARI",
    });
    const [row] = await t.db.select().from(tables.activations).where(eq(tables.activations.sellerId, seller.user.id));
    expect(JSON.stringify(row)).not.toContain("3201234567890001");
    expect(row.consentAt).toBeInstanceOf(Date);
    expect((await call(seller.token, "GET", "/v1/auth/me")).json().data.activation).toBe("submitted");
    expect(
      (await call(seller.token, "POST", "/v1/account/activation", await activationBody(seller.token))).statusCode,
    ).toBe(409);

    const queue = (await call(adminToken, "GET", "/v1/admin/activations")).json().data;
    expect(queue.map((a: { id: string }) => a.id)).toContain(row.id);
    const detail = (await call(adminToken, "GET", `/v1/admin/activations/${row.id}`)).json().data;
    expect(detail).toMatchObject({ nik: "3201234567890001", bankAccountNumber: "1234567890" });
    const photo = await call(adminToken, "GET", detail.idCardUrl);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers["content-type"]).toBe("image/jpeg");
    expect(photo.headers["cache-control"]).toContain("no-store");

    expect((await call(adminToken, "POST", `/v1/admin/activations/${row.id}/approve`)).statusCode).toBe(200);
    expect((await call(seller.token, "GET", "/v1/account/activation")).json().data.status).toBe("approved");
    expect(t.outbox.messages().some((m) => m.to === seller.email && m.kind === "activation-approved")).toBe(true);
    expect((await call(adminToken, "POST", `/v1/admin/activations/${row.id}/approve`)).statusCode).toBe(409);
  });

  it("tells a rejected seller why, by email too, and takes corrected data", async () => {
    const seller = await sellerStore(t);
    await call(seller.token, "POST", "/v1/account/activation", await activationBody(seller.token));
    const [row] = await t.db.select().from(tables.activations).where(eq(tables.activations.sellerId, seller.user.id));

    const rejected = await call(adminToken, "POST", `/v1/admin/activations/${row.id}/reject`, {
      reason: "Foto KTP buram",
    });
    expect(rejected.statusCode).toBe(200);
    expect((await call(seller.token, "GET", "/v1/account/activation")).json().data).toMatchObject({
      status: "rejected",
      reason: "Foto KTP buram",
    });
    const mail = t.outbox.messages().find((m) => m.to === seller.email && m.kind === "activation-rejected");
    expect(mail?.text).toContain("Foto KTP buram");

    const again = await call(seller.token, "POST", "/v1/account/activation", await activationBody(seller.token));
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toMatchObject({ status: "submitted", reason: null });
  });

  it("lets a rejected seller send corrected data with the photos already uploaded", async () => {
    const seller = await sellerStore(t);
    const body = await activationBody(seller.token);
    await call(seller.token, "POST", "/v1/account/activation", body);
    const [row] = await t.db.select().from(tables.activations).where(eq(tables.activations.sellerId, seller.user.id));
    await call(adminToken, "POST", `/v1/admin/activations/${row.id}/reject`, {
      reason: "Nama rekening tidak sama dengan KTP",
    });

    const view = (await call(seller.token, "GET", "/v1/account/activation")).json().data;
    expect(view).toMatchObject({ idCardFileId: body.idCardFileId, selfieFileId: body.selfieFileId });
    expect(JSON.stringify(view)).not.toContain("/v1/");
    const corrected = { ...body, idCardFileId: view.idCardFileId, selfieFileId: view.selfieFileId };
    expect((await call(seller.token, "POST", "/v1/account/activation", corrected)).statusCode).toBe(201);
  });

  it("refuses bad data with Indonesian field errors and changes nothing", async () => {
    const seller = await sellerStore(t);
    const other = await sellerStore(t);
    const body = await activationBody(seller.token);
    const pdf = await uploadFile(t, seller.token, { name: "ktp.jpg", mime: "image/jpeg" });
    const foreign = await activationBody(other.token);

    const cases: [object, string, string][] = [
      [{ ...body, nik: "12345" }, "nik", "NIK harus 16 digit angka"],
      [{ ...body, nik: "0001234567890001" }, "nik", "NIK tidak valid"],
      [{ ...body, consent: false }, "consent", "Centang persetujuan untuk melanjutkan"],
      [{ ...body, bankCode: "bank-antah" }, "bankCode", "Pilih bank"],
      [{ ...body, idCardFileId: pdf.id }, "idCardFileId", "Foto KTP tidak ditemukan, unggah lagi"],
      [{ ...body, selfieFileId: foreign.selfieFileId }, "selfieFileId", "Swafoto tidak ditemukan, unggah lagi"],
    ];
    for (const [payload, field, message] of cases) {
      const response = await call(seller.token, "POST", "/v1/account/activation", payload);
      expect(response.statusCode, field).toBe(422);
      expect(response.json().errors[field]).toEqual([message]);
    }
    expect((await call(seller.token, "GET", "/v1/account/activation")).json().data).toMatchObject({
      status: "none",
      idCardFileId: null,
    });
  });

  it("keeps KYC data and photos from everyone but admins", async () => {
    const seller = await sellerStore(t);
    const snoop = await sellerStore(t);
    await call(seller.token, "POST", "/v1/account/activation", await activationBody(seller.token));
    const [row] = await t.db.select().from(tables.activations).where(eq(tables.activations.sellerId, seller.user.id));

    for (const url of [
      "/v1/admin/activations",
      `/v1/admin/activations/${row.id}`,
      `/v1/admin/activations/${row.id}/photos/id-card`,
      `/v1/admin/activations/${row.id}/photos/selfie`,
    ]) {
      expect((await call(seller.token, "GET", url)).statusCode, url).toBe(403);
      expect((await call(snoop.token, "GET", url)).statusCode, url).toBe(403);
      expect((await call(null, "GET", url)).statusCode, url).toBe(401);
    }
    expect((await call(snoop.token, "POST", `/v1/admin/activations/${row.id}/approve`)).statusCode).toBe(403);
    // The photos are private files: no image URL serves them.
    expect((await call(null, "GET", `/v1/images/${row.idCardMediaId}`)).statusCode).toBe(404);
    expect((await call(snoop.token, "GET", "/v1/account/activation")).json().data.status).toBe("none");
  });
});

describe("withdrawals", () => {
  it("needs an approved activation", async () => {
    const seller = await sellerStore(t);
    await creditAvailable(seller.user.id, 100_000);
    const response = await call(seller.token, "POST", "/v1/withdrawals", { amount: 60_000 });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("Aktivasi akun dulu sebelum menarik saldo.");
  });

  it("moves money to withdrawn, then paid keeps it and failed returns it, with emails", async () => {
    const seller = await activatedSeller();
    await creditAvailable(seller.user.id, 150_000);

    const requested = await call(seller.token, "POST", "/v1/withdrawals", { amount: 100_000 });
    expect(requested.statusCode).toBe(201);
    expect(requested.json().data).toMatchObject({ amount: 100_000, status: "pending", bankAccountNumber: "•••• 7890" });
    let balance = (await call(seller.token, "GET", "/v1/balance")).json().data;
    expect(balance).toMatchObject({
      available: 50_000,
      withdrawable: 50_000,
      withdrawn: 100_000,
      totalEarned: 150_000,
    });

    // One pending at a time.
    expect((await call(seller.token, "POST", "/v1/withdrawals", { amount: 50_000 })).statusCode).toBe(409);

    const queue = (await call(adminToken, "GET", "/v1/admin/withdrawals")).json().data;
    const mine = queue.find((w: { id: string }) => w.id === requested.json().data.id);
    expect(mine).toMatchObject({ bankAccountNumber: "1234567890", sellerEmail: seller.email });
    const paid = await call(adminToken, "POST", `/v1/admin/withdrawals/${mine.id}/paid`, {
      reference: "TRF-20261124-001",
    });
    expect(paid.statusCode).toBe(200);
    expect(
      (await call(adminToken, "POST", `/v1/admin/withdrawals/${mine.id}/failed`, { reason: "Salah" })).statusCode,
    ).toBe(409);
    expect(t.outbox.messages().find((m) => m.to === seller.email && m.kind === "withdrawal-paid")?.text).toContain(
      "TRF-20261124-001",
    );

    const second = (await call(seller.token, "POST", "/v1/withdrawals", { amount: 50_000 })).json().data;
    const failed = await call(adminToken, "POST", `/v1/admin/withdrawals/${second.id}/failed`, {
      reason: "Nomor rekening tidak aktif",
    });
    expect(failed.statusCode).toBe(200);
    balance = (await call(seller.token, "GET", "/v1/balance")).json().data;
    expect(balance).toMatchObject({ available: 50_000, withdrawable: 50_000, withdrawn: 100_000 });
    expect(t.outbox.messages().find((m) => m.to === seller.email && m.kind === "withdrawal-failed")?.text).toContain(
      "Nomor rekening tidak aktif",
    );

    const history = (await call(seller.token, "GET", "/v1/withdrawals")).json();
    expect(history.data.map((w: { status: string }) => w.status)).toEqual(["failed", "paid"]);
    const ledger = (await call(seller.token, "GET", "/v1/balance/ledger?perPage=100")).json().data;
    const sum = (bucket: string) =>
      ledger
        .filter((e: { bucket: string }) => e.bucket === bucket)
        .reduce((s: number, e: { amount: number }) => s + e.amount, 0);
    expect([sum("available"), sum("pending"), sum("withdrawn")]).toEqual([50_000, 0, 100_000]);
    expect(ledger.map((e: { kind: string }) => e.kind)).toEqual(
      expect.arrayContaining(["sale", "release", "withdrawal", "return"]),
    );
  });

  it("refuses less than Rp50.000 and more than the withdrawable balance, clearly", async () => {
    const seller = await activatedSeller();
    await creditAvailable(seller.user.id, 80_000);

    const small = await call(seller.token, "POST", "/v1/withdrawals", { amount: 10_000 });
    expect(small.statusCode).toBe(422);
    expect(small.json().errors.amount).toEqual(["Minimal penarikan Rp50.000"]);
    const big = await call(seller.token, "POST", "/v1/withdrawals", { amount: 90_000 });
    expect(big.statusCode).toBe(422);
    expect(big.json().errors.amount).toEqual(["Jumlah melebihi saldo yang bisa ditarik (Rp80.000)."]);
    expect((await call(seller.token, "GET", "/v1/withdrawals")).json().data).toEqual([]);
  });

  it("never withdraws money paid through the sandbox gateway", async () => {
    const seller = await activatedSeller();
    const product = await publishDownload(t, seller, { price: 100_000 });
    const sale = await checkoutOk(t, product.id);
    await payWithSandbox(t, sale.id);
    await t.db
      .update(tables.ledgerEntries)
      .set({ availableAt: new Date(Date.now() - 1000) })
      .where(eq(tables.ledgerEntries.sellerId, seller.user.id));

    const balance = (await call(seller.token, "GET", "/v1/balance")).json().data;
    expect(balance.available).toBeGreaterThan(50_000);
    expect(balance.withdrawable).toBe(0);
    const response = await call(seller.token, "POST", "/v1/withdrawals", { amount: 50_000 });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.amount).toEqual(["Saldo yang bisa ditarik Rp0, kurang dari minimal Rp50.000."]);
  });

  it("keeps sellers and non-admins out of each other's withdrawals", async () => {
    const a = await activatedSeller();
    const b = await sellerStore(t);
    await creditAvailable(a.user.id, 70_000);
    const w = (await call(a.token, "POST", "/v1/withdrawals", { amount: 60_000 })).json().data;

    expect((await call(b.token, "GET", "/v1/withdrawals")).json().data).toEqual([]);
    expect((await call(b.token, "GET", "/v1/balance/ledger")).json().data).toEqual([]);
    expect((await call(b.token, "GET", "/v1/admin/withdrawals")).statusCode).toBe(403);
    expect((await call(a.token, "POST", `/v1/admin/withdrawals/${w.id}/paid`, { reference: "X-123" })).statusCode).toBe(
      403,
    );
    expect(
      (await call(adminToken, "POST", `/v1/admin/withdrawals/${randomUUID()}/paid`, { reference: "X-123" })).statusCode,
    ).toBe(404);
  });

  it.runIf(inject("testEngine") === "postgres")(
    "cannot overdraw under 20 concurrent requests (PostgreSQL)",
    async () => {
      const seller = await activatedSeller();
      await creditAvailable(seller.user.id, 120_000);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => call(seller.token, "POST", "/v1/withdrawals", { amount: 60_000 })),
      );
      expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
      const balance = (await call(seller.token, "GET", "/v1/balance")).json().data;
      expect(balance).toMatchObject({ available: 60_000, withdrawn: 60_000 });
      expect(balance.available).toBeGreaterThanOrEqual(0);
    },
  );
});

describe("feedback", () => {
  it("reaches the admins with who sent it and from which page", async () => {
    const seller = await sellerStore(t);
    const sent = await call(seller.token, "POST", "/v1/feedback", {
      message: "Tolong tambah metode OVO",
      page: "/dashboard/sales",
    });
    expect(sent.statusCode).toBe(201);
    expect((await call(seller.token, "POST", "/v1/feedback", { message: "" })).statusCode).toBe(422);
    expect((await call(null, "POST", "/v1/feedback", { message: "Halo semua" })).statusCode).toBe(401);
    expect((await call(seller.token, "GET", "/v1/admin/feedback")).statusCode).toBe(403);

    const list = (await call(adminToken, "GET", "/v1/admin/feedback")).json().data;
    expect(list[0]).toMatchObject({
      message: "Tolong tambah metode OVO",
      page: "/dashboard/sales",
      email: seller.email,
    });
  });
});

describe("GET /v1/account/checklist", () => {
  it("ticks each step from real state, the shared link included", async () => {
    const seller = await sellerStore(t);
    const checklist = async () => (await call(seller.token, "GET", "/v1/account/checklist")).json().data;
    expect(await checklist()).toEqual({
      profileComplete: false,
      hasProduct: false,
      hasSale: false,
      activated: false,
      storeLinkShared: false,
    });

    const product = await publishDownload(t, seller, { price: 0 });
    await checkoutOk(t, product.id, { paymentMethod: undefined });
    expect((await call(seller.token, "POST", "/v1/account/store-link-shared")).statusCode).toBe(204);

    expect(await checklist()).toMatchObject({ hasProduct: true, hasSale: true, storeLinkShared: true });
    expect((await call(null, "GET", "/v1/account/checklist")).statusCode).toBe(401);
  });
});
