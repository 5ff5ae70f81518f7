/**
 * The seller's Penjualan and Pelanggan screens' API (DASHBOARD-UX §3, §4, §11): the sales summary,
 * the seller's money view and the buyer's view without it, one sale's detail, the customers' new
 * fields, and the CSV exports (content, quoting, filters, seller scoping).
 */
import { tables } from "@lapak/db";
import { formatWibStamp, wibDay } from "@lapak/shared/date";
import type { SellerTransaction } from "@lapak/shared/schemas/transaction";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, uniqueEmail } from "../helpers/accounts";
import { csvObjects, parseCsv } from "../helpers/csv";
import {
  checkoutOk,
  fetchTransaction,
  payWithSandbox,
  publishDownload,
  publishLeadMagnet,
  type Seller,
  sellerStore,
} from "../helpers/payments";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;

async function pay(id: string, status?: "paid" | "expired" | "failed") {
  const response = await payWithSandbox(t, id, status);
  if (response.statusCode !== 200) throw new Error(`pay failed: ${response.body}`);
  return response.json().data;
}

const get = (url: string, token?: string) => t.app.inject({ method: "GET", url, headers: token ? bearer(token) : {} });

/**
 * A seller with an e-book (Rp100.000), a class (Rp49.000) and a lead magnet; Budi pays the e-book
 * with QRIS and signs up for the lead magnet, Sari pays the class by BCA VA, Citra leaves a GoPay
 * payment pending, Dodi's class payment expires.
 */
async function shop() {
  const seller = await sellerStore(t);
  const ebook = await publishDownload(t, seller, { price: 100_000, title: "E-book Resep Nusantara" });
  const kelas = await publishDownload(t, seller, { price: 49_000, title: "Kelas Foto Produk" });
  const lead = await publishLeadMagnet(t, seller, { title: "Checklist Jualan Gratis" });
  const budi = uniqueEmail("budi");
  const sari = uniqueEmail("sari");
  const qris = await checkoutOk(t, ebook.id, { name: "Budi Santoso", email: budi, paymentMethod: "qris" });
  await pay(qris.id);
  const va = await checkoutOk(t, kelas.id, { name: "Sari Wulandari", email: sari, paymentMethod: "bca_va" });
  await pay(va.id);
  const pending = await checkoutOk(t, ebook.id, { name: "Citra Lestari", paymentMethod: "gopay" });
  const expired = await checkoutOk(t, kelas.id, { name: "Dodi Pratama" });
  await pay(expired.id, "expired");
  const signUp = await checkoutOk(t, lead.id, {
    name: "Budi Santoso",
    email: budi,
    phone: undefined,
    paymentMethod: undefined,
  });
  return { seller, ebook, kelas, lead, budi, sari, qris, va, pending, expired, signUp };
}

async function list(seller: Seller, query = "") {
  const response = await get(`/v1/transactions${query}`, seller.token);
  expect(response.statusCode, query).toBe(200);
  return response.json();
}

describe("sales summary (meta.summary)", () => {
  it("sums the paid sales of the filter, counts sign-ups apart, and its net equals the ledger's credit", async () => {
    const s = await shop();

    const all = await list(s.seller);
    expect(all.meta.total).toBe(5);
    // Rp100.000 by QRIS: −5.000 Lapak, −700 QRIS = 94.300; Rp49.000 by VA: −2.450, −4.000 = 42.550.
    expect(all.meta.summary).toEqual({
      paidCount: 2,
      freeCount: 1,
      amount: 149_000,
      fee: 5700 + 6450,
      sellerNet: 94_300 + 42_550,
      refundedAmount: 0,
    });
    const ledger = await t.db
      .select()
      .from(tables.ledgerEntries)
      .where(and(eq(tables.ledgerEntries.sellerId, s.seller.user.id), eq(tables.ledgerEntries.kind, "sale")));
    expect(ledger.reduce((sum, row) => sum + row.amount, 0)).toBe(all.meta.summary.sellerNet);

    expect((await list(s.seller, `?productId=${s.ebook.id}`)).meta.summary).toEqual({
      paidCount: 1,
      freeCount: 0,
      amount: 100_000,
      fee: 5700,
      sellerNet: 94_300,
      refundedAmount: 0,
    });
    expect((await list(s.seller, "?status=paid&q=sari")).meta.summary).toMatchObject({ paidCount: 1, amount: 49_000 });
    expect((await list(s.seller, "?status=pending")).meta).toMatchObject({
      total: 1,
      summary: { paidCount: 0, freeCount: 0, amount: 0, fee: 0, sellerNet: 0 },
    });
    // Page 2 of 2 still summarises the whole filter.
    const page2 = await list(s.seller, "?perPage=3&page=2");
    expect(page2.data).toHaveLength(2);
    expect(page2.meta.summary.paidCount).toBe(2);
    const tomorrow = wibDay(new Date(Date.now() + DAY_MS));
    expect((await list(s.seller, `?from=${tomorrow}`)).meta.summary.amount).toBe(0);
  });
});

