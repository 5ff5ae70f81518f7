/**
 * How-to-pay steps shown on the payment page, in Indonesian, per method. The menu names follow the
 * banks' own apps (BCA mobile, BNIdirect/wondr, BRImo, Livin' by Mandiri, PermataMobile X) and the
 * gateways' payment guides; they are deliberately short because the page also shows the number.
 */
import type { PaymentMethodCode } from "@lapak/shared/schemas/transaction";

const BANK_APPS: Record<string, { name: string; menu: string }> = {
  bca: { name: "BCA", menu: "m-Transfer → BCA Virtual Account" },
  bni: { name: "BNI", menu: "Transfer → Virtual Account Billing" },
  bri: { name: "BRI", menu: "Pembayaran → BRIVA" },
  mandiri: { name: "Mandiri", menu: "Bayar → Virtual Account" },
  permata: { name: "Permata", menu: "Pembayaran Tagihan → Virtual Account" },
};

const EWALLET_NAMES: Partial<Record<PaymentMethodCode, string>> = {
  gopay: "GoPay",
  ovo: "OVO",
  dana: "DANA",
  shopeepay: "ShopeePay",
};

const SCAN_QR = [
  "Buka aplikasi e-wallet atau m-banking yang mendukung QRIS (GoPay, OVO, DANA, ShopeePay, m-banking, dll.).",
  "Pilih menu Bayar atau Scan QR, lalu pindai kode QR di halaman ini.",
  "Periksa nama toko dan jumlah pembayaran, lalu konfirmasi.",
  "Halaman ini berpindah sendiri setelah pembayaran berhasil.",
];

/** Steps for a virtual account at `bank` (short code such as `bca`). */
export function vaSteps(bank: string, vaNumber: string): string[] {
  const app = BANK_APPS[bank] ?? { name: bank.toUpperCase(), menu: "Transfer → Virtual Account" };
  return [
    `Buka aplikasi m-banking ${app.name} atau kunjungi ATM ${app.name}.`,
    `Pilih menu ${app.menu}.`,
    `Masukkan nomor Virtual Account ${vaNumber}.`,
    "Pastikan nama dan jumlah tagihan sesuai, lalu konfirmasi pembayaran.",
    `Dari bank lain: pilih Transfer Antarbank ke ${app.name} dan masukkan nomor Virtual Account di atas.`,
  ];
}

/** Steps for Mandiri Bill Payment (Midtrans `echannel`): company code + bill key. */
export function mandiriBillSteps(billerCode: string, billKey: string): string[] {
  return [
    "Buka Livin' by Mandiri atau kunjungi ATM Mandiri.",
    "Pilih menu Bayar → Multipayment (di ATM: Bayar/Beli → Lainnya → Multipayment).",
    `Masukkan kode perusahaan ${billerCode}.`,
    `Masukkan kode bayar ${billKey}, periksa jumlah tagihan, lalu konfirmasi.`,
  ];
}

/** Steps for scanning a QRIS code. */
export function qrisSteps(): string[] {
  return [...SCAN_QR];
}

/**
 * Steps for an e-wallet. `approval: "app"` when a button opens the wallet, `"push"` when the
 * wallet sends the buyer a payment notification (OVO), `"qr"` when only a QR is available.
 */
export function ewalletSteps(method: PaymentMethodCode, approval: "app" | "push" | "qr"): string[] {
  const wallet = EWALLET_NAMES[method] ?? "e-wallet";
  if (approval === "push") {
    return [
      `Buka aplikasi ${wallet} di ponsel dengan nomor yang Anda isi.`,
      `Ketuk notifikasi pembayaran dari ${wallet} dan konfirmasi sebelum waktunya habis.`,
      "Halaman ini berpindah sendiri setelah pembayaran berhasil.",
    ];
  }
  if (approval === "qr") return [`Pindai kode QR dengan aplikasi ${wallet}.`, ...SCAN_QR.slice(2)];
  return [
    `Ketuk tombol Bayar dengan ${wallet} untuk membuka aplikasi ${wallet}.`,
    "Periksa detail pembayaran, lalu konfirmasi dengan PIN Anda.",
    "Kembali ke halaman ini; statusnya berpindah sendiri setelah pembayaran berhasil.",
  ];
}
