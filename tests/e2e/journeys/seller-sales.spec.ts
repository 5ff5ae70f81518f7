/**
 * Seller journey "where is my money?" (DASHBOARD-UX §3, §4): a seller with a paid product and a lead
 * magnet; Budi pays by QRIS with "Simulasikan Pembayaran" and downloads, Sari pays by BCA virtual
 * account (the sandbox pay API) and lets a GoPay attempt expire, Dewi signs up for the lead magnet.
 * Penjualan then shows the right rows, summary and detail to the rupiah, Pelanggan shows the two
 * buyers and the lead, and both CSV exports match the screen — at 390 px and at 1280 px.
 */
import { readFileSync } from "node:fs";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { addProduct } from "../support/products";
import { screenshot } from "../support/screenshots";
import { signUpSeller } from "../support/seller";

const COURSE = "Kelas Foto Produk HP";
const LEAD = "Checklist Konten Gratis";

/** Checks out as an anonymous buyer through the API (no cookies) and answers the transaction id. */
async function buy(request: APIRequestContext, body: Record<string, string>): Promise<string> {
  const response = await request.post("/v1/transactions", { data: body });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data.id;
}

async function sandbox(request: APIRequestContext, id: string, status: "paid" | "expired") {
  const response = await request.post(`/v1/payments/sandbox/${id}/pay`, { data: { status } });
  expect(response.status()).toBe(200);
}

/** The records of a downloaded CSV (RFC 4180: quoted fields, doubled quotes, CRLF), after its BOM. */
function readCsv(path: string): string[][] {
  const text = readFileSync(path, "utf8");
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 1; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ",") {
      record.push(field);
      field = "";
    } else if (!quoted && c === "\r" && text[i + 1] === "\n") {
      records.push([...record, field]);
      record = [];
      field = "";
      i++;
    } else {
      field += c;
    }
  }
  return records;
}

async function downloadCsv(page: Page): Promise<{ name: string; rows: Record<string, string>[] }> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Unduh CSV" }).click(),
  ]);
  const [header = [], ...records] = readCsv(await download.path());
  return {
    name: download.suggestedFilename(),
    rows: records.map((record) => Object.fromEntries(header.map((key, i) => [key, record[i] ?? ""]))),
  };
}

