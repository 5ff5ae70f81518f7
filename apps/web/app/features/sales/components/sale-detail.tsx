/**
 * What the sale sheet shows (DASHBOARD-UX §3 item 6): the status; "Rincian uang" (Harga, both fees
 * named, **Pendapatan bersih**, "Status saldo"); "Pembeli" with "Salin" and "Chat WhatsApp";
 * payment times and the id; the history and the downloads once the detail has loaded; "Buka
 * halaman pesanan" when paid.
 */
import { bundleContentsText } from "@lapak/shared/bundle-contents";
import { formatDateTimeWib, formatDateWib, formatShortDateWib, formatTimeWib } from "@lapak/shared/date";
import { formatRupiah } from "@lapak/shared/money";
import { saleLabel } from "@lapak/shared/sale-label";
import type { SaleDetail } from "@lapak/shared/schemas/sales";
import { WHATSAPP_KIND_LABELS, WHATSAPP_STATUS_LABELS } from "@lapak/shared/schemas/whatsapp";
import { REFUND_STATUS_LABELS, REFUND_STATUS_LABELS_OF_SALE } from "@lapak/shared/transaction-status";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Badge } from "~/features/ui/badge";
import { buttonClass } from "~/features/ui/button";
import { CopyButton } from "~/features/ui/copy-button";
import { WhatsAppLink } from "~/features/ui/whatsapp-link";
import { paths } from "~/lib/paths";
import type { SaleRow } from "../api/sales.server";
import { eventLabel, isPaidSale, methodFeeLabel, platformFeeLabel } from "../sale-words";
import { RefundForm } from "./refund-form";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-bold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

function MoneyRow({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={`flex items-baseline justify-between gap-3 ${strong ? "font-bold text-slate-900" : "text-slate-600"}`}
    >
      <dt>{label}</dt>
      <dd className="text-right tabular-nums">{value}</dd>
    </div>
  );
}

const Skeleton = () => <div className="h-16 animate-pulse rounded-xl bg-slate-100" />;

/**
 * The money of a paid sale, with the hold's end ("Ditahan sampai …") or "Tersedia"; after a refund,
 * what it took back and what is left ("Dikembalikan ke pembeli" when it took everything).
 */
function MoneyBreakdown({ sale, detail, now }: { sale: SaleRow; detail?: SaleDetail; now: Date }) {
  if (sale.status === "paid" && sale.amount === 0) {
    return (
      <p className="text-sm text-slate-600">
        Gratis: {sale.product.type === "collect_email" ? "pendaftar lewat Kumpulkan Email" : "produk gratis"}, tanpa
        biaya dan tanpa saldo.
      </p>
    );
  }
  const held = sale.availableAt && Date.parse(sale.availableAt) > now.getTime();
  // What refunds took back from the balance (ADR 0020), as Penjualan's summary subtracts it.
  const takenBack = detail?.refunds?.reduce((sum, refund) => sum + refund.sellerAmount, 0) ?? 0;
  // The part the balance could not cover became a debt to the platform (ADR 0027).
  const owed = detail?.refunds?.reduce((sum, refund) => sum + refund.debtAmount, 0) ?? 0;
  return (
    <>
      <dl className="space-y-1.5 text-sm">
        <MoneyRow label="Total dibayar" value={formatRupiah(sale.amount)} />
        <MoneyRow label={platformFeeLabel(detail?.feeRates)} value={formatRupiah(-sale.feeDetail.platform)} />
        <MoneyRow
          label={methodFeeLabel(sale.paymentMethodName, detail?.feeRates)}
          value={formatRupiah(-sale.feeDetail.method)}
        />
        {detail?.affiliate ? (
          <MoneyRow
            label={`Komisi afiliasi · ${detail.affiliate.name} (${detail.affiliate.code})`}
            value={formatRupiah(-detail.affiliate.commission)}
          />
        ) : null}
        <div className="border-t border-slate-200 pt-1.5">
          <MoneyRow label="Pendapatan bersih" value={formatRupiah(sale.sellerNet)} strong />
        </div>
        {takenBack > 0 ? (
          <>
            <MoneyRow label="Diambil kembali (pengembalian dana)" value={formatRupiah(-takenBack)} />
            <div className="border-t border-slate-200 pt-1.5">
              <MoneyRow label="Tersisa untuk Anda" value={formatRupiah(sale.sellerNet - takenBack)} strong />
            </div>
          </>
        ) : null}
      </dl>
      {owed > 0 ? (
        <p className="text-xs text-rose-800" data-testid="refund-debt">
          Dari pengembalian itu, {formatRupiah(takenBack - owed)} diambil dari saldo dan {formatRupiah(owed)} menjadi
          utang ke platform yang dipotong dari penjualan berikutnya.
        </p>
      ) : null}
      {isPaidSale(sale) ? (
        <p className="text-sm text-slate-600">
          Status saldo:{" "}
          {sale.refundStatus === "refunded" ? (
            <Badge tone="amber">Dikembalikan ke pembeli</Badge>
          ) : sale.sandbox ? (
            <Badge tone="amber">Uang uji coba (sandbox) — tidak bisa ditarik</Badge>
          ) : held && sale.availableAt ? (
            <Badge tone="blue">Ditahan sampai {formatDateWib(sale.availableAt)}</Badge>
          ) : (
            <Badge tone="emerald">Tersedia</Badge>
          )}
        </p>
      ) : (
        <p className="text-sm text-slate-500">
          Belum dibayar: pendapatan bersih masuk ke saldo setelah pembayaran berhasil.
        </p>
      )}
    </>
  );
}

