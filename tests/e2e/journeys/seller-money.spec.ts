/**
 * The seller's money (DESIGN §1.3, DASHBOARD-UX §6), at phone width, on a second server that takes
 * payments through the Midtrans adapter (the local fake Core API): sandbox money can never be
 * withdrawn, so only real-gateway money proves the withdrawal path. A buyer pays a product with
 * QRIS; Midtrans confirms it; the seller's Saldo shows the net to the rupiah with the ledger behind
 * it; the seller, activated by an admin, withdraws to a bank Xendit cannot pay automatically, so
 * the admin transfers and marks it paid; a second withdrawal above the balance is refused with a
 * clear message. A second seller's withdrawal to BCA goes out through Xendit's Payouts API (the
 * local fake) and settles from its webhook, with no admin click (ADR 0009). A third seller refunds
 * a QRIS sale, which Midtrans takes back to the buyer's app, and a VA sale, whose buyer gives a
 * bank account through the emailed link; the admin (1280 px) transfers that one on Pengembalian
 * Dana, reads Pendapatan and suspends the store on Penjual (DASHBOARD-UX §8, ADR 0020).
 */
import { expect, type Page, test } from "@playwright/test";
import { feesFor } from "../../../packages/shared/src/fees";
import { pngImage } from "../support/files";
import { type MidtransApp, startMidtransApp } from "../support/midtrans-app";
import { screenshot } from "../support/screenshots";

let app: MidtransApp;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  app = await startMidtransApp();
});
test.afterAll(async () => {
  await app?.stop();
});

const PASSWORD = "rahasia-banget-123";

