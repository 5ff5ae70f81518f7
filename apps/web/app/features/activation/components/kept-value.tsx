/**
 * A value of the rejected submission that is kept as it was (DESIGN §4 "KYC data"): shown masked
 * (`3201••••••••0001`, `•••• 7890`), never sent again; "Ubah" opens the field to type a new one.
 */
export function KeptValue({ label, masked, onEdit }: { label: string; masked: string; onEdit: () => void }) {
  return (
    <div>
      <p className="mb-1.5 text-sm font-medium text-slate-800">{label}</p>
      <div className="flex min-h-11 items-center justify-between gap-3 rounded-xl bg-slate-50 pl-3 ring-1 ring-slate-200">
        <span className="tabular-nums text-slate-900">{masked}</span>
        <button
          type="button"
          onClick={onEdit}
          className="min-h-11 rounded-xl px-3 text-sm font-semibold text-violet-700 hover:bg-violet-50"
          aria-label={`Ubah ${label}`}
        >
          Ubah
        </button>
      </div>
      <p className="mt-1.5 text-sm text-slate-500">Sama seperti pengajuan sebelumnya, tidak perlu diketik ulang.</p>
    </div>
  );
}

/** "Sebelumnya … · Pakai yang sebelumnya": the hint of a kept value being retyped. */
export function UsePrevious({ masked, onKeep }: { masked: string; onKeep: () => void }) {
  return (
    <>
      Sebelumnya {masked}.{" "}
      <button type="button" onClick={onKeep} className="font-semibold text-violet-700 hover:underline">
        Pakai yang sebelumnya
      </button>
    </>
  );
}
