/**
 * What the buyer pays with, per kind (DESIGN §3 `payment`): the QRIS image, a bank's virtual
 * account number, Mandiri's "kode bayar" with its biller code (Midtrans echannel: `biller_code`,
 * `bill_key`), or a button that opens the e-wallet. Rendered on the server only (ADR 0010).
 */
import { formatRupiah } from "@lapak/shared/money";
import type { Transaction } from "@lapak/shared/schemas/transaction";
import { bankName, walletName } from "../labels";
import { CopyField } from "./copy-field";

const CARD = "rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5";

/**
 * The card for `transaction.payment.kind`; nothing for `none`. `mobile` (from the User-Agent): an
 * e-wallet button opens the wallet's app rather than its web page.
 */
export function PaymentDetails({ transaction, mobile }: { transaction: Transaction; mobile: boolean }) {
  const { payment } = transaction;
  switch (payment.kind) {
    case "qris":
      return (
        <section aria-labelledby="pay-heading" className={CARD}>
          <h2 id="pay-heading" className="text-base font-semibold text-slate-900">
            Pindai QRIS
          </h2>
          <QrImage transaction={transaction} />
          <p className="mt-3 text-center text-sm text-slate-700">
            Pindai dengan aplikasi e-wallet atau m-banking apa pun yang mendukung QRIS. Membayar dari HP ini? Simpan QR
            ke galeri, lalu pilih gambarnya dari menu pindai QR di aplikasi Anda.
          </p>
        </section>
      );
    case "va":
      return (
        <section aria-labelledby="pay-heading" className={CARD}>
          <h2 id="pay-heading" className="text-base font-semibold text-slate-900">
            Transfer ke Virtual Account {bankName(payment.bank)}
          </h2>
          <div className="mt-3">
            <CopyField
              label={`Nomor Virtual Account ${bankName(payment.bank)}`}
              value={payment.vaNumber ?? ""}
              copiedMessage="Nomor Virtual Account disalin"
              testId="va-number"
            />
          </div>
          <p className="mt-3 text-sm text-slate-600">
            Transfer tepat {formatRupiah(transaction.amount)}; nomor ini hanya berlaku untuk pesanan ini.
          </p>
        </section>
      );
    case "bill":
      return (
        <section aria-labelledby="pay-heading" className={CARD}>
          <h2 id="pay-heading" className="text-base font-semibold text-slate-900">
            Bayar dengan Kode Bayar Mandiri
          </h2>
          <div className="mt-3 space-y-3">
            <CopyField
              label="Kode Perusahaan (biller code)"
              value={payment.billerCode ?? ""}
              copiedMessage="Kode perusahaan disalin"
              testId="biller-code"
            />
            <CopyField
              label="Kode Bayar"
              value={payment.billKey ?? ""}
              copiedMessage="Kode bayar disalin"
              testId="bill-key"
            />
          </div>
          <p className="mt-3 text-sm text-slate-600">
            Buka Livin' by Mandiri atau ATM Mandiri, pilih Bayar → Multipayment, cari kode perusahaan{" "}
            {payment.billerCode ?? ""}, lalu masukkan kode bayar. Bayar tepat {formatRupiah(transaction.amount)}.
          </p>
        </section>
      );
    case "ewallet":
      return <EwalletDetails transaction={transaction} mobile={mobile} />;
    default:
      return null;
  }
}

function QrImage({ transaction }: { transaction: Transaction }) {
  const url = transaction.payment.qrImageUrl;
  if (!url) return null;
  return (
    <div className="mt-3 flex flex-col items-center gap-2">
      <div className="rounded-2xl bg-white p-3 ring-1 ring-slate-200">
        <img
          src={url}
          alt={`Kode QR untuk membayar ${formatRupiah(transaction.amount)}`}
          width={256}
          height={256}
          className="block size-64 bg-white [image-rendering:pixelated] sm:size-72"
        />
      </div>
      {transaction.payment.qrString ? (
        // Paying on this same phone: save the QR, then pick it from the gallery in the wallet app.
        <a
          href={`/v1/transactions/${transaction.id}/qr.png`}
          download={`qris-${transaction.id.slice(-8)}.png`}
          data-qr-save=""
          className="inline-flex min-h-11 items-center rounded-xl px-4 text-sm font-semibold text-violet-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-violet-600"
        >
          Simpan QR ke galeri
        </a>
      ) : null}
    </div>
  );
}

/** Phones open the wallet app by its link; elsewhere its web page. */
function EwalletDetails({ transaction, mobile }: { transaction: Transaction; mobile: boolean }) {
  const { payment } = transaction;
  const wallet = walletName(transaction);
  const href = mobile
    ? (payment.deeplinkUrl ?? payment.redirectUrl ?? null)
    : (payment.redirectUrl ?? payment.deeplinkUrl ?? null);

  return (
    <section aria-labelledby="pay-heading" className={CARD}>
      <h2 id="pay-heading" className="text-base font-semibold text-slate-900">
        Bayar dengan {wallet}
      </h2>
      {href ? (
        <a
          href={href}
          rel="noreferrer"
          className="mt-3 inline-flex min-h-12 w-full items-center justify-center rounded-xl bg-violet-700 px-5 text-base font-semibold text-white shadow-sm hover:bg-violet-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600"
        >
          Buka {wallet}
        </a>
      ) : null}
      <p className="mt-3 text-sm text-slate-600">
        Setujui pembayaran {formatRupiah(transaction.amount)} di aplikasi {wallet}, lalu kembali ke halaman ini.
      </p>
      {payment.qrImageUrl ? (
        <>
          <p className="mt-4 text-sm font-medium text-slate-800">Atau scan kode QR ini dengan aplikasi {wallet}:</p>
          <QrImage transaction={transaction} />
        </>
      ) : null}
    </section>
  );
}
