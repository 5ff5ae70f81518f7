/**
 * The calls `scripts/prism-check.mjs` sends through Prism: a seller's, a buyer's and an admin's
 * flow (docs/testing.md, "Prism in front of the built server"), five of them with bad input on
 * purpose (`bad: true`). Statuses are asserted only as far as the flow needs them; what Prism
 * says of each call is the caller's to judge.
 */
import { createHmac, randomBytes } from "node:crypto";

/** An unexpected status: the flow cannot go on. */
export class FlowError extends Error {}

export const ADMIN_EMAIL = "admin.prism@example.com";
const PASSWORD = "rahasia-banget-123";

/**
 * Upload bodies whose bytes are all ASCII. Prism reads a request body as UTF-8 text before it
 * forwards it (https://github.com/stoplightio/prism/issues/2349), so bytes that are not UTF-8 —
 * any JPEG or PNG — arrive altered and the app rightly refuses them. These survive the trip:
 * - a 1×1 GIF without a colour table (decoders fall back to black), LZW data `44 01`;
 * - a PDF whose content is text;
 * - a KYC photo that is a WebP by its first bytes, the check KYC photos get
 *   (`apps/api/src/modules/activation/kyc-documents.ts`).
 */
const GIF = Buffer.from([
  ...Buffer.from("GIF89a"),
  ...[1, 0, 1, 0, 0, 0, 0],
  ...[0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0],
  ...[2, 2, 0x44, 1, 0, 0x3b],
]);
const PDF = Buffer.from("%PDF-1.4\n% Resep Nusantara: 120 resep warisan\n%%EOF\n");
/** A KYC "photo" of ASCII bytes: a RIFF/WEBP header (its size field exact) and a text label. */
function webpHead(label) {
  const rest = Buffer.from(`WEBPVP8X ${label.padEnd(24, " ")}`);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(rest.length);
  return Buffer.concat([Buffer.from("RIFF"), size, rest]);
}

const uniqueEmail = (label) => `${label}.${randomBytes(4).toString("hex")}@contoh.id`;

/** A multipart body with one part named `file`, as the upload routes take it. */
function fileForm(bytes, filename, type) {
  const form = new FormData();
  form.append("file", new Blob([bytes], { type }), filename);
  return form;
}

/** A signed sandbox notification (`X-Signature: hex(HMAC-SHA256(raw body, secret))`). */
function sandboxNotification(webhookSecret, transactionId, amount) {
  const rawBody = JSON.stringify({
    event_id: `sbx_evt_${randomBytes(8).toString("hex")}`,
    transaction_id: transactionId,
    status: "paid",
    amount,
    occurred_at: new Date().toISOString(),
  });
  return { rawBody, signature: createHmac("sha256", webhookSecret).update(rawBody).digest("hex") };
}

/**
 * Runs the flow. `call(label, method, path, options)` sends one call through Prism and returns
 * `{ status, json, text }` (throwing `FlowError` on a status the flow does not expect),
 * `latestCode(email, kind?)` reads an emailed code from the outbox (`otp` unless `kind` says
 * otherwise), `webhookSecret` signs sandbox notifications.
 */
