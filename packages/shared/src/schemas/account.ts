/**
 * The seller's money and account beyond sales (DESIGN §3 "Beyond SPEC", §4 withdrawals and KYC):
 * activation (KYC), withdrawals, the ledger list, feedback, and the admin calls that review them.
 * Amounts are integer rupiah; times ISO 8601 UTC.
 */
import { BANK_CODES } from "../banks";
import { multilineText, text, z } from "../zod";
import { paginationQuerySchema } from "./common";
import { ACTIVATION_STATUSES } from "./user";

/** Smallest withdrawal, rupiah (DESIGN §4). */
export const MIN_WITHDRAWAL = 50_000;

export { ACTIVATION_REVIEW_STATUSES, ACTIVATION_STATUSES } from "./user";
export const activationStatusSchema = z.enum(ACTIVATION_STATUSES);

/** A NIK: 16 digits whose first two are an Indonesian province code (11–94). */
export const nikSchema = text()
  .trim()
  .regex(/^\d{16}$/, "NIK harus 16 digit angka")
  .refine((nik) => Number(nik.slice(0, 2)) >= 11 && Number(nik.slice(0, 2)) <= 94, "NIK tidak valid");

const personName = text()
  .trim()
  .min(2, "Nama minimal 2 karakter")
  .max(100, "Nama maksimal 100 karakter")
  .regex(/^[\p{L} .,'-]+$/u, "Nama hanya boleh berisi huruf");

/**
 * The parts of an activation an admin may name when rejecting it: the seller must send those again;
 * every other part of the rejected submission is kept unless the seller changes it.
 */
export const ACTIVATION_PARTS = ["legalName", "nik", "idCard", "selfie", "bankAccount"] as const;
export type ActivationPart = (typeof ACTIVATION_PARTS)[number];

/** What each part is called on screen and in the rejection email. */
export const ACTIVATION_PART_LABELS: Record<ActivationPart, string> = {
  legalName: "Nama sesuai KTP",
  nik: "NIK",
  idCard: "Foto KTP",
  selfie: "Swafoto dengan KTP",
  bankAccount: "Rekening bank",
};

/** The two KYC photos, as `POST /v1/account/activation/photos/{which}` names them. */
export const KYC_PHOTO_KINDS = ["id-card", "selfie"] as const;
export type KycPhotoKind = (typeof KYC_PHOTO_KINDS)[number];

/** Largest KYC photo, bytes (a phone camera's photo is 2–8 MB). */
export const MAX_KYC_PHOTO_BYTES = 15 * 1024 * 1024;

/** `POST /v1/account/activation/photos/{which}`: the private KYC photo just stored. */
export const uploadedKycPhotoSchema = z.object({ id: z.string(), kind: z.enum(KYC_PHOTO_KINDS) });
export type UploadedKycPhoto = z.infer<typeof uploadedKycPhotoSchema>;

/**
 * `POST /v1/account/activation`. The KYC photos are ids from `POST /v1/account/activation/photos/…`
 * (kept apart from the media library). After a rejection `nik`, `bankAccountNumber` and the photo
 * ids may be left out to keep what the rejected submission had — except the parts the rejection
 * named (`rejectedParts`); a first submission needs them all (the API answers 422 on the field).
 */
export const activationBodySchema = z.object({
  legalName: personName,
  nik: nikSchema.optional(),
  idCardFileId: z.uuid("Unggah foto KTP").optional(),
  selfieFileId: z.uuid("Unggah swafoto dengan KTP").optional(),
  bankCode: z.enum(BANK_CODES, { error: "Pilih bank" }),
  bankAccountNumber: text()
    .trim()
    .regex(/^\d{6,20}$/, "Nomor rekening 6–20 digit angka")
    .optional(),
  bankAccountName: personName,
  consent: z.literal(true, { error: "Centang persetujuan untuk melanjutkan" }),
});
export type ActivationBody = z.infer<typeof activationBodySchema>;

/** `GET /v1/account/activation`: the seller's own view; the NIK and account number masked. */
export const activationSchema = z.object({
  status: activationStatusSchema,
  reason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  legalName: z.string().nullable(),
  /** `3201••••••••0001`. */
  nikMasked: z.string().nullable(),
  bankCode: z.string().nullable(),
  /** `•••• 7890`. */
  bankAccountNumber: z.string().nullable(),
  bankAccountName: z.string().nullable(),
  /**
   * The seller's own private uploads of the KTP photo and the selfie, so a rejected seller can send
   * corrected data again without taking both photos again (never a URL: only admins see the photos).
   */
  idCardFileId: z.string().nullable(),
  selfieFileId: z.string().nullable(),
  /** The parts a rejection named, which the seller must send again; empty otherwise. */
  rejectedParts: z.array(z.enum(ACTIVATION_PARTS)),
});
export type Activation = z.infer<typeof activationSchema>;

/** `GET /v1/admin/activations` item (admins only: the account number whole, the NIK masked). */
export const adminActivationSchema = z.object({
  id: z.string(),
  userId: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  legalName: z.string(),
  nikMasked: z.string(),
  bankCode: z.string(),
  bankAccountNumber: z.string(),
  bankAccountName: z.string(),
  status: activationStatusSchema.exclude(["none"]),
  reason: z.string().nullable(),
  rejectedParts: z.array(z.enum(ACTIVATION_PARTS)),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
});

/** `GET /v1/admin/activations/{id}`: the whole NIK and the two photos' admin-only URLs. */
export const adminActivationDetailSchema = adminActivationSchema.extend({
  nik: z.string(),
  idCardUrl: z.string(),
  selfieUrl: z.string(),
  consentAt: z.string(),
});

export const adminActivationListQuerySchema = paginationQuerySchema.extend({
  status: activationStatusSchema.exclude(["none"]).default("submitted"),
});

/** `POST /v1/admin/activations/{id}/reject`: the reason the seller reads, and the parts to send again. */
export const rejectBodySchema = z.object({
  reason: multilineText().trim().min(3, "Tulis alasannya").max(500, "Alasan maksimal 500 karakter"),
  parts: z
    .array(z.enum(ACTIVATION_PARTS, { error: "Bagian tidak dikenal" }))
    .max(ACTIVATION_PARTS.length)
    .default([]),
});

/**
 * `withdrawals.status`: `pending` until paid (through the disbursement service or by an admin) or
 * failed; a failed one — also a paid one the bank sent back — returns its money to `available`
 * (DESIGN §4).
 */
export const WITHDRAWAL_STATUSES = ["pending", "paid", "failed"] as const;

/** `POST /v1/withdrawals`. */
export const withdrawalBodySchema = z.object({
  amount: z
    .number({ error: "Masukkan jumlah dalam rupiah" })
    .int("Jumlah harus rupiah utuh")
    .min(MIN_WITHDRAWAL, "Minimal penarikan Rp50.000")
    .max(1_000_000_000_000, "Jumlah terlalu besar"),
  /**
   * A simulated withdrawal of sandbox money (ADR 0023): only while the instance runs the sandbox
   * gateway; paid at once by the sandbox payout, nothing reaches a bank. Default false.
   */
  simulated: z.boolean({ error: "Pilih ya atau tidak" }).optional(),
});

/** A withdrawal as its seller sees it (account number masked). */
export const withdrawalSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  status: z.enum(WITHDRAWAL_STATUSES),
  bankCode: z.string(),
  bankAccountNumber: z.string(),
  bankAccountName: z.string(),
  reference: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
  /**
   * Set when a disbursement service's result contradicted how the withdrawal had been settled and
   * the ledger was re-booked (ADR 0017): what happened, in Indonesian, for the admin.
   */
  flag: z.string().nullable(),
  /** A simulated withdrawal of sandbox money (ADR 0023), shown as "Simulasi" everywhere. */
  simulated: z.boolean(),
  /**
   * Pending while the seller's store is suspended (DESIGN §4 "Suspended stores", ADR 0027): no
   * payout is sent and it cannot be marked paid until the suspension is lifted or it is rejected.
   */
  onHold: z.boolean(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/**
 * `GET /v1/admin/withdrawals` item: the account number whole, whose it is, and how it is paid out:
 * `payoutId` (the disbursement service's id once sent), `automatic` (sent through the service) and
 * `automaticAvailable` (a service is configured and can pay to this bank; else an admin pays by hand).
 */
export const adminWithdrawalSchema = withdrawalSchema.extend({
  sellerId: z.string(),
  sellerEmail: z.string(),
  sellerName: z.string(),
  username: z.string().nullable(),
  payoutId: z.string().nullable(),
  automatic: z.boolean(),
  automaticAvailable: z.boolean(),
});

export const adminWithdrawalListQuerySchema = paginationQuerySchema.extend({
  status: z.enum(WITHDRAWAL_STATUSES).default("pending"),
});

export const markPaidBodySchema = z.object({
  reference: text().trim().min(3, "Isi nomor referensi transfer").max(100),
});

/**
 * `ledger_entries.kind`, the movement a row belongs to (DESIGN §4 "Money is a ledger"): a `sale`
 * credits `pending`; its `release` after HOLD_DAYS is −pending +available; a `withdrawal` is
 * −available +withdrawn; a failed withdrawal's `return` is −withdrawn +available; a `correction` is
 * −available +withdrawn again when a disbursement service paid a withdrawal the books had settled
 * otherwise (a late SUCCEEDED after "failed", or a payout on top of a manual transfer; ADR 0017); a
 * `refund` takes the seller's share of a refund out of the sale's `pending` while it is held, else
 * `available`, and books what the balance could not cover in `debt` (ADR 0020, ADR 0027; its source
 * is the refund); a `settlement` pays that debt from `available`: −available +debt (ADR 0027); a
 * `commission` is an affiliate's share of a sale (ADR 0050): −pending on the seller, +pending on
 * the affiliate (source: the transaction), released with the sale; a refund takes the affiliate's
 * part back like the seller's (kind `refund`, the affiliate's rows).
 */
export const LEDGER_KINDS = [
  "sale",
  "release",
  "withdrawal",
  "return",
  "correction",
  "refund",
  "settlement",
  "commission",
] as const;
/**
 * `ledger_entries.bucket`: the balance a row moves; each balance is the sum of its bucket. `debt`
 * is ≤ 0: what the seller owes the platform for refunds their balance did not cover (ADR 0027).
 */
export const LEDGER_BUCKETS = ["pending", "available", "withdrawn", "debt"] as const;

/** `GET /v1/balance/ledger` item: one append-only ledger row, explained. */
export const ledgerEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(LEDGER_KINDS),
  bucket: z.enum(LEDGER_BUCKETS),
  /** Signed rupiah. */
  amount: z.number().int(),
  createdAt: z.string(),
  availableAt: z.string().nullable(),
  sourceId: z.string(),
  /** The sale's product title, or null for withdrawals. */
  title: z.string().nullable(),
  /** Sandbox money: a test payment, its refund, or a simulated withdrawal (ADR 0023). */
  sandbox: z.boolean(),
});

/** `POST /v1/feedback`. */
export const feedbackBodySchema = z.object({
  message: multilineText().trim().min(3, "Tulis masukan Anda").max(2000, "Masukan maksimal 2.000 karakter"),
  page: text().max(300).optional(),
});

export const feedbackSchema = z.object({
  id: z.string(),
  message: z.string(),
  page: z.string().nullable(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  createdAt: z.string(),
});

/** `GET /v1/account/checklist`: a new seller's steps, from real state. */
export const checklistSchema = z.object({
  profileComplete: z.boolean(),
  hasProduct: z.boolean(),
  hasSale: z.boolean(),
  activated: z.boolean(),
  storeLinkShared: z.boolean(),
});
export type Checklist = z.infer<typeof checklistSchema>;
