/**
 * The three steps of the activation form. Numeric fields keep only digits and cut to length
 * themselves, with no `maxLength`: that would cut a pasted "3201 2345 6789 0001" before its spaces go. Every step stays in the form while hidden, so a plain
 * POST carries all of them; only the current one is shown.
 */
import { TextField } from "~/features/ui/text-field";
import { namesDiffer } from "~/lib/names";
import { type ActivationDraft, type DraftField, digitsOnly, NIK_LENGTH } from "../form-rules";
import { BankField } from "./bank-field";
import { KycPhotoField } from "./kyc-photo-field";

interface StepProps {
  hidden: boolean;
  draft: ActivationDraft;
  set: <K extends DraftField>(key: K, value: ActivationDraft[K]) => void;
  errors: Record<string, string[]>;
}

/** Step 1, "Data diri": the name as on the KTP and the 16-digit NIK. */
export function IdentityStep({ hidden, draft, set, errors, previousNik }: StepProps & { previousNik: string | null }) {
  return (
    <section hidden={hidden} className="space-y-5">
      <TextField
        name="legalName"
        label="Nama sesuai KTP"
        autoComplete="name"
        value={draft.legalName}
        onChange={(event) => set("legalName", event.target.value)}
        hint="Tulis persis seperti di KTP."
        errors={errors.legalName}
      />
      <TextField
        name="nik"
        label="NIK"
        inputMode="numeric"
        autoComplete="off"
        value={draft.nik}
        onChange={(event) => set("nik", digitsOnly(event.target.value).slice(0, NIK_LENGTH))}
        hint={
          <span className="flex justify-between gap-3">
            <span>
              {previousNik ? `Sebelumnya ${previousNik}. Ketik ulang NIK lengkap.` : "16 digit angka di KTP Anda."}
            </span>
            <span className="shrink-0 tabular-nums" aria-live="polite">
              {draft.nik.length}/{NIK_LENGTH}
            </span>
          </span>
        }
        errors={errors.nik}
      />
    </section>
  );
}

/** Step 2, "Foto": the KTP and a selfie holding it, each uploaded as soon as it is picked. */
export function PhotoStep({
  hidden,
  draft,
  set,
  errors,
  onUploading,
}: StepProps & { onUploading: (key: "idCardFileId" | "selfieFileId", busy: boolean) => void }) {
  return (
    <section hidden={hidden} className="space-y-6">
      <KycPhotoField
        name="idCardFileId"
        label="Foto KTP"
        hint="Seluruh kartu terlihat, tidak buram, tanpa pantulan."
        capture="environment"
        value={draft.idCardFileId}
        onChange={(id) => set("idCardFileId", id)}
        onUploadingChange={(busy) => onUploading("idCardFileId", busy)}
        errors={errors.idCardFileId}
      />
      <KycPhotoField
        name="selfieFileId"
        label="Swafoto dengan KTP"
        hint="Pegang KTP di samping wajah; wajah dan kartu terlihat jelas."
        capture="user"
        value={draft.selfieFileId}
        onChange={(id) => set("selfieFileId", id)}
        onUploadingChange={(busy) => onUploading("selfieFileId", busy)}
        errors={errors.selfieFileId}
      />
      <p className="text-xs text-slate-500">
        Foto disimpan secara privat dan hanya bisa dilihat tim peninjau Lapak, tidak pernah lewat tautan publik.
      </p>
    </section>
  );
}

/** Step 3, "Rekening": bank, account number, holder (with a warning when it is not the KTP name) and consent. */
export function AccountStep({
  hidden,
  draft,
  set,
  errors,
  previousAccount,
}: StepProps & { previousAccount: string | null }) {
  const differs = namesDiffer(draft.legalName, draft.bankAccountName);
  return (
    <section hidden={hidden} className="space-y-5">
      <BankField value={draft.bankCode} onChange={(code) => set("bankCode", code)} errors={errors.bankCode} />
      <TextField
        name="bankAccountNumber"
        label="Nomor rekening"
        inputMode="numeric"
        autoComplete="off"
        value={draft.bankAccountNumber}
        onChange={(event) => set("bankAccountNumber", digitsOnly(event.target.value).slice(0, 20))}
        hint={
          previousAccount ? `Sebelumnya ${previousAccount}. Ketik ulang nomor lengkap.` : "Tanpa spasi atau tanda baca."
        }
        errors={errors.bankAccountNumber}
      />
      <div>
        <TextField
          name="bankAccountName"
          label="Nama pemilik rekening"
          autoComplete="off"
          value={draft.bankAccountName}
          onChange={(event) => set("bankAccountName", event.target.value)}
          hint="Seperti tertulis di buku tabungan atau aplikasi bank."
          errors={errors.bankAccountName}
        />
        {differs ? (
          <p className="mt-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
            Nama pemilik rekening berbeda dengan nama di KTP ({draft.legalName.trim()}). Saldo hanya bisa dicairkan ke
            rekening atas nama Anda sendiri, jadi pengajuan bisa ditolak.
          </p>
        ) : null}
      </div>
      <div>
        <label className="flex items-start gap-3 rounded-xl bg-slate-50 p-3 text-sm text-slate-700 ring-1 ring-slate-200">
          <input
            type="checkbox"
            name="consent"
            checked={draft.consent}
            onChange={(event) => set("consent", event.target.checked)}
            aria-invalid={errors.consent ? true : undefined}
            className="mt-0.5 size-5 shrink-0 accent-violet-700"
          />
          <span>
            Saya setuju Lapak memproses nama, NIK, foto KTP, swafoto, dan data rekening di atas hanya untuk verifikasi
            identitas dan pencairan saldo, sesuai UU Pelindungan Data Pribadi.
          </span>
        </label>
        {errors.consent ? <p className="mt-1.5 text-sm font-medium text-red-700">{errors.consent.join(" ")}</p> : null}
      </div>
    </section>
  );
}
