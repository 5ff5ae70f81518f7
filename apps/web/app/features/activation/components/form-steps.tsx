/**
 * The three steps of the activation form. Numeric fields keep only digits and cut to length
 * themselves, with no `maxLength`: that would cut a pasted "3201 2345 6789 0001" before its spaces go. Every step stays in the form while hidden, so a plain
 * POST carries all of them; only the current one is shown.
 */
import { TextField } from "~/features/ui/text-field";
import { namesDiffer } from "~/lib/names";
import { type ActivationDraft, type DraftField, digitsOnly, NIK_LENGTH } from "../form-rules";
import { BankField } from "./bank-field";
import { KeptValue, UsePrevious } from "./kept-value";
import { KycPhotoField } from "./kyc-photo-field";

interface StepProps {
  hidden: boolean;
  draft: ActivationDraft;
  set: <K extends DraftField>(key: K, value: ActivationDraft[K]) => void;
  errors: Record<string, string[]>;
}

/**
 * A value a resubmission may keep: the previous one masked (`null` on a first submission or when the
 * rejection named it), whether it is kept right now, and the switch between keeping and retyping.
 */
interface Keepable {
  previous: string | null;
  kept: boolean;
  onKeep: (keep: boolean) => void;
  /** The rejection named this part: it must be typed again. */
  rejected: boolean;
}

/** Step 1, "Data diri": the name as on the KTP and the 16-digit NIK (kept from before unless changed). */
export function IdentityStep({ hidden, draft, set, errors, nik }: StepProps & { nik: Keepable }) {
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
      {nik.kept && nik.previous ? (
        <KeptValue label="NIK" masked={nik.previous} onEdit={() => nik.onKeep(false)} />
      ) : (
        <TextField
          name="nik"
          label="NIK"
          inputMode="numeric"
          autoComplete="off"
          autoFocus={Boolean(nik.previous)}
          value={draft.nik}
          onChange={(event) => set("nik", digitsOnly(event.target.value).slice(0, NIK_LENGTH))}
          hint={
            <span className="flex justify-between gap-3">
              <span>
                {nik.previous ? (
                  <UsePrevious masked={nik.previous} onKeep={() => nik.onKeep(true)} />
                ) : nik.rejected ? (
                  "NIK sebelumnya perlu diperbaiki. Ketik 16 digit NIK sesuai KTP."
                ) : (
                  "16 digit angka di KTP Anda."
                )}
              </span>
              <span className="shrink-0 tabular-nums" aria-live="polite">
                {draft.nik.length}/{NIK_LENGTH}
              </span>
            </span>
          }
          errors={errors.nik}
        />
      )}
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
  rejected,
}: StepProps & {
  onUploading: (key: "idCardFileId" | "selfieFileId", busy: boolean) => void;
  /** The photos the rejection named: a new one is asked for. */
  rejected: { idCard: boolean; selfie: boolean };
}) {
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
        rejected={rejected.idCard}
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
        rejected={rejected.selfie}
        errors={errors.selfieFileId}
      />
      <p className="text-xs text-slate-500">
        Foto disimpan secara privat dan hanya bisa dilihat tim peninjau Lapak, tidak pernah lewat tautan publik.
      </p>
    </section>
  );
}

/** Step 3, "Rekening": bank, account number, holder (with a warning when it is not the KTP name) and consent. */
export function AccountStep({ hidden, draft, set, errors, account }: StepProps & { account: Keepable }) {
  const differs = namesDiffer(draft.legalName, draft.bankAccountName);
  return (
    <section hidden={hidden} className="space-y-5">
      <BankField value={draft.bankCode} onChange={(code) => set("bankCode", code)} errors={errors.bankCode} />
      {account.kept && account.previous ? (
        <KeptValue label="Nomor rekening" masked={account.previous} onEdit={() => account.onKeep(false)} />
      ) : (
        <TextField
          name="bankAccountNumber"
          label="Nomor rekening"
          inputMode="numeric"
          autoComplete="off"
          autoFocus={Boolean(account.previous)}
          value={draft.bankAccountNumber}
          onChange={(event) => set("bankAccountNumber", digitsOnly(event.target.value).slice(0, 20))}
          hint={
            account.previous ? (
              <UsePrevious masked={account.previous} onKeep={() => account.onKeep(true)} />
            ) : account.rejected ? (
              "Rekening sebelumnya perlu diperbaiki. Ketik nomor rekening lengkap, tanpa spasi."
            ) : (
              "Tanpa spasi atau tanda baca."
            )
          }
          errors={errors.bankAccountNumber}
        />
      )}
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