describe("search (q)", () => {
  it("matches any searched field case-insensitively, in any script, with % and _ taken literally", async () => {
    const seller = await sellerStore(t);
    const ebook = await publishDownload(t, seller, { price: 25_000, title: "Panduan Çetak 100% Rapi" });
    const names = ["Ömer Çelik", "ÉLODIE Ñúñez", "Wayan_Sudarta", "Dewi Lestari"];
    const ids: Record<string, string> = {};
    for (const name of names) ids[name] = (await checkoutOk(t, ebook.id, { name, email: uniqueEmail("cari") })).id;
    const found = async (q: string) =>
      ((await list(seller, `?q=${encodeURIComponent(q)}`)).data as SellerTransaction[])
        .map((sale) => sale.buyer.name)
        .sort();
    expect(await found("ömer")).toEqual(["Ömer Çelik"]);
    expect(await found("ÇELİK".replace("İ", "I"))).toEqual(["Ömer Çelik"]);
    expect(await found("élodie ñÚÑEZ")).toEqual(["ÉLODIE Ñúñez"]);
    expect(await found("n_n")).toEqual([]);
    expect(await found("wayan_sud")).toEqual(["Wayan_Sudarta"]);
    expect(await found("çetak 100%")).toEqual([...names].sort());
    expect(await found("100%%")).toEqual([]);
    expect(await found("CARI")).toEqual([...names].sort());
    const code: string = (await fetchTransaction(t, ids["Dewi Lestari"] as string)).json().data.code;
    expect(await found(code.toLowerCase())).toEqual(["Dewi Lestari"]);
  });
});

describe("the seller's money view and the buyer's view", () => {
  it("lists fee parts, net and when each sale's money is released (paidAt + HOLD_DAYS)", async () => {
    const s = await shop();
    const { data } = await list(s.seller, "?perPage=100");
    const byId = new Map((data as SellerTransaction[]).map((transaction) => [transaction.id, transaction]));

    const qris = byId.get(s.qris.id) as SellerTransaction;
    expect(qris).toMatchObject({
      status: "paid",
      amount: 100_000,
      fee: 5700,
      feeDetail: { platform: 5000, method: 700 },
      sellerNet: 94_300,
      paymentMethodName: "QRIS",
    });
    expect(Date.parse(qris.availableAt ?? "") - Date.parse(qris.paidAt ?? "")).toBe(t.config.holdDays * DAY_MS);
    expect(byId.get(s.va.id)).toMatchObject({ feeDetail: { platform: 2450, method: 4000 }, sellerNet: 42_550 });
    expect(byId.get(s.pending.id)).toMatchObject({ status: "pending", availableAt: null });
    expect(byId.get(s.expired.id)).toMatchObject({ status: "expired", availableAt: null });
    expect(byId.get(s.signUp.id)).toMatchObject({ status: "paid", amount: 0, sellerNet: 0, availableAt: null });

    const own = (await fetchTransaction(t, s.qris.id, s.seller.token)).json().data;
    expect(own).toMatchObject({ feeDetail: { platform: 5000, method: 700 }, availableAt: qris.availableAt });
  });

  it("never shows fee, net or their parts to anyone but the owning seller (security finding 10)", async () => {
    const s = await shop();
    const other = await sellerStore(t);
    const views = [
      (await fetchTransaction(t, s.qris.id)).json().data,
      (await fetchTransaction(t, s.qris.id, other.token)).json().data,
      (await fetchTransaction(t, s.signUp.id)).json().data,
      await pay(s.pending.id),
    ];
    for (const view of views) {
      expect(view.amount).toBeGreaterThanOrEqual(0);
      for (const field of ["fee", "feeDetail", "sellerNet", "availableAt"]) expect(view).not.toHaveProperty(field);
    }
    // The buyer's pages still get what they show: the status, the amount and the delivery.
    expect(views[0]).toMatchObject({ status: "paid", amount: 100_000, delivery: { files: [expect.any(Object)] } });
  });
});

