import { activationBodySchema } from "@lapak/shared/schemas/account";
import { describe, expect, it } from "vitest";
import { type ActivationDraft, checkStep, digitsOnly, nikProblem, stepOfErrors } from "./form-rules";

const valid: ActivationDraft = {
  legalName: "Sari Wulandari",
  nik: "3201234567890001",
  idCardFileId: "0195f3a0-0000-7000-8000-000000000001",
  selfieFileId: "0195f3a0-0000-7000-8000-000000000002",
  bankCode: "bca",
  bankAccountNumber: "1234567890",
  bankAccountName: "SARI WULANDARI",
  consent: true,
};

/** The API's first message for each failing field of `draft` (the form shows one at a time). */
function apiErrors(draft: ActivationDraft): Record<string, string[]> {
  const result = activationBodySchema.safeParse(draft);
  const errors: Record<string, string[]> = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const key = String(issue.path[0]);
    errors[key] ??= [issue.message];
  }
  return errors;
}

function allSteps(draft: ActivationDraft) {
  return { ...checkStep(0, draft), ...checkStep(1, draft), ...checkStep(2, draft) };
}

describe("checkStep", () => {
  it("passes a complete draft on every step", () => {
    expect(allSteps(valid)).toEqual({});
    expect(apiErrors(valid)).toEqual({});
  });

  it("says what the API would say, field by field", () => {
    const drafts: Partial<ActivationDraft>[] = [
      { nik: "12345" },
      { nik: "0001234567890001" },
      { nik: "3201a34567890001" },
      { legalName: "S" },
      { legalName: "Sari 123" },
      { bankAccountName: "" },
      { idCardFileId: "" },
      { selfieFileId: "" },
      { bankCode: "" },
      { bankAccountNumber: "12345" },
      { bankAccountNumber: "12345678901234567890123" },
      { consent: false },
    ];
    for (const change of drafts) {
      const draft = { ...valid, ...change };
      expect(allSteps(draft), JSON.stringify(change)).toEqual(apiErrors(draft));
    }
  });

  it("lets a resubmission leave the NIK and account number empty to keep the previous ones", () => {
    const resubmission = { ...valid, nik: "", bankAccountNumber: "" };
    const kept = new Set(["nik", "bankAccountNumber"] as const);
    expect({ ...checkStep(0, resubmission, kept), ...checkStep(2, resubmission, kept) }).toEqual({});
    expect(checkStep(0, { ...resubmission, nik: "12345" }, kept)).toEqual({ nik: ["NIK harus 16 digit angka"] });
    expect(checkStep(0, resubmission)).toEqual({ nik: ["NIK harus 16 digit angka"] });
  });

  it("checks only the fields of its own step", () => {
    const empty = { ...valid, nik: "", idCardFileId: "", consent: false };
    expect(Object.keys(checkStep(0, empty))).toEqual(["nik"]);
    expect(Object.keys(checkStep(1, empty))).toEqual(["idCardFileId"]);
    expect(Object.keys(checkStep(2, empty))).toEqual(["consent"]);
  });
});

describe("stepOfErrors", () => {
  it("jumps to the first step with a failing field", () => {
    expect(stepOfErrors({ selfieFileId: ["Berkas tidak ditemukan"] })).toBe(1);
    expect(stepOfErrors({ bankCode: ["Pilih bank"], nik: ["NIK tidak valid"] })).toBe(0);
    expect(stepOfErrors({ consent: ["…"] })).toBe(2);
  });

  it("stays put for errors that name no field of the form", () => {
    expect(stepOfErrors({})).toBeNull();
    expect(stepOfErrors({ _: ["…"] })).toBeNull();
    expect(stepOfErrors(undefined)).toBeNull();
  });
});

describe("digitsOnly and nikProblem", () => {
  it("keeps the digits of a pasted NIK and accepts it", () => {
    expect(digitsOnly("3201 2345-6789 0001")).toBe("3201234567890001");
    expect(nikProblem("3201234567890001")).toBeNull();
  });
});
