/**
 * `/dashboard/activate-account/start` (DASHBOARD-UX §7): a three-step form (Data diri, Foto,
 * Rekening) that keeps its state across steps and submits once, at the end, as a plain POST to the
 * route's action. Each step checks its fields before "Lanjut"; a 422 jumps back to the step of the
 * failing field; leaving with changes asks first. After a rejection the previous submission comes
 * back filled in: the NIK and account number stay as they were (masked, "Ubah" to retype) and the
 * photos are kept, except the parts the rejection named, which are asked for again.
 */
import { ACTIVATION_PART_LABELS, ACTIVATION_PARTS, type ActivationPart } from "@lapak/shared/schemas/account";
import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/features/ui/button";
import { useActionToast } from "~/features/ui/use-action-toast";
import { useUnsavedChanges } from "~/features/ui/use-unsaved-changes";
import { type ActivationDraft, checkStep, type DraftField, type KeptField, stepOfErrors } from "../form-rules";
import { AccountStep, IdentityStep, PhotoStep } from "./form-steps";
import { StepHeader } from "./step-header";

export interface ActivationFormProps {
  initial: Pick<ActivationDraft, "legalName" | "bankCode" | "bankAccountName"> & {
    idCardFileId: string | null;
    selfieFileId: string | null;
  };
  /**
   * What a rejected submission had, masked (`3201••••••••0001`, `•••• 7890`), kept unless retyped;
   * null on a first submission or when the rejection named that part.
   */
  previous: { nikMasked: string | null; bankAccountNumber: string | null };
  rejectedReason: string | null;
  /** The parts the rejection named (asked for again); empty otherwise. */
  rejectedParts: ActivationPart[];
  actionData?: {
    ok: boolean;
    message?: string;
    errors?: Record<string, string[]>;
    step?: number | null;
    values?: ActivationDraft;
  };
}

type Errors = Record<string, string[]>;

const LAST_STEP = 2;