describe("one sale's detail (GET /v1/transactions/{id}/detail)", () => {
  it("tells the story: created, each gateway notification with its outcome, paid; and the downloads", async () => {
    const s = await shop();
    await pay(s.qris.id); // a second "paid" from the gateway: recorded, changes nothing

    const paidView = (await fetchTransaction(t, s.qris.id)).json().data;
    const fileUrl = paidView.delivery.files[0].url;
    expect((await get(fileUrl)).statusCode).toBe(200);
    expect((await get(fileUrl)).statusCode).toBe(200);

    const response = await get(`/v1/transactions/${s.qris.id}/detail`, s.seller.token);
    expect(response.statusCode).toBe(200);
    const detail = response.json().data;
    expect(detail).toMatchObject({
      id: s.qris.id,
      status: "paid",
      buyer: { name: "Budi Santoso", email: s.budi },
      amount: 100_000,
      feeDetail: { platform: 5000, method: 700 },
      sellerNet: 94_300,
      availableAt: expect.any(String),
      feeRates: { platformPercent: 5, method: { flat: 0, percent: 0.7 } },
      downloads: [{ name: "Resep Nusantara.pdf", size: 4096, count: 2, lastAt: expect.any(String) }],
    });
    expect(detail).not.toHaveProperty("delivery");
    expect(detail.timeline.map((e: { kind: string }) => e.kind)).toEqual([
      "created",
      "notification",
      "paid",
      "notification",
    ]);
    expect(detail.timeline[1]).toMatchObject({ gateway: "sandbox", status: "paid", outcome: "applied" });
    expect(detail.timeline[2].at).toBe(detail.paidAt);
    expect(detail.timeline[3]).toMatchObject({ status: "paid", outcome: "duplicate" });

    const expired = (await get(`/v1/transactions/${s.expired.id}/detail`, s.seller.token)).json().data;
    expect(expired.timeline.map((e: { kind: string; status?: string }) => [e.kind, e.status ?? null])).toEqual([
      ["created", null],
      ["notification", "expired"],
      ["expired", null],
    ]);
    expect(expired).toMatchObject({ availableAt: null, downloads: [{ count: 0, lastAt: null }] });
    const va = (await get(`/v1/transactions/${s.va.id}/detail`, s.seller.token)).json().data;
    expect(va.feeRates.method).toEqual({ flat: 4000, percent: 0 });
    const lead = (await get(`/v1/transactions/${s.signUp.id}/detail`, s.seller.token)).json().data;
    expect(lead).toMatchObject({ amount: 0, feeRates: { method: null } });
    expect(lead.timeline.map((e: { kind: string }) => e.kind)).toEqual(["created", "paid"]);
  });

  it("answers 404 to another seller and for an unknown id, 401 without a session", async () => {
    const s = await shop();
    const other = await sellerStore(t);
    const theirs = await get(`/v1/transactions/${s.qris.id}/detail`, other.token);
    const unknown = await get("/v1/transactions/0190a8a0-0000-7000-8000-000000000000/detail", s.seller.token);
    expect(theirs.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(theirs.json()).toEqual(unknown.json());
    expect((await get(`/v1/transactions/${s.qris.id}/detail`)).statusCode).toBe(401);
  });
});

describe("customers (GET /v1/customers)", () => {
  it("lists what each bought and marks the lead-magnet sign-ups (the seller's mailing list)", async () => {
    const s = await shop();
    const response = await get("/v1/customers", s.seller.token);
    const customers = response.json().data as { email: string; products: string[]; leadMagnet: boolean }[];
    expect(customers.map((c) => c.email).sort()).toEqual([s.budi, s.sari].sort());
    expect(customers.find((c) => c.email === s.budi)).toMatchObject({
      orders: 2,
      totalSpent: 100_000,
      products: ["Checklist Jualan Gratis", "E-book Resep Nusantara"],
      leadMagnet: true,
    });
    expect(customers.find((c) => c.email === s.sari)).toMatchObject({
      products: ["Kelas Foto Produk"],
      leadMagnet: false,
    });
  });
});

describe("CSV exports", () => {
  it("exports the filtered sales with a BOM, Indonesian headers, WIB times and rupiah as on the screen", async () => {
    const s = await shop();
    const response = await get("/v1/transactions/export.csv?status=paid", s.seller.token);

    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="penjualan-${wibDay(new Date())}.csv"`);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(response.body.split("\r\n")[0]).toBe(
      "\uFEFFID Transaksi,Dibuat (WIB),Status,Produk,Nama Pembeli,Email Pembeli,WhatsApp Pembeli," +
        "Metode Pembayaran,Harga,Biaya Layanan Lapak,Biaya Metode Pembayaran,Pendapatan Bersih," +
        "Dibayar (WIB),Saldo Tersedia Mulai (WIB),Dana Dikembalikan,Dikembalikan dari Pendapatan,Kode Pesanan,Kode Promo,Diskon," +
        "Afiliasi,Komisi Afiliasi,utm_source,utm_medium,utm_campaign,utm_content,utm_term",
    );
    const rows = csvObjects(response.body);
    const listed = (await list(s.seller, "?status=paid")).data;
    expect(rows.map((row) => row["ID Transaksi"])).toEqual(listed.map((transaction: { id: string }) => transaction.id));
    const qris = listed.find((transaction: { id: string }) => transaction.id === s.qris.id);
    expect(rows.find((row) => row["ID Transaksi"] === s.qris.id)).toEqual({
      "ID Transaksi": s.qris.id,
      "Dibuat (WIB)": formatWibStamp(qris.createdAt),
      Status: "Pembayaran Berhasil",
      Produk: "E-book Resep Nusantara",
      "Nama Pembeli": "Budi Santoso",
      "Email Pembeli": s.budi,
      "WhatsApp Pembeli": "0812-3456-7890",
      "Metode Pembayaran": "QRIS",
      Harga: "100000",
      "Biaya Layanan Lapak": "5000",
      "Biaya Metode Pembayaran": "700",
      "Pendapatan Bersih": "94300",
      "Dibayar (WIB)": formatWibStamp(qris.paidAt),
      "Saldo Tersedia Mulai (WIB)": formatWibStamp(qris.availableAt),
      "Dana Dikembalikan": "",
      "Dikembalikan dari Pendapatan": "",
      "Kode Pesanan": qris.code,
      "Kode Promo": "",
      Diskon: "0",
      Afiliasi: "",
      "Komisi Afiliasi": "",
      utm_source: "",
      utm_medium: "",
      utm_campaign: "",
      utm_content: "",
      utm_term: "",
    });
    expect(rows.find((row) => row["ID Transaksi"] === s.signUp.id)).toMatchObject({
      Status: "Pendaftar",
      Harga: "0",
      "Metode Pembayaran": "",
    });

    const all = csvObjects((await get("/v1/transactions/export.csv", s.seller.token)).body);
    // Nothing earned from a payment that never came: no fees, no net (the screen shows "—").
    expect(all.find((row) => row["ID Transaksi"] === s.pending.id)).toMatchObject({
      Harga: "100000",
      "Biaya Layanan Lapak": "",
      "Biaya Metode Pembayaran": "",
      "Pendapatan Bersih": "",
    });
    expect(all.map((row) => row.Status).sort()).toEqual(
      ["Kedaluwarsa", "Menunggu Pembayaran", "Pembayaran Berhasil", "Pembayaran Berhasil", "Pendaftar"].sort(),
    );
    const bySearch = csvObjects((await get("/v1/transactions/export.csv?q=citra", s.seller.token)).body);
    expect(bySearch.map((row) => row["ID Transaksi"])).toEqual([s.pending.id]);
  });

  it("quotes commas, quotes and line breaks, and defuses formulas a buyer typed", async () => {
    const seller = await sellerStore(t);
    const product = await publishDownload(t, seller, { price: 25_000, title: 'Preset "Senja", Vol. 2' });
    const evil = '=HYPERLINK("http://jahat.example","Klik")';
    const transaction = await checkoutOk(t, product.id, { name: evil, email: uniqueEmail("x") });
    await checkoutOk(t, product.id, { name: "@SUM(1+1)", email: uniqueEmail("y") });
    await pay(transaction.id);

    const body = (await get("/v1/transactions/export.csv", seller.token)).body;
    expect(body).toContain(`"Preset ""Senja"", Vol. 2"`);
    expect(body).toContain(`"'=HYPERLINK(""http://jahat.example"",""Klik"")"`);
    const rows = csvObjects(body);
    expect(rows.map((row) => row["Nama Pembeli"]).sort()).toEqual(
      ['\'=HYPERLINK("http://jahat.example","Klik")', "'@SUM(1+1)"].sort(),
    );
    expect(rows.every((row) => row.Produk === 'Preset "Senja", Vol. 2')).toBe(true);

    const customers = csvObjects((await get("/v1/customers/export.csv", seller.token)).body);
    expect(customers).toEqual([expect.objectContaining({ Nama: '\'=HYPERLINK("http://jahat.example","Klik")' })]);
  });

  it("defuses a formula behind a separator, which a spreadsheet set to ';' would split into a live cell", async () => {
    const seller = await sellerStore(t);
    const product = await publishDownload(t, seller, { price: 25_000, title: "Kelas Foto; -Diskon" });
    const evil = 'Budi;=HYPERLINK("http://jahat.example","Klik")';
    const transaction = await checkoutOk(t, product.id, { name: evil, email: uniqueEmail("z") });
    await pay(transaction.id);

    const sales = (await get("/v1/transactions/export.csv", seller.token)).body;
    expect(sales).toContain(`"'Budi;=HYPERLINK(""http://jahat.example"",""Klik"")"`);
    expect(sales).toContain(`"'Kelas Foto; -Diskon"`);
    // Money stays numbers a spreadsheet can sum.
    expect(csvObjects(sales)[0]).toMatchObject({ "Nama Pembeli": `'${evil}`, Harga: "25000" });

    const customers = (await get("/v1/customers/export.csv", seller.token)).body;
    expect(customers).toContain(`"'Budi;=HYPERLINK(""http://jahat.example"",""Klik"")"`);
    expect(csvObjects(customers)).toEqual([
      expect.objectContaining({ Nama: `'${evil}`, Produk: "'Kelas Foto; -Diskon", "Total Belanja": "25000" }),
    ]);
  });

  it("writes the buyer's WhatsApp number as 0812-3456-7890 in both exports, text a spreadsheet keeps", async () => {
    const seller = await sellerStore(t);
    const product = await publishDownload(t, seller, { price: 25_000 });
    const email = uniqueEmail("wa");
    await pay((await checkoutOk(t, product.id, { email, phone: "+62 857-1234-5678" })).id);

    const sales = (await get("/v1/transactions/export.csv", seller.token)).body;
    const customers = (await get("/v1/customers/export.csv", seller.token)).body;
    // The raw cells: never the bare digits a spreadsheet turns into 6.28571E+12.
    for (const csv of [sales, customers]) {
      expect(csv).toContain(",0857-1234-5678,");
      expect(csv).not.toContain("6285712345678");
    }
    expect(csvObjects(sales)[0]?.["WhatsApp Pembeli"]).toBe("0857-1234-5678");
    expect(csvObjects(customers)[0]?.WhatsApp).toBe("0857-1234-5678");
  });

  it("exports the customers with their products and the mailing-list mark", async () => {
    const s = await shop();
    const response = await get("/v1/customers/export.csv", s.seller.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="pelanggan-${wibDay(new Date())}.csv"`);
    const [header] = parseCsv(response.body);
    expect(header).toEqual([
      "Nama",
      "Email",
      "WhatsApp",
      "Jumlah Pesanan",
      "Total Belanja",
      "Pembelian Terakhir (WIB)",
      "Produk",
      "Daftar Lewat Kumpulkan Email",
      "Setuju Menerima Penawaran (WIB)",
    ]);
    const rows = csvObjects(response.body);
    expect(rows.map((row) => row.Email)).toEqual([s.budi, s.sari].sort());
    expect(rows.find((row) => row.Email === s.budi)).toMatchObject({
      Nama: "Budi Santoso",
      // Spreadsheets read `6281234567890` as the number 6.28123E+12; this stays text.
      WhatsApp: "0812-3456-7890",
      "Jumlah Pesanan": "2",
      "Total Belanja": "100000",
      Produk: "Checklist Jualan Gratis; E-book Resep Nusantara",
      "Daftar Lewat Kumpulkan Email": "Ya",
    });
    const searched = csvObjects((await get("/v1/customers/export.csv?q=wulan", s.seller.token)).body);
    expect(searched.map((row) => row.Email)).toEqual([s.sari]);
  });

  it("gives a seller only their own sales and customers, and nothing without a session", async () => {
    await shop();
    const other = await sellerStore(t);
    const sales = await get("/v1/transactions/export.csv", other.token);
    const customers = await get("/v1/customers/export.csv", other.token);
    expect(parseCsv(sales.body)).toHaveLength(1);
    expect(parseCsv(customers.body)).toHaveLength(1);
    expect((await get("/v1/transactions/export.csv")).statusCode).toBe(401);
    expect((await get("/v1/customers/export.csv")).statusCode).toBe(401);
    expect((await get("/v1/transactions/export.csv?from=kemarin", other.token)).statusCode).toBe(422);
  });
});
