/**
 * A customer's sheet (DASHBOARD-UX §4): the list's fields, what they bought, whether and since when
 * they agreed to offers (a note that says what the seller may do with the email), "Salin email", "Chat
 * WhatsApp" (only with a phone) and "Lihat penjualan" — the one link that puts the email in a URL,
 * on purpose, to filter the sales by it.
 */

import { formatDateWib } from "@lapak/shared/date";
import { formatRupiah } from "@lapak/shared/money";
import type { Customer } from "@lapak/shared/schemas/transaction";
import { Badge } from "~/features/ui/badge";
import { ButtonLink } from "~/features/ui/button";
import { CopyButton } from "~/features/ui/copy-button";
import { Sheet } from "~/features/ui/sheet";
import { WhatsAppLink } from "~/features/ui/whatsapp-link";
import { paths } from "~/lib/paths";
import { consentWords } from "../consent-words";
import { isEmailOnly } from "./customer-list";

export function CustomerSheet({ customer, onClose }: { customer: Customer | undefined; onClose: () => void }) {
  return (
    <Sheet open={Boolean(customer)} title="Detail Pelanggan" onClose={onClose}>
      {customer ? (
        <div className="space-y-5">
          <div className="space-y-1">
            <p className="flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-900">
              {customer.name}
              {isEmailOnly(customer) ? <Badge tone="violet">Email saja</Badge> : null}
            </p>
            <div className="flex items-center gap-2">
              <span className="min-w-0 flex-1 truncate text-sm text-slate-700">{customer.email}</span>
              <CopyButton text={customer.email} copiedMessage="Email disalin" className="min-h-11">
                Salin email
              </CopyButton>
            </div>
            {customer.phone ? (
              <div className="flex flex-wrap items-center gap-2 pt-1">
                <span className="text-sm text-slate-700 tabular-nums">+{customer.phone}</span>
                <WhatsAppLink phone={customer.phone} />
              </div>
            ) : null}
          </div>
          <dl className="space-y-1.5 text-sm">
            <div className="flex justify-between gap-3 text-slate-600">
              <dt>Pesanan</dt>
              <dd className="tabular-nums">{customer.orders}</dd>
            </div>
            <div className="flex justify-between gap-3 font-bold text-slate-900">
              <dt>Total belanja</dt>
              <dd className="tabular-nums">{formatRupiah(customer.totalSpent)}</dd>
            </div>
            <div className="flex justify-between gap-3 text-slate-600">
              <dt>Terakhir beli</dt>
              <dd>{formatDateWib(customer.lastPurchaseAt)}</dd>
            </div>
            <div className="flex justify-between gap-3 text-slate-600">
              <dt>Penawaran</dt>
              <dd className="text-right">{consentWords(customer.marketingConsentAt, customer.unsubscribedAt).long}</dd>
            </div>
          </dl>
          {customer.products.length ? (
            <section className="space-y-2">
              <h3 className="text-sm font-bold text-slate-900">Produk</h3>
              <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
                {customer.products.map((title) => (
                  <li key={title}>{title}</li>
                ))}
              </ul>
            </section>
          ) : null}
          {customer.leadMagnet ? (
            <p className="text-sm text-slate-600">Pernah mendaftar lewat produk Kumpulkan Email.</p>
          ) : null}
          {customer.marketingConsentAt ? (
            <p className="rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900">
              Mencentang “Saya mau menerima kabar dan penawaran” di pesanan terakhirnya: Anda boleh mengirimi kabar dan
              penawaran lewat email.
            </p>
          ) : (
            <p className="rounded-xl bg-slate-100 p-3 text-sm text-slate-700">
              Belum setuju menerima penawaran. Gunakan emailnya hanya untuk pesanannya, jangan untuk promosi (UU
              Pelindungan Data Pribadi).
            </p>
          )}
          <ButtonLink
            to={`${paths.dashboard.sales}?${new URLSearchParams({ q: customer.email, range: "all" })}`}
            variant="secondary"
            block
            className="min-h-11"
          >
            Lihat penjualan
          </ButtonLink>
        </div>
      ) : null}
    </Sheet>
  );
}