export async function flow({ call, latestCode, webhookSecret, appUrl }) {
  /** Registers `email`, reads its code from the outbox and verifies it; returns the bearer token. */
  async function signUp(who, email, name) {
    const registered = await call(`${who} mendaftar`, "POST", "/v1/auth/register", {
      body: { name, email, password: PASSWORD },
      expect: 201,
    });
    const code = await latestCode(email);
    const verified = await call(`${who} memasukkan kode OTP`, "POST", "/v1/verify-otp", {
      body: { email, code, registrationId: registered.json.data.registrationId },
    });
    return verified.json.data.token;
  }

  await call("kesehatan layanan", "GET", "/v1/health");

  // Seller: account and store.
  const sellerEmail = uniqueEmail("sari");
  const seller = await signUp("Penjual", sellerEmail, "Sari Wulandari");
  await call("akun saya", "GET", "/v1/auth/me", { token: seller });
  const username = `toko_${randomBytes(4).toString("hex")}`;
  await call("cek nama toko", "GET", `/v1/auth/username-availability?username=${username}`, { token: seller });
  const image = await call("unggah gambar (multipart)", "POST", "/v1/gallery-media/upload-image", {
    token: seller,
    body: fileForm(GIF, "sampul.gif", "image/gif"),
  });
  await call("atur profil dan toko", "PUT", "/v1/auth/profile", {
    token: seller,
    body: {
      username,
      bio: "Resep rumahan dan kelas memasak",
      avatarImageId: image.json.data.id,
      theme: { color: "#0F766E", buttonStyle: "pill", font: "sans", background: "soft" },
    },
  });
  const file = await call("unggah berkas (multipart)", "POST", "/v1/gallery-media/upload-file", {
    token: seller,
    body: fileForm(PDF, "Resep Nusantara.pdf", "application/pdf"),
  });
  const bonus = await call("unggah berkas kedua (multipart)", "POST", "/v1/gallery-media/upload-file", {
    token: seller,
    body: fileForm(PDF, "Checklist.pdf", "application/pdf"),
  });
  await call("pustaka media", "GET", "/v1/media?page=1", { token: seller });
  await call("pemakaian penyimpanan", "GET", "/v1/media/usage", { token: seller });

  // Seller: products of each type.
  const ebook = await call("produk unduhan digital", "POST", "/v1/product/digital-downloads", {
    token: seller,
    body: {
      title: "E-book Resep Nusantara",
      description: "<p>Resep warisan</p>",
      price: 49_000,
      coverImageId: image.json.data.id,
      fileIds: [file.json.data.id],
      status: "published",
      thankYouMessage: "Terima kasih! Selamat memasak.",
    },
    expect: 201,
  });
  const another = await call("produk unduhan digital kedua", "POST", "/v1/product/digital-downloads", {
    token: seller,
    body: { title: "Kelas Bumbu Dasar", price: 75_000, fileIds: [file.json.data.id], status: "published" },
    expect: 201,
  });
  const magnet = await call("produk kumpulkan email", "POST", "/v1/product/collect-emails", {
    token: seller,
    body: {
      title: "Checklist Jualan Gratis",
      description: "<p>Gratis</p>",
      fileIds: [bonus.json.data.id],
      rewardUrl: "https://contoh.id/hadiah",
      status: "published",
    },
    expect: 201,
  });
  const link = await call("produk tautan luar", "POST", "/v1/product/external-urls", {
    token: seller,
    body: { title: "Kanal YouTube", url: "https://youtube.com/@contoh", status: "published" },
    expect: 201,
  });
  const bundle = await call("produk paket", "POST", "/v1/product/bundles", {
    token: seller,
    body: {
      title: "Paket Dapur",
      price: 100_000,
      compareAtPrice: 124_000,
      productIds: [ebook.json.data.id, another.json.data.id],
      status: "published",
    },
    expect: 201,
  });
  await call("harga negatif", "POST", "/v1/product/digital-downloads", {
    token: seller,
    body: { title: "Salah", price: -5, fileIds: [file.json.data.id] },
    expect: 422,
    bad: true,
  });
  await call("daftar produk saya", "GET", "/v1/products", { token: seller });
  await call("ubah produk", "PUT", `/v1/product/digital-downloads/${ebook.json.data.id}`, {
    token: seller,
    body: {
      title: "E-book Resep Nusantara (Edisi 2)",
      description: "<p>Resep warisan, kini 120 resep</p>",
      price: 49_000,
      coverImageId: image.json.data.id,
      fileIds: [file.json.data.id],
      status: "published",
    },
  });
  await call("baca produk", "GET", `/v1/product/digital-downloads/${ebook.json.data.id}`, { token: seller });
  await call("baca paket", "GET", `/v1/product/bundles/${bundle.json.data.id}`, { token: seller });
  await call("urutkan produk", "PUT", "/v1/products/order", {
    token: seller,
    body: { ids: [bundle, ebook, another, magnet, link].map((p) => p.json.data.id) },
  });
  await call("hapus produk", "DELETE", `/v1/products/${link.json.data.id}`, { token: seller, expect: 204 });

  const course = await call("kelas online", "POST", "/v1/product/courses", {
    token: seller,
    body: {
      title: "Kelas Memasak Rendang",
      price: 150_000,
      status: "published",
      certificate: true,
      modules: [
        {
          title: "Dasar",
          lessons: [
            {
              title: "Mengenal bumbu",
              kind: "video",
              videoUrl: "https://youtu.be/dQw4w9WgXcQ",
              durationMinutes: 12,
              preview: true,
            },
            { title: "Memilih daging", kind: "text", body: "Pilih daging sapi bagian paha." },
          ],
        },
        { title: "Praktik", lessons: [{ title: "Resep lengkap", kind: "file", fileIds: [file.json.data.id] }] },
      ],
    },
    expect: 201,
  });
  await call("kelas tanpa pelajaran", "POST", "/v1/product/courses", {
    token: seller,
    body: { title: "Kelas Kosong", price: 10_000, status: "published", modules: [] },
    expect: 422,
    bad: true,
  });
  await call("baca kelas", "GET", `/v1/product/courses/${course.json.data.id}`, { token: seller });
  // Seller: a discount code.
  const discount = await call("buat kode promo", "POST", "/v1/discounts", {
    token: seller,
    body: { code: "HEMAT10", type: "percent", value: 10 },
    expect: 201,
  });
  await call("ubah kode promo", "PUT", `/v1/discounts/${discount.json.data.id}`, {
    token: seller,
    body: { code: "HEMAT10", type: "percent", value: 15 },
  });
  const spare = await call("kode promo cadangan", "POST", "/v1/discounts", {
    token: seller,
    body: { code: "POTONG5RB", type: "fixed", value: 5_000 },
    expect: 201,
  });
  await call("hapus kode promo", "DELETE", `/v1/discounts/${spare.json.data.id}`, { token: seller, expect: 204 });
  await call("daftar kode promo", "GET", "/v1/discounts", { token: seller });
  await call("metode pembayaran toko", "PUT", "/v1/account/payment-methods", {
    token: seller,
    body: { methods: ["qris", "bca_va", "gopay"] },
  });
  await call("tautan toko dibagikan", "POST", "/v1/account/store-link-shared", { token: seller, expect: 204 });
  await call("daftar langkah awal", "GET", "/v1/account/checklist", { token: seller });

  // Buyer: the storefront.
  await call("profil toko", "GET", `/v1/sellers/${username}`);
  await call("etalase", "GET", `/v1/sellers/${username}/storefront`);
  await call("produk toko", "GET", `/v1/sellers/${username}/products`);
  await call("halaman produk", "GET", `/v1/sellers/${username}/products/${ebook.json.data.slug}`);
  await call("produk menurut id", "GET", `/v1/products/${ebook.json.data.id}`);
  await call("catat kunjungan", "POST", "/v1/traffics", {
    body: { path: `/${username}`, referrer: "https://www.instagram.com/" },
    expect: 204,
  });
  await call("metode pembayaran", "GET", `/v1/payment-methods?productId=${ebook.json.data.id}`);
  await call("hitung harga dengan kode promo", "POST", "/v1/checkout/quote", {
    body: { productId: ebook.json.data.id, discountCode: "HEMAT10" },
  });

  // Buyer: checkout, sandbox payment, the order.
  const buyerEmail = uniqueEmail("budi");
  const buyer = { name: "Budi Santoso", email: buyerEmail, phone: "081234567890" };
  await call("checkout tanpa data pembeli", "POST", "/v1/transactions", {
    body: { productId: ebook.json.data.id, paymentMethod: "qris" },
    expect: 422,
    bad: true,
  });
  const order = await call("checkout QRIS", "POST", "/v1/transactions", {
    headers: { "idempotency-key": `prism-${randomBytes(8).toString("hex")}` },
    body: { productId: ebook.json.data.id, paymentMethod: "qris", discountCode: "HEMAT10", ...buyer },
    expect: 201,
  });
  const tx = order.json.data;
  await call("status pesanan (menunggu)", "GET", `/v1/transactions/${tx.id}`);
  await call("kode QRIS", "GET", `/v1/transactions/${tx.id}/qr.svg`);
  const forged = sandboxNotification(webhookSecret, tx.id, tx.amount);
  await call("webhook dengan tanda tangan salah", "POST", "/v1/webhooks/payments/sandbox", {
    headers: { "content-type": "application/json", "x-signature": "0".repeat(64) },
    body: forged.rawBody,
    expect: 401,
    bad: true,
  });
  const paid = sandboxNotification(webhookSecret, tx.id, tx.amount);
  await call("webhook sandbox: lunas", "POST", "/v1/webhooks/payments/sandbox", {
    headers: { "content-type": "application/json", "x-signature": paid.signature },
    body: paid.rawBody,
  });
  const done = await call("status pesanan (lunas)", "GET", `/v1/transactions/${tx.id}`);
  const download = done.json.data.delivery?.files?.[0]?.url;
  if (!download) throw new FlowError(`paid transaction has no download: ${done.text.slice(0, 300)}`);
  await call("unduh berkas", "GET", new URL(download, appUrl).pathname + new URL(download, appUrl).search);

  const second = await call("checkout VA BCA", "POST", "/v1/transactions", {
    body: { productId: bundle.json.data.id, paymentMethod: "bca_va", ...buyer },
    expect: 201,
  });
  const switched = await call("ganti metode ke QRIS", "POST", `/v1/transactions/${second.json.data.id}/change-method`, {
    body: { paymentMethod: "qris" },
    expect: 201,
  });
  await call("pesanan lama (diganti)", "GET", `/v1/transactions/${second.json.data.id}`);
  await call("tombol bayar sandbox", "POST", `/v1/payments/sandbox/${switched.json.data.id}/pay`, { body: {} });
  await call("ambil hadiah gratis", "POST", "/v1/transactions", {
    body: { productId: magnet.json.data.id, name: buyer.name, email: buyerEmail },
    expect: 201,
  });

  // Buyer: a course in the library, learned to the end, with its certificate.
  const student = { name: "Siti Nurhaliza", email: uniqueEmail("siti"), phone: "081298765432" };
  const enrolled = await call("checkout kelas", "POST", "/v1/transactions", {
    body: { productId: course.json.data.id, paymentMethod: "qris", ...student },
    expect: 201,
  });
  const enrolment = enrolled.json.data;
  const enrolmentPaid = sandboxNotification(webhookSecret, enrolment.id, enrolment.amount);
  await call("webhook sandbox: kelas lunas", "POST", "/v1/webhooks/payments/sandbox", {
    headers: { "content-type": "application/json", "x-signature": enrolmentPaid.signature },
    body: enrolmentPaid.rawBody,
  });
  await call("minta kode Pustaka Saya", "POST", "/v1/library/request-code", { body: { email: student.email } });
  const libraryCode = await latestCode(student.email, "library_code");
  const signedIn = await call("masuk Pustaka Saya", "POST", "/v1/library/verify", {
    body: { email: student.email, code: libraryCode },
  });
  const library = signedIn.json.data.token;
  await call("Pustaka Saya", "GET", "/v1/library", { token: library });
  const learning = await call("isi kelas", "GET", `/v1/library/courses/${enrolment.id}`, { token: library });
  const lessons = learning.json.data.modules.flatMap((module) => module.lessons);
  const fileLesson = lessons.find((lesson) => lesson.kind === "file");
  const lessonFile = fileLesson?.files?.[0];
  if (!lessonFile) throw new FlowError(`the course has no lesson file: ${learning.text.slice(0, 300)}`);
  const lessonFileUrl = new URL(lessonFile.url, appUrl);
  await call("unduh berkas pelajaran", "GET", lessonFileUrl.pathname + lessonFileUrl.search, { token: library });
  await call("sertifikat sebelum selesai", "POST", `/v1/library/courses/${enrolment.id}/certificate`, {
    token: library,
    body: { holderName: student.name },
    expect: 409,
  });
  for (const lesson of lessons) {
    await call(`tandai selesai: ${lesson.title}`, "PUT", `/v1/library/courses/${enrolment.id}/lessons/${lesson.id}`, {
      token: library,
      body: { completed: true },
    });
  }
  const issued = await call("terbitkan sertifikat", "POST", `/v1/library/courses/${enrolment.id}/certificate`, {
    token: library,
    body: { holderName: "Siti Nurhaliza, S.Ds." },
    expect: [200, 201],
  });
  await call("unduh sertifikat PDF", "GET", `/v1/library/courses/${enrolment.id}/certificate.pdf`, { token: library });
  await call("periksa sertifikat", "GET", `/v1/certificates/${issued.json.data.code}`);
  await call("siswa kelas", "GET", `/v1/product/courses/${course.json.data.id}/students`, { token: seller });
  await call("ekspor siswa CSV", "GET", `/v1/product/courses/${course.json.data.id}/students.csv`, { token: seller });
  await call("keluar dari Pustaka Saya", "POST", "/v1/library/sign-out", { token: library, expect: 204 });

  // Seller: sales, exports, balance, refund.
  await call("daftar penjualan", "GET", "/v1/transactions?page=1", { token: seller });
  await call("rincian penjualan", "GET", `/v1/transactions/${tx.id}/detail`, { token: seller });
  await call("penjualan per hari", "GET", "/v1/transactions/daily", { token: seller });
  await call("ekspor penjualan CSV", "GET", "/v1/transactions/export.csv", { token: seller });
  await call("pelanggan", "GET", "/v1/customers", { token: seller });
  await call("ekspor pelanggan CSV", "GET", "/v1/customers/export.csv", { token: seller });
  await call("saldo", "GET", "/v1/balance", { token: seller });
  await call("mutasi saldo", "GET", "/v1/balance/ledger", { token: seller });
  await call("pengembalian dana", "POST", `/v1/transactions/${tx.id}/refunds`, {
    token: seller,
    body: { reason: "Pembeli salah beli produk" },
    expect: 201,
  });
  await call("saldo setelah pengembalian", "GET", "/v1/balance", { token: seller });
  await call("sumber penjualan", "GET", "/v1/transactions/sources", { token: seller });
  await call("kunjungan per hari", "GET", "/v1/traffics/daily", { token: seller });
  await call("notifikasi penjualan", "PUT", "/v1/account/notifications", {
    token: seller,
    body: { newSaleWhatsapp: false },
  });
  const unused = await call("unggah berkas yang tak dipakai", "POST", "/v1/gallery-media/upload-file", {
    token: seller,
    body: fileForm(PDF, "Draf.pdf", "application/pdf"),
  });
  await call("hapus berkas", "DELETE", `/v1/media/${unused.json.data.id}`, { token: seller, expect: 204 });
  await call("kirim masukan", "POST", "/v1/feedback", {
    token: seller,
    body: { message: "Fitur ekspor sangat membantu", page: "/dashboard/sales" },
    expect: 201,
  });
  await call("masuk dengan kata sandi", "POST", "/v1/auth/login", { body: { email: sellerEmail, password: PASSWORD } });
  await call("unggah tanpa berkas", "POST", "/v1/gallery-media/upload-file", {
    token: seller,
    body: new FormData(),
    expect: [400, 415, 422],
    bad: true,
  });

  // Seller: activation (KYC photos, multipart) and an admin's queue.
  const idPhoto = await call("foto KTP (multipart)", "POST", "/v1/account/activation/photos/id-card", {
    token: seller,
    body: fileForm(webpHead("ktp"), "ktp.webp", "image/webp"),
  });
  const selfiePhoto = await call("swafoto (multipart)", "POST", "/v1/account/activation/photos/selfie", {
    token: seller,
    body: fileForm(webpHead("swafoto"), "swafoto.webp", "image/webp"),
  });
  await call("ajukan aktivasi", "POST", "/v1/account/activation", {
    token: seller,
    body: {
      legalName: "Sari Wulandari",
      nik: "3201234567890001",
      idCardFileId: idPhoto.json.data.id,
      selfieFileId: selfiePhoto.json.data.id,
      bankCode: "bca",
      bankAccountNumber: "1234567890",
      bankAccountName: "Sari Wulandari",
      consent: true,
    },
    expect: 201,
  });
  await call("status aktivasi", "GET", "/v1/account/activation", { token: seller });
  const admin = await signUp("Admin", ADMIN_EMAIL, "Admin Lapak");
  const queue = await call("antrean aktivasi", "GET", "/v1/admin/activations", { token: admin });
  const activation = queue.json.data[0];
  await call("rincian aktivasi", "GET", `/v1/admin/activations/${activation.id}`, { token: admin });
  await call("setujui aktivasi", "POST", `/v1/admin/activations/${activation.id}/approve`, { token: admin });
  await call("antrean pengembalian dana", "GET", "/v1/admin/refunds", { token: admin });
  await call("keluar", "POST", "/v1/auth/logout", { token: seller, expect: 204 });
}
