/**
 * The activation form's three steps and the checks each runs before "Lanjut" (DASHBOARD-UX §7).
 * The messages are the shared schema's (`activationBodySchema`), so the browser says what the API
 * would; a test keeps them equal. Plain functions: no zod in the browser bundle.
 */

/** Length of a NIK (Nomor Induk Kependudukan). */
export const NIK_LENGTH = 16;

/** What the form holds, as typed (strings), before the action parses it. */
export interface ActivationDraft {
  legalName: string;
  nik: string;
  idCardFileId: string;
  selfieFileId: string;
  bankCode: string;
  bankAccountNumber: string;
  bankAccountName: string;
  consent: boolean;
}

export type DraftField = keyof ActivationDraft;

/** The steps in order: a title and the fields it asks for. */
export const ACTIVATION_STEPS: readonly { title: string; fields: readonly DraftField[] }[] = [
  { title: "Data diri", fields: ["legalName", "nik"] },
  { title: "Foto", fields: ["idCardFileId", "selfieFileId"] },
  { title: "Rekening", fields: ["bankCode", "bankAccountNumber", "bankAccountName", "consent"] },
];

/** `"3201 2345-6789"` → `"320123456789"`: what a numeric field keeps of what was typed or pasted. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, "");
}

const NAME_PATTERN = /^[\p{L} .,'-]+$/u;

function nameProblem(name: string): string | null {
  const value = name.trim();
  if (value.length < 2) return "Nama minimal 2 karakter";
  if (value.length > 100) return "Nama maksimal 100 karakter";
  if (!NAME_PATTERN.test(value)) return "Nama hanya boleh berisi huruf";
  return null;
}

/** The NIK rule (16 digits, a province code 11–94 first); null when it passes. */
export function nikProblem(nik: string): string | null {
  const value = nik.trim();
  if (!/^\d{16}$/.test(value)) return "NIK harus 16 digit angka";
  const province = Number(value.slice(0, 2));
  if (province < 11 || province > 94) return "NIK tidak valid";
  return null;
}

const CHECKS: Record<DraftField, (draft: ActivationDraft) => string | null> = {
  legalName: (draft) => nameProblem(draft.legalName),
  nik: (draft) => nikProblem(draft.nik),
  idCardFileId: (draft) => (draft.idCardFileId ? null : "Unggah foto KTP"),
  selfieFileId: (draft) => (draft.selfieFileId ? null : "Unggah swafoto dengan KTP"),
  bankCode: (draft) => (draft.bankCode ? null : "Pilih bank"),
  bankAccountNumber: (draft) =>
    /^\d{6,20}$/.test(draft.bankAccountNumber.trim()) ? null : "Nomor rekening 6–20 digit angka",
  bankAccountName: (draft) => nameProblem(draft.bankAccountName),
  consent: (draft) => (draft.consent ? null : "Centang persetujuan untuk melanjutkan"),
};

/**
 * The fields a resubmission after a rejection may leave empty to keep the rejected submission's
 * value (the API keeps it unless the rejection named that part).
 */
export type KeptField = "nik" | "bankAccountNumber";

/**
 * Field errors of one step (index 0–2), keyed like the API's; empty when the step may go on. A field
 * of `kept` left empty passes: the previous value is kept.
 */
export function checkStep(
  step: number,
  draft: ActivationDraft,
  kept: ReadonlySet<KeptField> = new Set(),
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const field of ACTIVATION_STEPS[step]?.fields ?? []) {
    if ((field === "nik" || field === "bankAccountNumber") && kept.has(field) && draft[field] === "") continue;
    const problem = CHECKS[field](draft);
    if (problem) errors[field] = [problem];
  }
  return errors;
}

/**
 * The first step holding a field of `errors` (a 422 from the API or the action), so the form can
 * jump there; null when no error names a field of the form.
 */
export function stepOfErrors(errors: Record<string, unknown> | undefined): number | null {
  if (!errors) return null;
  const index = ACTIVATION_STEPS.findIndex((step) => step.fields.some((field) => field in errors));
  return index === -1 ? null : index;
}
