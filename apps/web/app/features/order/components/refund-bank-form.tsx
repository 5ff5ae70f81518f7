/**
 * The buyer's bank-account form of a manual refund (ADR 0020): a plain form that posts to the
 * server, so it works without JavaScript like every buyer page (DESIGN §6).
 */
import { BANKS } from "@lapak/shared/banks";
import { formatRupiah } from "@lapak/shared/money";
import { Form } from "react-router";
import { TextField } from "~/features/ui/text-field";
import type { RefundBankInfo } from "../api/refund-bank.server";

type Result = { ok: true; message: string } | { ok: false; message: string; errors: Record<string, string[]> };

const CARD = "rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5";

export function RefundBankForm({ info, result }: { info: RefundBankInfo; result?: Result }) {
  const saved = result?.ok || (info.bankGiven && !result);
  const errors = result && !result.ok ? result.errors : {};
  return (
    <main className="mx-auto max-w-md space-y-4 px-4 py-8">
      <section className={CARD}>
        <h1 className="text-xl font-bold text-slate-900">Rekening pengembalian dana</h1>
        <p className="mt-2 text-sm text-slate-700">
          Dana <strong className="tabular-nums">{formatRupiah(info.amount)}</strong>
          {info.productTitle ? ` untuk pesanan "${info.productTitle}"` : ""} akan ditransfer ke rekening Anda.
        </p>
      </section>
      {info.status !== "manual" ? (
        <p className={`${CARD} text-sm text-emerald-800`}>Dana ini sudah dikembalikan. Terima kasih.</p>
      ) : (
        <Form method="post" className={`${CARD} space-y-4`}>
          {saved ? (
            <p role="status" className="rounded-xl bg-emerald-50 p-3 text-sm text-emerald-800">
              Rekening tersimpan. Kami akan mentransfer dananya. Anda masih bisa mengubahnya di bawah.
            </p>
          ) : null}
          {result && !result.ok ? (
            <p role="alert" className="text-sm text-red-700">
              {result.message}
            </p>
          ) : null}
          <div>
            <label htmlFor="bankCode" className="mb-1.5 block text-sm font-medium text-slate-800">
              Bank
            </label>
            <select
              id="bankCode"
              name="bankCode"
              required
              className="min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base"
            >
              {BANKS.map((bank) => (
                <option key={bank.code} value={bank.code}>
                  {bank.name}
                </option>
              ))}
            </select>
          </div>
          <TextField
            name="accountNumber"
            label="Nomor rekening"
            inputMode="numeric"
            required
            errors={errors.accountNumber}
          />
          <TextField name="accountName" label="Nama pemilik rekening" required errors={errors.accountName} />
          <button
            type="submit"
            className="min-h-12 w-full rounded-xl bg-violet-700 px-5 text-base font-semibold text-white hover:bg-violet-800"
          >
            Simpan Rekening
          </button>
        </Form>
      )}
    </main>
  );
}
