/**
 * Afiliasi (DESIGN §4 "Affiliates", ADR 0050): the seller's programme (which products pay a
 * commission, and how much), their affiliates with clicks, sales and commission (and "Keluarkan"),
 * and — for any account — the programmes it joined, with its links, pending and released
 * commission and the yearly statement.
 */
import { formatDateWib } from "@lapak/shared/date";
import { formatRupiah } from "@lapak/shared/money";
import type { AffiliateProgramme, SellerAffiliate } from "@lapak/shared/schemas/affiliate";
import { Form, useActionData, useNavigation } from "react-router";
import type { AffiliatesActionResult, AffiliatesPageData } from "~/features/affiliates/api/affiliates.server";
import { buttonClass } from "~/features/ui/button";
import { CopyButton } from "~/features/ui/copy-button";
import { EmptyState } from "~/features/ui/empty-state";
import { FieldError } from "~/features/ui/field-error";
import { PageHeading } from "~/features/ui/page-heading";
import { TextField } from "~/features/ui/text-field";
import { useActionToast } from "~/features/ui/use-action-toast";

const number = (value: number) => value.toLocaleString("id-ID");
const card = "rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200";

export function AffiliatesPage({ products, affiliates, programmes, joinUsername, year }: AffiliatesPageData) {
  const result = useActionData() as AffiliatesActionResult | undefined;
  useActionToast(result);
  const busy = useNavigation().state === "submitting";
  const errorsFor = (intent: string) => (result && !result.ok && result.intent === intent ? (result.errors ?? {}) : {});
  const sellerFirst = products.length > 0 || affiliates.length > 0;
  const sellerSections = (
    <>
      <section aria-labelledby="program-afiliasi" className="space-y-3">
        <h2 id="program-afiliasi" className="text-lg font-semibold text-slate-900">
          Program afiliasi toko Anda
        </h2>
        <p className="text-sm text-slate-600">
          Komisi dihitung dari yang dibayar pembeli (setelah diskon). Pengembalian dana menarik kembali komisinya secara
          proporsional.
        </p>
        {products.length === 0 ? (
          <EmptyState>Belum ada produk berbayar.</EmptyState>
        ) : (
          <ul className="space-y-3">
            {products.map((product) => (
              <li key={product.id} className={card}>
                <Form method="post" className="flex flex-wrap items-end gap-3">
                  <input type="hidden" name="intent" value="product" />
                  <input type="hidden" name="id" value={product.id} />
                  <p className="w-full font-semibold break-words text-slate-900">{product.title}</p>
                  <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
                    <input
                      type="checkbox"
                      name="enabled"
                      defaultChecked={product.affiliate.enabled}
                      className="size-5 accent-violet-700"
                    />
                    Ikut program afiliasi
                  </label>
                  <TextField
                    name="commissionPercent"
                    label="Komisi (%)"
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={90}
                    defaultValue={product.affiliate.commissionPercent}
                    className="w-28"
                    errors={errorsFor("product").commissionPercent}
                  />
                  <button type="submit" className={buttonClass("secondary")} disabled={busy}>
                    Simpan
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="afiliasi-anda" className="space-y-3">
        <h2 id="afiliasi-anda" className="text-lg font-semibold text-slate-900">
          Afiliasi Anda
        </h2>
        {affiliates.length === 0 ? (
          <EmptyState>
            Belum ada afiliasi. Siapa pun yang punya akun Lapak bisa bergabung dari menu Afiliasi dengan username toko
            Anda.
          </EmptyState>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
            {affiliates.map((affiliate) => (
              <AffiliateRow key={affiliate.id} affiliate={affiliate} busy={busy} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <PageHeading title="Afiliasi">
        Biarkan orang lain menjualkan produk Anda. Afiliasi membagikan tautan mereka; setiap penjualan lewat tautan itu
        memberi mereka komisi dari pendapatan bersih Anda, yang cair bersama penjualannya.
      </PageHeading>

      {/* An account that sells nothing yet comes here as an affiliate: its programmes first. */}
      {sellerFirst ? sellerSections : null}
      <section aria-labelledby="program-diikuti" className="space-y-3">
        <h2 id="program-diikuti" className="text-lg font-semibold text-slate-900">
          Program yang Anda ikuti
        </h2>
        <Form method="post" className={`${card} flex flex-wrap items-end gap-3`}>
          <input type="hidden" name="intent" value="join" />
          <TextField
            name="username"
            label="Username toko"
            defaultValue={joinUsername}
            placeholder="contoh: sariwulandari"
            autoComplete="off"
            className="min-w-0 flex-1"
            errors={errorsFor("join").username}
          />
          <button type="submit" className={buttonClass()} disabled={busy}>
            Gabung
          </button>
          {result && !result.ok && result.intent === "join" && !result.errors?.username ? (
            <FieldError id="gabung-error" messages={[result.message]} />
          ) : null}
        </Form>
        {programmes.length === 0 ? (
          <EmptyState>Anda belum menjadi afiliasi toko mana pun.</EmptyState>
        ) : (
          <>
            <ul className="space-y-3">
              {programmes.map((programme) => (
                <ProgrammeCard key={programme.id} programme={programme} />
              ))}
            </ul>
            <p className="text-sm text-slate-600">
              <a
                className="font-semibold text-violet-700 underline"
                href={`/v1/affiliates/me/statement.csv?year=${year}`}
              >
                Unduh laporan komisi {year} (CSV)
              </a>
              . Komisi adalah penghasilan Anda; simpan laporan ini untuk pajak Anda. Komisi cair ke Saldo dan ditarik
              seperti penjualan (aktivasi akun dulu).
            </p>
          </>
        )}
      </section>
      {sellerFirst ? null : sellerSections}
    </div>
  );
}

function AffiliateRow({ affiliate, busy }: { affiliate: SellerAffiliate; busy: boolean }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-4">
      <div className="min-w-0 space-y-1">
        <p className="font-semibold break-words text-slate-900">
          {affiliate.name}
          {affiliate.removedAt ? <span className="ml-2 text-xs font-normal text-slate-500">Dikeluarkan</span> : null}
        </p>
        <p className="text-xs break-all text-slate-500">
          {affiliate.email} · kode {affiliate.code} · sejak {formatDateWib(affiliate.joinedAt)}
        </p>
        <p className="text-sm text-slate-700">
          {number(affiliate.clicks)} klik · {number(affiliate.sales)} penjualan · {formatRupiah(affiliate.revenue)} ·
          komisi {formatRupiah(affiliate.commission)}
        </p>
      </div>
      {affiliate.removedAt ? null : (
        <Form
          method="post"
          onSubmit={(event) => {
            if (!window.confirm(`Keluarkan ${affiliate.name}? Klik berikutnya tidak lagi memberi komisi.`)) {
              event.preventDefault();
            }
          }}
        >
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="id" value={affiliate.id} />
          <button type="submit" className={buttonClass("ghost")} disabled={busy}>
            Keluarkan
          </button>
        </Form>
      )}
    </li>
  );
}

function ProgrammeCard({ programme }: { programme: AffiliateProgramme }) {
  return (
    <li className={`${card} space-y-3`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold break-words text-slate-900">{programme.store.name}</p>
        {programme.removed ? <span className="text-xs text-red-700">Anda dikeluarkan dari program ini</span> : null}
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-500">Klik</dt>
          <dd className="font-semibold text-slate-900">{number(programme.clicks)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Penjualan</dt>
          <dd className="font-semibold text-slate-900">{number(programme.sales)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Komisi ditahan</dt>
          <dd className="font-semibold text-slate-900">{formatRupiah(programme.commissionPending)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Komisi cair</dt>
          <dd className="font-semibold text-slate-900">{formatRupiah(programme.commissionAvailable)}</dd>
        </div>
      </dl>
      {programme.removed ? null : (
        <div className="space-y-2">
          <LinkLine label="Tautan toko" link={programme.link} />
          {programme.products.map((product) => (
            <LinkLine
              key={product.id}
              label={`${product.title} · komisi ${product.commissionPercent}%`}
              link={product.link}
            />
          ))}
        </div>
      )}
    </li>
  );
}

function LinkLine({ label, link }: { label: string; link: string }) {
  return (
    <div className="space-y-1">
      <p className="text-xs text-slate-600">{label}</p>
      <div className="flex items-center gap-2">
        <input
          readOnly
          value={link}
          aria-label={`Tautan afiliasi: ${label}`}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-800"
        />
        <CopyButton text={link} label={`Salin tautan ${label}`} />
      </div>
    </div>
  );
}