async function api<T>(path: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  const response = await fetch(`${app.url}/v1${path}`, {
    method: init.method ?? "GET",
    headers: {
      ...(init.body === undefined ? {} : { "content-type": "application/json" }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const json = (await response.json().catch(() => null)) as { data: T } | null;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`);
  return json?.data as T;
}

/** A verified account (through the real OTP email) with a complete profile; returns its token. */
async function account(email: string, name: string, username?: string): Promise<string> {
  const { registrationId } = await api<{ registrationId: string }>("/auth/register", {
    method: "POST",
    body: { name, email, password: PASSWORD },
  });
  const { token } = await api<{ token: string }>("/verify-otp", {
    method: "POST",
    body: { email, code: await app.otp(email), registrationId },
  });
  if (username) {
    await api("/auth/profile", { method: "PUT", token, body: { username, phone: "081234567890" } });
  }
  return token;
}

/** The admin's token: signs in when an earlier journey already registered the admin. */
async function adminAccount(): Promise<string> {
  try {
    const body = { email: app.adminEmail, password: PASSWORD };
    return (await api<{ token: string }>("/auth/login", { method: "POST", body })).token;
  } catch {
    return account(app.adminEmail, "Admin Lapak");
  }
}

/** Uploads a file to the media library, or with `kyc`, a KYC photo (kept apart from the library). */
async function upload(
  token: string,
  name: string,
  bytes: Buffer,
  mime: string,
  kyc?: "id-card" | "selfie",
): Promise<{ id: string }> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type: mime }), name);
  const url = kyc ? `/v1/account/activation/photos/${kyc}` : "/v1/gallery-media/upload-file";
  const response = await fetch(`${app.url}${url}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return ((await response.json()) as { data: { id: string } }).data;
}

async function signIn(page: Page, token: string) {
  await page.context().addCookies([{ name: "access_token", value: token, url: app.url }]);
}

test("a paid sale becomes withdrawable money that an admin pays out; an overdraft is refused", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const sellerEmail = `sari.${stamp}@contoh.id`;
  const seller = await account(sellerEmail, "Sari Wulandari", `sari_${stamp}`);
  const file = await upload(seller, "kelas.pdf", Buffer.from("%PDF-1.4\n%…\n"), "application/pdf");
  const product = await api<{ id: string }>("/product/digital-downloads", {
    method: "POST",
    token: seller,
    body: { title: "Kelas Editing Video", price: 250_000, fileIds: [file.id], status: "published" },
  });

  // A buyer pays with QRIS; Midtrans confirms it.
  await page.goto(`${app.url}/checkout/${product.id}`);
  await page.getByLabel("Nama Lengkap").fill("Budi Santoso");
  await page.getByLabel("Email").fill(`budi.${stamp}@example.com`);
  await page.getByLabel("Nomor WhatsApp").fill("081298765432");
  await page.getByRole("radio", { name: /^QRIS/ }).check();
  await page.getByRole("button", { name: "Bayar Sekarang" }).click();
  await expect(page).toHaveURL(/\/payment\/[0-9a-f-]{36}$/);
  await expect(page.getByText("Simulasikan Pembayaran")).toHaveCount(0);
  await app.settle(page.url().split("/").at(-1) as string);
  await expect(page).toHaveURL(/\/my-order\/[0-9a-f-]{36}$/, { timeout: 15_000 });

  // The seller's Saldo: the net of the sale, withdrawable at once (HOLD_DAYS=0), every row explained.
  const net = feesFor(250_000, "qris", 5).sellerNet;
  await page.context().clearCookies();
  await signIn(page, seller);
  await page.goto(`${app.url}/dashboard/balance`);
  await expect(page.getByTestId("withdrawable")).toHaveText(`Rp${net.toLocaleString("id-ID")}`);
  await expect(page.getByText("Aktivasi akun untuk menarik saldo.")).toBeVisible();
  await expect(page.getByText("Aktivasi akun dulu.")).toBeVisible();
  const ledger = page.locator("#rincian-saldo");
  await expect(ledger.getByText("Penjualan: Kelas Editing Video")).toBeVisible();
  await expect(ledger.getByText("Cair ke Bisa ditarik: Kelas Editing Video")).toBeVisible();

  // Activation (its screens have their own journey) and an admin's approval.
  await api("/account/activation", {
    method: "POST",
    token: seller,
    body: {
      legalName: "Sari Wulandari",
      nik: "3201234567890001",
      idCardFileId: (await upload(seller, "ktp.png", pngImage("ktp.png").buffer, "image/png", "id-card")).id,
      selfieFileId: (
        await upload(seller, "swafoto.png", pngImage("swafoto.png", 360, 640).buffer, "image/png", "selfie")
      ).id,
      bankCode: "jago",
      bankAccountNumber: "1234567890",
      bankAccountName: "Sari Wulandari",
      consent: true,
    },
  });
  const admin = await adminAccount();
  const [submission] = await api<{ id: string }[]>("/admin/activations", { token: admin });
  await api(`/admin/activations/${submission.id}/approve`, { method: "POST", token: admin });

  // The seller withdraws Rp100.000 through the form: review, then submit.
  await page.reload();
  await page.getByLabel("Jumlah").fill("100000");
  await expect(page.getByText("Ke rekening: Bank Jago •••• 7890 a.n. SARI WULANDARI")).toBeVisible();
  await page.getByRole("button", { name: "Lanjut" }).click();
  await expect(page.getByText("Periksa penarikan Anda")).toBeVisible();
  await page.getByRole("button", { name: "Ajukan Penarikan" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Penarikan diajukan" })).toBeVisible();
  await expect(page.getByTestId("withdrawable")).toHaveText(`Rp${(net - 100_000).toLocaleString("id-ID")}`);
  await expect(page.locator("#riwayat-penarikan").getByText("Diproses")).toBeVisible();

  // The admin marks it paid with the bank's transfer reference, on the admin's own phone.
  const adminContext = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "id-ID" });
  await adminContext.addCookies([{ name: "access_token", value: admin, url: app.url }]);
  const adminPage = await adminContext.newPage();
  await adminPage.goto(`${app.url}/admin/withdrawals`);
  const card = adminPage.getByRole("article").filter({ hasText: "Rp100.000" });
  await expect(card.getByText("1234567890").first()).toBeVisible();
  await card.getByRole("button", { name: "Tandai Berhasil" }).click();
  await card.getByLabel("No. referensi transfer").fill("TRF-001");
  await card.getByRole("button", { name: "Ya, Tandai Berhasil" }).click();
  await expect(adminPage.getByText("Tidak ada penarikan yang menunggu.")).toBeVisible();
  await adminContext.close();
  await page.reload();
  await expect(page.locator("#riwayat-penarikan").getByText(/Berhasil · dikirim .* · Ref TRF-001/)).toBeVisible();

  // A second withdrawal above what is left is refused, clearly, and nothing moves.
  await page.getByLabel("Jumlah").fill("200000");
  await page.getByRole("button", { name: "Lanjut" }).click();
  await page.getByRole("button", { name: "Ajukan Penarikan" }).click();
  await expect(
    page.getByText(`Jumlah melebihi saldo yang bisa ditarik (Rp${(net - 100_000).toLocaleString("id-ID")}).`).first(),
  ).toBeVisible();
  expect((await api<{ withdrawn: number }>("/balance", { token: seller })).withdrawn).toBe(100_000);
  await screenshot(page, "saldo-390");
});

test("with Xendit payouts configured, a withdrawal to BCA is paid out without an admin's click", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const seller = await account(`dewi.${stamp}@contoh.id`, "Dewi Lestari", `dewi_${stamp}`);
  const file = await upload(seller, "preset.pdf", Buffer.from("%PDF-1.4\n%…\n"), "application/pdf");
  const product = await api<{ id: string }>("/product/digital-downloads", {
    method: "POST",
    token: seller,
    body: { title: "Preset Lightroom", price: 150_000, fileIds: [file.id], status: "published" },
  });
  const sale = await api<{ id: string }>("/transactions", {
    method: "POST",
    body: {
      productId: product.id,
      name: "Budi Santoso",
      email: `budi.${stamp}@example.com`,
      phone: "081298765432",
      paymentMethod: "qris",
    },
  });
  await app.settle(sale.id);
  await api("/account/activation", {
    method: "POST",
    token: seller,
    body: {
      legalName: "Dewi Lestari",
      nik: "3201234567890002",
      idCardFileId: (await upload(seller, "ktp.png", pngImage("ktp.png").buffer, "image/png", "id-card")).id,
      selfieFileId: (
        await upload(seller, "swafoto.png", pngImage("swafoto.png", 360, 640).buffer, "image/png", "selfie")
      ).id,
      bankCode: "bca",
      bankAccountNumber: "9876543210",
      bankAccountName: "Dewi Lestari",
      consent: true,
    },
  });
  const adminToken = await adminAccount();
  const submissions = await api<{ id: string; email: string }[]>("/admin/activations?perPage=100", {
    token: adminToken,
  });
  const submission = submissions.find((s) => s.email === `dewi.${stamp}@contoh.id`);
  await api(`/admin/activations/${submission?.id}/approve`, { method: "POST", token: adminToken });

  await signIn(page, seller);
  await page.goto(`${app.url}/dashboard/balance`);
  await page.getByLabel("Jumlah").fill("100000");
  await page.getByRole("button", { name: "Lanjut" }).click();
  await page.getByRole("button", { name: "Ajukan Penarikan" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Penarikan diajukan" })).toBeVisible();
  const [withdrawal] = await api<{ id: string }[]>("/withdrawals", { token: seller });
  await expect.poll(() => app.payouts.byReference(withdrawal.id)?.status).toBe("ACCEPTED");

  // The admin sees it went out through Xendit, and no button to pay it again by hand.
  const adminContext = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "id-ID" });
  await adminContext.addCookies([{ name: "access_token", value: adminToken, url: app.url }]);
  const adminPage = await adminContext.newPage();
  await adminPage.goto(`${app.url}/admin/withdrawals`);
  const card = adminPage.getByRole("article").filter({ hasText: "Dewi Lestari" });
  await expect(card.getByText(/Dikirim otomatis lewat Xendit/)).toBeVisible();
  await expect(card.getByRole("button", { name: "Tandai Berhasil" })).toHaveCount(0);
  await screenshot(adminPage, "admin-payout-otomatis-390");

  // Xendit reports success: the seller's history shows it paid, with Xendit's reference.
  await app.completePayout(withdrawal.id);
  await page.reload();
  await expect(page.locator("#riwayat-penarikan").getByText(/Berhasil · dikirim .* · Ref disb-/)).toBeVisible();
  await adminPage.goto(`${app.url}/admin/withdrawals?status=paid`);
  await expect(
    adminPage
      .getByRole("article")
      .filter({ hasText: "Dewi Lestari" })
      .getByText(/otomatis lewat Xendit/),
  ).toBeVisible();
  await adminContext.close();
});

test("refunds through Midtrans and by hand, then the operator's Pengembalian Dana, Pendapatan and Penjual", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const username = `rina_${stamp}`;
  const seller = await account(`rina.${stamp}@contoh.id`, "Rina Kartika", username);
  const file = await upload(seller, "modul.pdf", Buffer.from("%PDF-1.4\n%…\n"), "application/pdf");
  const product = await api<{ id: string }>("/product/digital-downloads", {
    method: "POST",
    token: seller,
    body: { title: "Modul Desain Canva", price: 100_000, fileIds: [file.id], status: "published" },
  });
  const buy = async (buyer: string, paymentMethod: "qris" | "bni_va") => {
    const sale = await api<{ id: string }>("/transactions", {
      method: "POST",
      body: {
        productId: product.id,
        name: buyer,
        email: `${buyer.split(" ")[0]?.toLowerCase()}.${stamp}@example.com`,
        phone: "081298765432",
        paymentMethod,
      },
    });
    await app.settle(sale.id);
    return sale.id;
  };
  const qrisSale = await buy("Budi Santoso", "qris");
  const vaSale = await buy("Citra Lestari", "bni_va");

  // The seller refunds the QRIS sale from its detail: Midtrans takes it back to the buyer's app.
  await signIn(page, seller);
  await page.goto(`${app.url}/dashboard/sales?q=Budi`);
  await page.getByRole("list", { name: "Daftar penjualan" }).getByRole("listitem").first().click();
  const sheet = page.getByRole("dialog", { name: "Detail Transaksi" });
  await sheet.getByRole("button", { name: "Kembalikan Dana" }).click();
  const confirm = sheet.getByRole("form", { name: "Kembalikan dana" });
  await confirm.getByLabel("Alasan").fill("Pembeli membayar dua kali");
  await confirm.getByRole("button", { name: "Ya, Kembalikan Dana" }).click();
  await expect(sheet.getByText("Dana Dikembalikan", { exact: true })).toBeVisible();
  await expect
    .poll(() => app.fake.requests.filter((r) => r.method === "POST" && r.path === `/v2/${qrisSale}/refund`).length)
    .toBe(1);
  await expect
    .poll(
      async () =>
        (await api<{ refunds: { status: string }[] }>(`/transactions/${qrisSale}/detail`, { token: seller })).refunds[0]
          ?.status,
    )
    .toBe("succeeded");
  await page.reload();
  await expect(
    page.getByRole("dialog", { name: "Detail Transaksi" }).getByText(/Rp100\.000 · Dana dikembalikan/),
  ).toBeVisible();

  // The VA sale has no refund API: the buyer is asked for a bank account through a signed link.
  await api(`/transactions/${vaSale}/refunds`, {
    method: "POST",
    token: seller,
    body: { reason: "Salah beli produk" },
  });
  // Until the buyer gives an account there is nothing to transfer to, so nothing to record.
  const admin = await adminAccount();
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: "id-ID" });
  await adminContext.addCookies([{ name: "access_token", value: admin, url: app.url }]);
  const adminPage = await adminContext.newPage();
  await adminPage.goto(`${app.url}/admin/refunds`);
  const waiting = adminPage.getByRole("listitem").filter({ hasText: "Citra Lestari" });
  await expect(waiting.getByText(/Pembeli belum mengisi rekening/)).toBeVisible();
  await expect(waiting.getByRole("button", { name: "Tandai Selesai" })).toHaveCount(0);

  const mail = await app.mail(`citra.${stamp}@example.com`, "refund-buyer");
  const link = (mail.match(/https?:\/\/\S+\/refund-bank\/[0-9a-f-]{36}\?signature=[0-9a-f]+/) as RegExpMatchArray)[0];
  const buyerContext = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "id-ID" });
  const buyerPage = await buyerContext.newPage();
  await buyerPage.goto(link);
  await buyerPage.getByLabel("Bank").selectOption("bca");
  await buyerPage.getByLabel("Nomor rekening").fill("5550001234");
  await buyerPage.getByLabel("Nama pemilik rekening").fill("Citra Lestari");
  await buyerPage.getByRole("button", { name: "Simpan Rekening" }).click();
  await expect(buyerPage.getByRole("status")).toContainText("Rekening tersimpan");
  await buyerContext.close();

  // The admin, at 1280 px: transfers the manual refund and records it.
  await adminPage.goto(`${app.url}/admin/refunds`);
  const card = adminPage.getByRole("listitem").filter({ hasText: "Citra Lestari" });
  await expect(card.getByText("Rekening: BCA 5550001234 a.n. Citra Lestari")).toBeVisible();
  await card.getByLabel("No. referensi transfer").fill("TRF-REFUND-01");
  await card.getByRole("button", { name: "Tandai Selesai" }).click();
  await expect(adminPage.getByRole("listitem").filter({ hasText: "Citra Lestari" })).toHaveCount(0);
  await adminPage.goto(`${app.url}/admin/refunds?status=succeeded`);
  await expect(adminPage.getByRole("listitem").filter({ hasText: "Citra Lestari" })).toContainText("ref TRF-REFUND-01");
  await expect(adminPage.getByRole("listitem").filter({ hasText: "Budi Santoso" })).toContainText(
    "dikembalikan lewat penyedia pembayaran",
  );
  await screenshot(adminPage, "admin-refunds-1280");

  // Pendapatan: the platform's money, with the refunds in it.
  await adminPage.goto(`${app.url}/admin/revenue`);
  await expect(adminPage.getByText("Pengembalian dana", { exact: true })).toBeVisible();
  await screenshot(adminPage, "admin-revenue-1280");

  // Penjual: the admin finds the seller and suspends the store; it answers "Toko ini tidak tersedia".
  await adminPage.goto(`${app.url}/admin/sellers`);
  await adminPage.getByPlaceholder("Username atau email").fill(username);
  await adminPage.getByRole("button", { name: "Cari" }).click();
  const sellerCard = adminPage.getByRole("listitem").filter({ hasText: `@${username}` });
  await expect(sellerCard.getByText("Aktif")).toBeVisible();
  // A tap target of at least 44 px (DASHBOARD-UX §0), not the 20 px of a line of text.
  const suspendToggle = sellerCard.getByText("Tangguhkan toko…");
  expect((await suspendToggle.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await suspendToggle.click();
  await sellerCard.getByLabel("Alasan (dibaca penjual)").fill("Laporan penipuan dari pembeli");
  await sellerCard.getByRole("button", { name: "Tangguhkan" }).click();
  await expect(
    adminPage
      .getByRole("listitem")
      .filter({ hasText: `@${username}` })
      .getByText("Ditangguhkan"),
  ).toBeVisible();
  await screenshot(adminPage, "admin-sellers-1280");
  await adminContext.close();

  const store = await page.goto(`${app.url}/${username}`);
  expect(store?.status()).toBe(410);
  await expect(page.getByText("Toko ini tidak tersedia").first()).toBeVisible();
});
