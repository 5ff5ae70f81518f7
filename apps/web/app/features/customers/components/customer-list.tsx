/**
 * The customers list (DASHBOARD-UX §4), newest purchase first: cards on a phone (name, email,
 * "n pesanan · Rp…", "Terakhir beli 21 Nov", the "Email saja" badge for a lead and "Setuju menerima
 * penawaran" for a customer who agreed to offers), a table from `lg` (Nama, Email, WhatsApp,
 * Pesanan, Total belanja, Penawaran — "Setuju" or "Tidak setuju", Terakhir beli). A row opens its sheet.
 */

import { formatShortDateWib } from "@lapak/shared/date";
import { formatRupiah } from "@lapak/shared/money";
import type { Customer } from "@lapak/shared/schemas/transaction";
import { Link, useNavigate } from "react-router";
import { Badge } from "~/features/ui/badge";
import { SHEET_LINK_STATE } from "~/features/ui/sheet-url";
import { consentWords } from "../consent-words";

/** A lead: left an email through "Kumpulkan Email" and never paid. */
export const isEmailOnly = (customer: Customer) => customer.totalSpent === 0;

/** Agreed at their latest order to the seller's news and offers: the only ones to email offers to. */
export const CONSENT_LABEL = "Setuju menerima penawaran";

export function CustomerList({ rows, hrefOf }: { rows: Customer[]; hrefOf: (id: string) => string }) {
  const navigate = useNavigate();
  return (
    <>
      <ul className="space-y-2 lg:hidden" aria-label="Daftar pelanggan">
        {rows.map((customer) => (
          <li key={customer.id}>
            <Link
              to={hrefOf(customer.id)}
              preventScrollReset
              state={SHEET_LINK_STATE}
              className="flex min-h-11 items-start gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-violet-600"
            >
              <div className="min-w-0 flex-1">
                <p className="flex items-center gap-2">
                  <span className="truncate font-semibold text-slate-900">{customer.name}</span>
                  {isEmailOnly(customer) ? <Badge tone="violet">Email saja</Badge> : null}
                </p>
                <p className="truncate text-sm text-slate-500">{customer.email}</p>
                <p className="mt-1 text-sm text-slate-600 tabular-nums">
                  {customer.orders} pesanan · {formatRupiah(customer.totalSpent)}
                </p>
                {customer.marketingConsentAt ? (
                  <p className="mt-1.5">
                    <Badge tone="emerald">{CONSENT_LABEL}</Badge>
                  </p>
                ) : null}
              </div>
              <p className="shrink-0 text-right text-xs text-slate-500">
                Terakhir beli
                <br />
                <span className="font-medium text-slate-700">{formatShortDateWib(customer.lastPurchaseAt)}</span>
              </p>
            </Link>
          </li>
        ))}
      </ul>

      <div className="hidden overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 lg:block">
        <table className="w-full table-fixed text-left text-sm">
          <caption className="sr-only">Daftar pelanggan</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold text-slate-600">
            <tr>
              <th scope="col" className="px-4 py-3">
                Nama
              </th>
              <th scope="col" className="px-3 py-3">
                Email
              </th>
              <th scope="col" className="w-32 px-3 py-3">
                WhatsApp
              </th>
              <th scope="col" className="w-20 px-3 py-3 text-right">
                Pesanan
              </th>
              <th scope="col" className="w-28 px-3 py-3 text-right">
                Total belanja
              </th>
              <th scope="col" className="w-24 px-3 py-3" title={CONSENT_LABEL}>
                Penawaran
              </th>
              <th scope="col" className="w-28 px-4 py-3 text-right">
                Terakhir beli
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((customer) => (
              <tr
                key={customer.id}
                onClick={() => navigate(hrefOf(customer.id), { preventScrollReset: true, state: SHEET_LINK_STATE })}
                className="cursor-pointer hover:bg-slate-50"
              >
                <td className="px-4 py-3">
                  <Link
                    to={hrefOf(customer.id)}
                    preventScrollReset
                    state={SHEET_LINK_STATE}
                    onClick={(event) => event.stopPropagation()}
                    className="block truncate font-medium text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-violet-600"
                  >
                    {customer.name}
                  </Link>
                  {isEmailOnly(customer) ? <Badge tone="violet">Email saja</Badge> : null}
                </td>
                <td className="truncate px-3 py-3 text-slate-700">{customer.email}</td>
                <td className="truncate px-3 py-3 text-xs text-slate-600 tabular-nums">
                  {customer.phone ? `+${customer.phone}` : ""}
                </td>
                <td className="px-3 py-3 text-right tabular-nums">{customer.orders}</td>
                <td className="px-3 py-3 text-right font-semibold text-slate-900 tabular-nums">
                  {formatRupiah(customer.totalSpent)}
                </td>
                <td className="px-3 py-3">
                  {customer.marketingConsentAt ? (
                    <span title={CONSENT_LABEL}>
                      <Badge tone="emerald">{consentWords(customer.marketingConsentAt).short}</Badge>
                    </span>
                  ) : (
                    <span className="text-slate-600">{consentWords(null, customer.unsubscribedAt).short}</span>
                  )}
                </td>
                <td className="px-4 py-3 text-right text-slate-600">{formatShortDateWib(customer.lastPurchaseAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
