/**
 * "Saya mau menerima kabar dan penawaran dari {toko}" on every checkout (DESIGN §4 "Marketing
 * consent"): a plain checkbox in the form, so it posts without JavaScript too; unticked unless the
 * buyer ticked it before a failed submit.
 */
import { MARKETING_CONSENT_FIELD, MARKETING_CONSENT_VALUE, marketingConsentLabel } from "../marketing-consent";

export function MarketingConsentBox({ store, checked = false }: { store: string; checked?: boolean }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-slate-200 bg-white p-3">
      <input
        type="checkbox"
        name={MARKETING_CONSENT_FIELD}
        value={MARKETING_CONSENT_VALUE}
        defaultChecked={checked}
        className="mt-0.5 size-5 shrink-0 accent-violet-700"
      />
      <span>
        <span className="block text-sm font-medium text-slate-800">{marketingConsentLabel(store)}</span>
        <span className="block text-sm text-slate-500">Tidak wajib dicentang.</span>
      </span>
    </label>
  );
}
