/**
 * "Kembalikan Dana" on the sale sheet (ADR 0020): a button, then a confirmation that
 * states who pays what before anything moves — what the buyer gets back, what comes out of the
 * seller's balance (the net earned on that part), and the fee Lapak does not keep — computed by the
 * same `splitRefund` the API books. An empty amount refunds what is left.
 */
import { formatRupiah } from "@lapak/shared/money";
import { splitRefund } from "@lapak/shared/refund-split";
import type { SaleDetail } from "@lapak/shared/schemas/sales";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/features/ui/button";
import { RupiahField } from "~/features/ui/rupiah-field";
import { TextArea } from "~/features/ui/text-area";
import { useActionToast } from "~/features/ui/use-action-toast";
import { paths } from "~/lib/paths";
import type { RefundActionResult } from "../api/refund-sale.server";

/** `detail`: the loaded sale (with its refunds); `onRefunded` reloads the sheet and the list. */
export function RefundForm({ detail, onRefunded }: { detail: SaleDetail; onRefunded: () => void }) {
  const fetcher = useFetcher<RefundActionResult>();
  const [open, setOpen] = useState(false);
  const left = detail.amount - (detail.refundedAmount ?? 0);
  const [amount, setAmount] = useState<number | null>(left);
  const result = fetcher.data;
  useActionToast(result);
  // Once per answer: `onRefunded` is a new function on every render of the sheet.
  const handled = useRef<RefundActionResult | undefined>(undefined);
  useEffect(() => {
    if (!result?.ok || handled.current === result) return;
    handled.current = result;
    setOpen(false);
    onRefunded();
  }, [result, onRefunded]);

  if (left <= 0) return null;
  if (!open) {
    return (
      <Button type="button" variant="secondary" block className="min-h-11" onClick={() => setOpen(true)}>
        Kembalikan Dana
      </Button>
    );
  }
  const valid = amount !== null && amount > 0 && amount <= left;
  const split = valid
    ? splitRefund(
        {
          amount: detail.amount,
          sellerNet: detail.sellerNet,
          platformFee: detail.feeDetail.platform,
          commission: detail.affiliate?.commission ?? 0,
        },
        amount,
        detail.refunds ?? [],
      )
    : null;
  const errors = result && !result.ok ? result.errors : undefined;
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form
      method="post"
      action={paths.dashboard.saleRefund(detail.id)}
      aria-label="Kembalikan dana"
      className="space-y-4 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200"
    >
      <h4 className="font-semibold text-slate-900">Kembalikan dana ke pembeli?</h4>
      <RupiahField
        name="amount"
        label="Jumlah dikembalikan"
        initial={left}
        onValue={setAmount}
        hint={`Maksimal ${formatRupiah(left)}.`}
        errors={errors?.amount}
        example="40.000"
      />
      <TextArea
        name="reason"
        label="Alasan"
        required
        minLength={3}
        maxLength={500}
        hint="Dikirim ke pembeli lewat email."
        errors={errors?.reason}
      />
      {split && amount !== null ? (
        <ul className="space-y-1 text-sm text-slate-800">
          <li>
            Pembeli menerima <strong className="tabular-nums">{formatRupiah(amount)}</strong>.
          </li>
          <li>
            Diambil dari saldo Anda: <strong className="tabular-nums">{formatRupiah(split.sellerAmount)}</strong>{" "}
            (pendapatan bersih dari bagian ini).
          </li>
          {split.affiliateAmount > 0 ? (
            <li>
              Diambil dari komisi afiliasi:{" "}
              <strong className="tabular-nums">{formatRupiah(split.affiliateAmount)}</strong>.
            </li>
          ) : null}
          <li>
            Biaya layanan Lapak {formatRupiah(split.platformFeeAmount)} tidak ditagih; biaya metode pembayaran{" "}
            {formatRupiah(split.gatewayCostAmount)} ditanggung Lapak.
          </li>
          <li className="text-slate-600">
            Hanya bisa dari saldo yang masih Anda punya (Ditahan + Bisa ditarik). Bila tidak cukup, hubungi admin.
          </li>
        </ul>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" variant="danger" block className="min-h-11" disabled={busy || !valid}>
          {busy ? "Memproses…" : "Ya, Kembalikan Dana"}
        </Button>
        <Button type="button" variant="ghost" block className="min-h-11" disabled={busy} onClick={() => setOpen(false)}>
          Batal
        </Button>
      </div>
    </fetcher.Form>
  );
}