/**
 * `sale`: the row (or the detail) to show at once; `detail` fills the history and downloads;
 * `productHref` links the product to its edit form.
 */
export function SaleDetailBody({
  sale,
  detail,
  now,
  productHref,
  onRefunded,
}: {
  sale: SaleRow;
  detail?: SaleDetail;
  now: Date;
  productHref: (product: SaleRow["product"]) => string;
  /** Reloads the sheet and the list after "Kembalikan Dana". */
  onRefunded?: () => void;
}) {
  const badge = sale.refundStatus
    ? { tone: "amber" as const, label: REFUND_STATUS_LABELS_OF_SALE[sale.refundStatus] }
    : saleLabel({ status: sale.status, amount: sale.amount, productType: sale.product.type });
  const paid = sale.status === "paid";
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <Link to={productHref(sale.product)} className="block font-semibold text-violet-800 hover:underline">
          {sale.product.title}
        </Link>
        {sale.product.bundleProducts.length > 0 ? (
          <p className="text-sm text-slate-700">Isi paket: {bundleContentsText(sale.product.bundleProducts)}</p>
        ) : null}
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={badge.tone}>{badge.label}</Badge>
          <span className="text-xs text-slate-500">Dibuat {formatDateTimeWib(sale.createdAt)}</span>
        </div>
      </div>

      <Section title="Rincian uang">
        <MoneyBreakdown sale={sale} detail={detail} now={now} />
      </Section>

      <Section title="Pembeli">
        <p className="font-medium text-slate-900">{sale.buyer.name}</p>
        <div className="flex items-center gap-2">
          <span className="min-w-0 flex-1 truncate text-sm text-slate-700">{sale.buyer.email}</span>
          <CopyButton text={sale.buyer.email} label="Salin email" copiedMessage="Email disalin" className="min-h-11" />
        </div>
        {sale.buyer.phone ? (
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-sm text-slate-700 tabular-nums">+{sale.buyer.phone}</span>
            <WhatsAppLink phone={sale.buyer.phone} />
          </div>
        ) : null}
      </Section>

      <Section title="Pembayaran">
        <dl className="space-y-1.5 text-sm">
          <MoneyRow label="Kode pesanan" value={sale.code} />
          {sale.items.slice(1).map((item) => (
            <MoneyRow key={item.productId} label="Tambahan" value={`${item.title} (${formatRupiah(item.price)})`} />
          ))}
          {sale.discount > 0 ? (
            <MoneyRow label={`Kode promo ${sale.discountCode ?? ""}`} value={`−${formatRupiah(sale.discount)}`} />
          ) : null}
          <MoneyRow label="Metode" value={sale.paymentMethodName ?? "Tanpa pembayaran"} />
          {paid && sale.paidAt ? <MoneyRow label="Dibayar" value={formatDateTimeWib(sale.paidAt)} /> : null}
          {sale.status === "pending" && sale.expiresAt ? (
            <MoneyRow
              label="Kedaluwarsa"
              value={`${formatShortDateWib(sale.expiresAt)} ${formatTimeWib(sale.expiresAt)} WIB`}
            />
          ) : null}
        </dl>
        <div className="flex items-center gap-2">
          <span className="min-w-0 flex-1 truncate font-mono text-xs text-slate-600">
            <span className="font-sans text-slate-500">ID transaksi </span>
            {sale.id}
          </span>
          <CopyButton
            text={sale.id}
            label="Salin ID transaksi"
            copiedMessage="ID transaksi disalin"
            className="min-h-11"
          />
        </div>
      </Section>

      {detail ? (
        <Section title="Sumber">
          <dl className="space-y-1.5 text-sm">
            <MoneyRow label="Sumber" value={detail.attribution.source} />
            {detail.attribution.medium ? <MoneyRow label="Medium" value={detail.attribution.medium} /> : null}
            {detail.attribution.campaign ? <MoneyRow label="Kampanye" value={detail.attribution.campaign} /> : null}
            {detail.attribution.content ? <MoneyRow label="Konten" value={detail.attribution.content} /> : null}
            {detail.attribution.term ? <MoneyRow label="Kata kunci" value={detail.attribution.term} /> : null}
            {detail.attribution.clickId ? (
              <MoneyRow
                label="Klik iklan"
                value={detail.attribution.clickId === "fbclid" ? "Meta (Facebook/Instagram)" : "TikTok"}
              />
            ) : null}
          </dl>
        </Section>
      ) : null}

      <Section title="Riwayat">
        {detail ? (
          <ol className="space-y-2 border-l-2 border-slate-200 pl-4 text-sm">
            {detail.timeline.map((event) => (
              <li key={`${event.at}-${event.kind}-${event.status ?? ""}-${event.outcome ?? ""}`}>
                <p className="text-slate-800">{eventLabel(event)}</p>
                <p className="text-xs text-slate-500">{formatDateTimeWib(event.at)}</p>
              </li>
            ))}
          </ol>
        ) : (
          <Skeleton />
        )}
      </Section>

      {detail ? (
        detail.downloads.length ? (
          <Section title="Unduhan">
            <ul className="space-y-1.5 text-sm">
              {detail.downloads.map((file) => (
                <li key={file.name} className="flex items-baseline justify-between gap-3">
                  <span className="min-w-0 truncate text-slate-800">{file.name}</span>
                  <span className="shrink-0 text-xs text-slate-500">
                    {file.count ? `${file.count}× diunduh` : "Belum diunduh"}
                    {file.lastAt ? ` · terakhir ${formatShortDateWib(file.lastAt)} ${formatTimeWib(file.lastAt)}` : ""}
                  </span>
                </li>
              ))}
            </ul>
          </Section>
        ) : null
      ) : (
        <Skeleton />
      )}

      {detail?.courseProgress ? (
        <Section title="Progres belajar">
          <p className="text-sm text-slate-800">
            {detail.courseProgress.completed} dari {detail.courseProgress.total} pelajaran (
            {detail.courseProgress.percent}%)
          </p>
          {detail.courseProgress.completedAt ? (
            <p className="text-xs text-slate-500">Selesai {formatShortDateWib(detail.courseProgress.completedAt)}</p>
          ) : null}
        </Section>
      ) : null}

      {detail?.whatsapp.length ? (
        <Section title="WhatsApp">
          <ul className="space-y-1.5 text-sm">
            {detail.whatsapp.map((message) => (
              <li key={message.kind} className="flex items-baseline justify-between gap-3">
                <span className="min-w-0 truncate text-slate-800">{WHATSAPP_KIND_LABELS[message.kind]}</span>
                <span className="shrink-0 text-xs text-slate-500">
                  {WHATSAPP_STATUS_LABELS[message.status]} · {formatShortDateWib(message.updatedAt)}{" "}
                  {formatTimeWib(message.updatedAt)}
                </span>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {detail && isPaidSale(sale) ? (
        <Section title="Pengembalian Dana">
          {detail.refunds?.length ? (
            <ul className="space-y-1.5 text-sm">
              {detail.refunds.map((refund) => (
                <li key={refund.id} className="flex items-baseline justify-between gap-3">
                  <span className="min-w-0 text-slate-800">
                    {formatRupiah(refund.amount)} · {REFUND_STATUS_LABELS[refund.status]}
                    <span className="block truncate text-xs text-slate-500">{refund.reason}</span>
                  </span>
                  <span className="shrink-0 text-xs text-slate-500">{formatShortDateWib(refund.createdAt)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-600">Belum ada dana yang dikembalikan.</p>
          )}
          {onRefunded ? <RefundForm detail={detail} onRefunded={onRefunded} /> : null}
        </Section>
      ) : null}

      {paid ? (
        <a
          href={paths.myOrder(sale.id)}
          target="_blank"
          rel="noopener noreferrer"
          className={`${buttonClass("secondary", true)} min-h-11`}
        >
          Buka halaman pesanan
        </a>
      ) : null}
    </div>
  );
}
