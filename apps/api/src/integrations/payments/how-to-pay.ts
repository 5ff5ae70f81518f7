/**
 * How-to-pay steps shown on the payment page, in Indonesian, per payment method (SPEC §2). Menu
 * names follow the banks' own apps (BCA mobile, BNI Mobile Banking, BRImo, Livin' by Mandiri,
 * PermataMobile X) and the wallets' pay flows; kept short because the page also shows the number,
 * QR or button.
 */
import { formatRupiah } from "@lapak/shared/money";
import type { PaymentMethodCode } from "@lapak/shared/schemas/transaction";

export interface HowToPayDetails {
  /** Rupiah. */
  amount: number;
  vaNumber?: string;
  billerCode?: string;
  billKey?: string;
  /** E-wallets: how the buyer approves — a button that opens the app (default), a push notification (OVO) or a QR. */
  approval?: "app" | "push" | "qr";
}

const BANKS: Partial<Record<PaymentMethodCode, { name: string; menu: string }>> = {
  bca_va: { name: "BCA", menu: "m-Transfer > BCA Virtual Account" },
  bni_va: { name: "BNI", menu: "Transfer > Virtual Account Billing" },
  bri_va: { name: "BRI", menu: "Pembayaran > BRIVA" },
  mandiri_va: { name: "Mandiri", menu: "Bayar > Virtual Account" },
  permata_va: { name: "Permata", menu: "Pembayaran Tagihan > Virtual Account" },
};

const WALLETS: Partial<Record<PaymentMethodCode, string>> = {
  gopay: "GoPay",
  ovo: "OVO",
  dana: "DANA",
  shopeepay: "ShopeePay",
};

const AUTO_UPDATE = "Halaman ini berpindah sendiri setelah pembayaran berhasil.";

/** The steps for paying `details.amount` rupiah with `method`. */
export function howToPay(method: PaymentMethodCode, details: HowToPayDetails): string[] {
  const amount = formatRupiah(details.amount);
  if (method === "qris") {
    return [
      "Buka aplikasi e-wallet atau m-banking yang mendukung QRIS (GoPay, OVO, DANA, ShopeePay, m-banking).",
      "Pilih Bayar atau Scan QR, lalu pindai kode QR di halaman ini.",
      `Periksa nama toko dan jumlah ${amount}, lalu konfirmasi.`,
      AUTO_UPDATE,
    ];
  }
  if (method === "mandiri_va" && details.billKey) {
    return [
      "Buka Livin' by Mandiri atau kunjungi ATM Mandiri.",
      "Pilih Bayar > Multipayment (di ATM: Bayar/Beli > Lainnya > Multipayment).",
      `Masukkan kode perusahaan ${details.billerCode ?? "70012"}.`,
      `Masukkan kode bayar ${details.billKey}, periksa jumlah ${amount}, lalu konfirmasi.`,
      AUTO_UPDATE,
    ];
  }
  const bank = BANKS[method];
  if (bank) {
    return [
      `Buka aplikasi m-banking ${bank.name} atau kunjungi ATM ${bank.name}.`,
      `Pilih ${bank.menu}`,
      `Masukkan nomor Virtual Account ${details.vaNumber ?? "di atas"}.`,
      `Pastikan jumlah tagihan ${amount}, lalu konfirmasi pembayaran.`,
      `Dari bank lain: pilih Transfer Antarbank ke ${bank.name} dan masukkan nomor Virtual Account di atas.`,
      AUTO_UPDATE,
    ];
  }
  const wallet = WALLETS[method] ?? "e-wallet";
  if (details.approval === "push") {
    return [
      `Buka aplikasi ${wallet} di ponsel dengan nomor yang Anda isi.`,
      `Ketuk notifikasi pembayaran ${amount} dari ${wallet}, lalu konfirmasi sebelum waktunya habis.`,
      AUTO_UPDATE,
    ];
  }
  if (details.approval === "qr") {
    return [
      `Buka aplikasi ${wallet} dan pindai kode QR di halaman ini.`,
      `Konfirmasi pembayaran ${amount}.`,
      AUTO_UPDATE,
    ];
  }
  return [
    // The payment page's button reads "Buka <wallet>" (apps/web/app/features/payment/labels.ts).
    `Ketuk tombol Buka ${wallet} untuk membuka aplikasi ${wallet}.`,
    `Periksa pembayaran ${amount}, lalu konfirmasi dengan PIN Anda.`,
    AUTO_UPDATE,
  ];
}