/** The stepper form. */
export function ActivationForm({ initial, previous, rejectedReason, rejectedParts, actionData }: ActivationFormProps) {
  const start: ActivationDraft = {
    legalName: initial.legalName,
    nik: "",
    idCardFileId: initial.idCardFileId ?? "",
    selfieFileId: initial.selfieFileId ?? "",
    bankCode: initial.bankCode,
    bankAccountNumber: "",
    bankAccountName: initial.bankAccountName,
    consent: false,
  };
  const [startJson] = useState(() => JSON.stringify(start));
  // A page rendered by a plain POST (before hydration) starts from what was sent and where it failed.
  const [draft, setDraft] = useState(() => ({ ...start, ...actionData?.values }));
  const [step, setStep] = useState(() => actionData?.step ?? 0);
  const [errors, setErrors] = useState<Errors>(() => actionData?.errors ?? {});
  const [uploading, setUploading] = useState<Partial<Record<DraftField, boolean>>>({});
  // Kept unless the seller chose "Ubah" (or a plain POST came back with a value typed in).
  const [kept, setKept] = useState<ReadonlySet<KeptField>>(() => {
    const fields: KeptField[] = [];
    if (previous.nikMasked && !actionData?.values?.nik) fields.push("nik");
    if (previous.bankAccountNumber && !actionData?.values?.bankAccountNumber) fields.push("bankAccountNumber");
    return new Set(fields);
  });
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const submitting = useNavigation().state === "submitting";

  useActionToast(actionData);
  useUnsavedChanges(JSON.stringify(draft) !== startJson);

  // A failed submit: show its field errors and go to the first step that has one.
  useEffect(() => {
    if (!actionData || actionData.ok) return;
    setErrors(actionData.errors ?? {});
    const target = actionData.step ?? stepOfErrors(actionData.errors);
    if (target === null) return;
    moved.current = true;
    setStep(target);
  }, [actionData]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the heading takes focus each time the step changes
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  function go(next: number) {
    moved.current = true;
    setStep(next);
  }

  /** Keeps the previous value of `key` (clearing what was typed) or opens it to be retyped. */
  function keep(key: KeptField, yes: boolean) {
    setKept((current) => {
      const next = new Set(current);
      if (yes) next.add(key);
      else next.delete(key);
      return next;
    });
    if (yes) set(key, "");
  }

  function set<K extends DraftField>(key: K, value: ActivationDraft[K]) {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
  }

  /** Problems of `index`, counting a photo still uploading as one. */
  function problemsOf(index: number): Errors {
    const problems = checkStep(index, draft, kept);
    for (const key of ["idCardFileId", "selfieFileId"] as const) {
      if (index === 1 && uploading[key]) problems[key] = ["Tunggu sampai foto selesai diunggah"];
    }
    return problems;
  }

  function next() {
    const problems = problemsOf(step);
    setErrors(problems);
    if (Object.keys(problems).length === 0) go(step + 1);
  }

  return (
    <Form
      method="post"
      noValidate
      onSubmit={(event) => {
        if (step < LAST_STEP) {
          event.preventDefault();
          next();
          return;
        }
        for (let index = 0; index <= LAST_STEP; index++) {
          const problems = problemsOf(index);
          if (Object.keys(problems).length) {
            event.preventDefault();
            setErrors(problems);
            go(index);
            return;
          }
        }
      }}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      {rejectedReason ? (
        <div
          role="note"
          className="mb-5 space-y-1 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900 ring-1 ring-red-200"
        >
          <p>
            <span className="font-semibold">Alasan penolakan:</span> {rejectedReason}
          </p>
          {rejectedParts.length > 0 ? (
            <p>
              <span className="font-semibold">Perlu diisi ulang:</span>{" "}
              {ACTIVATION_PARTS.filter((part) => rejectedParts.includes(part))
                .map((part) => ACTIVATION_PART_LABELS[part])
                .join(", ")}
              . Data lain sudah terisi dari pengajuan sebelumnya.
            </p>
          ) : (
            <p>Data Anda sebelumnya sudah terisi. Ubah yang perlu saja.</p>
          )}
        </div>
      ) : null}
      <StepHeader ref={heading} step={step} />

      <IdentityStep
        hidden={step !== 0}
        draft={draft}
        set={set}
        errors={errors}
        nik={{
          previous: previous.nikMasked,
          kept: kept.has("nik"),
          onKeep: (yes) => keep("nik", yes),
          rejected: rejectedParts.includes("nik"),
        }}
      />
      <PhotoStep
        hidden={step !== 1}
        draft={draft}
        set={set}
        errors={errors}
        onUploading={(key, busy) => setUploading((current) => ({ ...current, [key]: busy }))}
        rejected={{ idCard: rejectedParts.includes("idCard"), selfie: rejectedParts.includes("selfie") }}
      />
      <AccountStep
        hidden={step !== 2}
        draft={draft}
        set={set}
        errors={errors}
        account={{
          previous: previous.bankAccountNumber,
          kept: kept.has("bankAccountNumber"),
          onKeep: (yes) => keep("bankAccountNumber", yes),
          rejected: rejectedParts.includes("bankAccount"),
        }}
      />

      <div className="sticky bottom-16 z-20 -mx-5 mt-6 flex gap-3 border-t border-slate-200 bg-white/95 px-5 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:static lg:mx-0 lg:border-0 lg:bg-transparent lg:px-0 lg:pb-0">
        {step > 0 ? (
          <Button type="button" variant="secondary" onClick={() => go(step - 1)} className="min-h-11">
            Kembali
          </Button>
        ) : null}
        {/* Two keys, two elements: were React to turn this very button into type="submit" inside
            its own click, the browser would then submit the form for that same click. */}
        {step < LAST_STEP ? (
          <Button key="next" type="button" onClick={next} className="min-h-11 flex-1 sm:flex-none">
            Lanjut
          </Button>
        ) : (
          <Button key="submit" type="submit" disabled={submitting} className="min-h-11 flex-1 sm:flex-none">
            {submitting ? "Memproses..." : "Kirim untuk Ditinjau"}
          </Button>
        )}
      </div>
    </Form>
  );
}