test("a seller sees every sale to the rupiah, the buyers and the lead, and exports both", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const seller = await signUpSeller(page, "Rina Kartika");

  // A new seller: empty states with their one action.
  const salesPage = await page.goto("/dashboard/sales");
  // A signed-in page is never indexed, cached by a proxy, or sent on as a Referer.
  expect(salesPage?.headers()).toMatchObject({
    "referrer-policy": "no-referrer",
    "x-robots-tag": "noindex, nofollow",
    "cache-control": "private, no-store",
  });
  await expect(page.getByText("Belum ada penjualan. Setiap pembayaran berhasil muncul di sini")).toBeVisible();
  await expect(page.getByRole("button", { name: "Salin Tautan Toko" })).toBeVisible();
  await page.goto("/dashboard/customers");
  await expect(page.getByText(/^Belum ada pelanggan\./)).toBeVisible();
  await expect(page.getByRole("link", { name: "Buat Produk Kumpulkan Email" })).toBeVisible();

  await addProduct(page, { kind: "Produk Digital", title: COURSE, price: "100000", fileName: "kelas-foto.pdf" });
  await addProduct(page, { kind: "Kumpulkan Email", title: LEAD, fileName: "checklist.pdf" });
  const products = (await (await request.get(`/v1/sellers/${seller.username}/products`)).json()).data as {
    id: string;
    title: string;
  }[];
  const courseId = products.find((p) => p.title === COURSE)?.id ?? "";
  const leadId = products.find((p) => p.title === LEAD)?.id ?? "";

  // Budi pays by QRIS on his own phone and downloads the class once.
  const budi = { name: "Budi Santoso", email: `budi.${Date.now()}@example.com` };
  const buyerContext = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "id-ID" });
  const buyerPage = await buyerContext.newPage();
  await buyerPage.goto(`/checkout/${courseId}`);
  await buyerPage.getByLabel("Nama Lengkap").fill(budi.name);
  await buyerPage.getByLabel("Email").fill(budi.email);
  await buyerPage.getByLabel("Nomor WhatsApp").fill("0812 3456 7890");
  await buyerPage.getByRole("radio", { name: /^QRIS/ }).check();
  await buyerPage.getByRole("button", { name: "Bayar Sekarang" }).click();
  await buyerPage.getByRole("button", { name: "Simulasikan Pembayaran" }).click();
  await expect(buyerPage).toHaveURL(/\/my-order\/[0-9a-f-]{36}$/);
  const budiId = buyerPage.url().split("/").at(-1) ?? "";
  const [file] = await Promise.all([
    buyerPage.waitForEvent("download"),
    buyerPage
      .getByRole("link", { name: /^Unduh/ })
      .first()
      .click(),
  ]);
  await file.path();
  await buyerContext.close();

  // Sari pays by BCA VA (the bank's notification, through the sandbox) and lets a GoPay try expire.
  const sari = { name: "Sari Wulandari", email: `sari.${Date.now()}@example.com`, phone: "0857 1234 5678" };
  const sariId = await buy(request, { productId: courseId, ...sari, paymentMethod: "bca_va" });
  await sandbox(request, sariId, "paid");
  const expiredId = await buy(request, { productId: courseId, ...sari, paymentMethod: "gopay" });
  await sandbox(request, expiredId, "expired");
  // Dewi leaves her email through the lead magnet.
  const dewi = { name: "Dewi Lestari", email: `dewi.${Date.now()}@example.com` };
  const dewiId = await buy(request, { productId: leadId, ...dewi });

  // Penjualan, phone: paid sales and the sign-up by default, newest first, with the summary.
  await page.goto("/dashboard/sales");
  await expect(page.getByRole("heading", { name: "Penjualan" })).toBeVisible();
  await expect(page.getByText("Waktu dalam WIB")).toBeVisible();
  const summary = page.getByTestId("sales-summary");
  // Rp100.000 by QRIS: −5.000 −700 = 94.300; by BCA VA: −5.000 −4.000 = 91.000.
  for (const part of ["2 penjualan", "Kotor Rp200.000", "Biaya Rp14.700", "Bersih Rp185.300", "1 pendaftar gratis"]) {
    await expect(summary).toContainText(part);
  }
  const cards = page.getByRole("list", { name: "Daftar penjualan" }).getByRole("listitem");
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0)).toContainText(LEAD);
  await expect(cards.nth(0)).toContainText("Pendaftar");
  await expect(cards.nth(0)).not.toContainText("Pembayaran Berhasil");
  await expect(cards.nth(1)).toContainText("Sari Wulandari · VA BCA");
  await expect(cards.nth(1)).toContainText("Rp91.000");
  // Sandbox money never becomes withdrawable (ADR 0023): no hold date, "Uang uji coba" instead.
  await expect(cards.nth(1)).toContainText("Uang uji coba");
  await expect(cards.nth(1)).not.toContainText("Ditahan s.d.");
  await expect(cards.nth(2)).toContainText("Budi Santoso · QRIS");
  await expect(cards.nth(2)).toContainText("Rp94.300");
  // All four range chips fit a 390 px screen whole, the last one included.
  await expect(page.getByRole("navigation", { name: "Rentang waktu" }).getByText("Pilih tanggal")).toBeInViewport({
    ratio: 1,
  });
  await screenshot(page, "sales-390");

  // Budi's sheet: the money to the rupiah, the buyer, the story and the download.
  await cards.nth(2).click();
  await expect(page).toHaveURL(new RegExp(`id=${budiId}`));
  const sheet = page.getByRole("dialog", { name: "Detail Transaksi" });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText("Biaya layanan Lapak (5%)")).toBeVisible();
  await expect(sheet.getByText("Biaya QRIS (0,7%)")).toBeVisible();
  await expect(sheet.getByText("-Rp700")).toBeVisible();
  await expect(sheet.getByText("Pendapatan bersih")).toBeVisible();
  await expect(sheet.getByText("Rp94.300")).toBeVisible();
  await expect(sheet.getByText("Uang uji coba (sandbox) — tidak bisa ditarik")).toBeVisible();
  await expect(sheet.getByText(budi.email)).toBeVisible();
  await expect(sheet.getByRole("link", { name: "Chat WhatsApp" })).toHaveAttribute(
    "href",
    "https://wa.me/6281234567890",
  );
  await expect(sheet.getByText("Notifikasi Sandbox: pembayaran berhasil (diterapkan)")).toBeVisible();
  await expect(sheet.getByText("1× diunduh")).toBeVisible();
  await expect(sheet.getByRole("link", { name: "Buka halaman pesanan" })).toHaveAttribute(
    "href",
    `/my-order/${budiId}`,
  );
  await screenshot(page, "sales-sheet-390", { fullPage: false });
  // The phone's back button closes the sheet.
  await page.goBack();
  await expect(sheet).toBeHidden();
  await expect(page).not.toHaveURL(/id=/);

  // The lead's sheet: free, no money rows, no WhatsApp (no phone).
  await cards.nth(0).click();
  await expect(sheet.getByText("Gratis: pendaftar lewat Kumpulkan Email")).toBeVisible();
  await expect(sheet.getByRole("link", { name: "Chat WhatsApp" })).toHaveCount(0);
  await sheet.getByRole("button", { name: "Tutup" }).click();
  await expect(sheet).toBeHidden();

  // Every status, through the phone's filter sheet: the expired GoPay try shows too.
  await page.getByRole("button", { name: "Filter" }).click();
  const filterSheet = page.getByRole("dialog", { name: "Filter" });
  await filterSheet.getByLabel("Status").selectOption("all");
  await filterSheet.getByRole("button", { name: "Terapkan" }).click();
  await expect(page).toHaveURL(/status=all/);
  await expect(cards).toHaveCount(4);
  await expect(cards.nth(1)).toContainText("Kedaluwarsa");
  await expect(cards.nth(1)).toContainText("Sari Wulandari · GoPay");
  await expect(summary).toContainText("Bersih Rp185.300");

  // The search narrows as it is typed (debounced), and "Hapus filter" brings the defaults back.
  await page.getByRole("searchbox", { name: "Cari nama atau email pembeli" }).fill("wulandari");
  await expect(page).toHaveURL(/q=wulandari/);
  await expect(cards).toHaveCount(2);
  const salesCsv = await downloadCsv(page);
  expect(salesCsv.name).toMatch(/^penjualan-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(salesCsv.rows.map((row) => [row["ID Transaksi"], row.Status, row["Pendapatan Bersih"]])).toEqual([
    [expiredId, "Kedaluwarsa", ""],
    [sariId, "Pembayaran Berhasil", "91000"],
  ]);
  await page.getByRole("link", { name: "Hapus filter" }).first().click();
  await expect(page).not.toHaveURL(/q=|status=/);
  await expect(cards).toHaveCount(3);

  // The export of the default view holds the rows on screen, with the same money.
  const allCsv = await downloadCsv(page);
  expect(allCsv.rows.map((row) => row["ID Transaksi"])).toEqual([dewiId, sariId, budiId]);
  expect(allCsv.rows.find((row) => row["ID Transaksi"] === budiId)).toMatchObject({
    Status: "Pembayaran Berhasil",
    "Nama Pembeli": "Budi Santoso",
    "Metode Pembayaran": "QRIS",
    Harga: "100000",
    "Biaya Layanan Lapak": "5000",
    "Biaya Metode Pembayaran": "700",
    "Pendapatan Bersih": "94300",
  });
  expect(allCsv.rows[0]).toMatchObject({ Status: "Pendaftar", Harga: "0" });

  // Pelanggan, phone: the two buyers and the lead, the lead marked, and the note that only those who
  // agreed at checkout may be emailed offers (UU PDP, DASHBOARD-UX §4).
  await page.goto("/dashboard/customers");
  await expect(page.getByText("3 pelanggan", { exact: true })).toBeVisible();
  await expect(page.getByText(/Kirim penawaran lewat email hanya kepada pelanggan berlabel/)).toBeVisible();
  const people = page.getByRole("list", { name: "Daftar pelanggan" }).getByRole("listitem");
  await expect(people).toHaveCount(3);
  await expect(people.nth(0)).toContainText("Dewi Lestari");
  await expect(people.nth(0)).toContainText("Email saja");
  await expect(people.nth(1)).toContainText("Sari Wulandari");
  await expect(people.nth(1)).toContainText("1 pesanan · Rp100.000");
  await expect(people.nth(2)).toContainText("1 pesanan · Rp100.000");
  await screenshot(page, "customers-390");
  await people.nth(1).click();
  const personSheet = page.getByRole("dialog", { name: "Detail Pelanggan" });
  await expect(personSheet.getByRole("link", { name: "Chat WhatsApp" })).toHaveAttribute(
    "href",
    "https://wa.me/6285712345678",
  );
  // Sari never ticked the consent box: it reads "Tidak setuju", not a dash.
  await expect(personSheet.getByText("Tidak setuju", { exact: true })).toBeVisible();
  await expect(personSheet.getByRole("link", { name: "Lihat penjualan" })).toHaveAttribute(
    "href",
    `/dashboard/sales?q=${encodeURIComponent(sari.email)}&range=all`,
  );
  await screenshot(page, "customers-sheet-390", { fullPage: false });
  await personSheet.getByRole("button", { name: "Tutup" }).click();
  expect(page.url()).not.toContain(sari.email);
  await people.nth(0).click();
  await expect(personSheet.getByRole("link", { name: "Chat WhatsApp" })).toHaveCount(0);
  await personSheet.getByRole("button", { name: "Tutup" }).click();

  const customersCsv = await downloadCsv(page);
  expect(customersCsv.name).toMatch(/^pelanggan-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(
    customersCsv.rows
      .map((row) => [row.Nama, row["Jumlah Pesanan"], row["Total Belanja"], row["Daftar Lewat Kumpulkan Email"]])
      .sort(),
  ).toEqual([
    ["Budi Santoso", "1", "100000", "Tidak"],
    ["Dewi Lestari", "1", "0", "Ya"],
    ["Sari Wulandari", "1", "100000", "Tidak"],
  ]);

  // Desktop: the same numbers as tables, and the sheet as a right-hand panel.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/dashboard/sales");
  const table = page.getByRole("table", { name: "Daftar penjualan" });
  await expect(table.getByRole("columnheader")).toHaveText([
    "Waktu",
    "Produk",
    "Pembeli",
    "Metode",
    "Status",
    "Harga",
    "Bersih",
  ]);
  await expect(table.getByRole("row")).toHaveCount(4);
  await expect(table.getByRole("row").nth(3)).toContainText("Rp100.000");
  await expect(table.getByRole("row").nth(3)).toContainText("Rp94.300");
  await expect(summary).toContainText("Bersih Rp185.300");
  await screenshot(page, "sales-1280");
  await table.getByRole("link", { name: COURSE }).last().click();
  await expect(sheet.getByText("Rp94.300")).toBeVisible();
  // What the buyer paid is "Total dibayar" in the sheet (DASHBOARD-UX §3), not the product's "Harga".
  await expect(sheet.getByText("Total dibayar", { exact: true })).toBeVisible();
  await expect(sheet.getByText("Harga", { exact: true })).toHaveCount(0);
  await expect(sheet.getByText("Notifikasi Sandbox: pembayaran berhasil (diterapkan)")).toBeVisible();
  await screenshot(page, "sales-sheet-1280", { fullPage: false });
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();

  await page.goto("/dashboard/customers");
  const peopleTable = page.getByRole("table", { name: "Daftar pelanggan" });
  await expect(peopleTable.getByRole("row")).toHaveCount(4);
  await expect(peopleTable.getByRole("row").nth(2)).toContainText("+6285712345678");
  await expect(peopleTable.getByRole("row").nth(2)).toContainText("Tidak setuju");
  await screenshot(page, "customers-1280");
});
