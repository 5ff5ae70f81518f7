import type { ActivationPart } from "@lapak/shared/schemas/account";

/** Reasons an admin picks when rejecting an activation (DASHBOARD-UX §8); the seller reads them word for word. */

export const REJECT_REASONS = [
  "Foto KTP buram",
  "Swafoto tidak memperlihatkan KTP",
  "Nama rekening tidak sama dengan KTP",
  "NIK tidak valid",
] as const;

/**
 * The parts of the submission each preset reason is about, ticked for the admin when they pick it:
 * the seller is asked to send those again and keeps everything else (DESIGN §4 "KYC data").
 */
export const REASON_PARTS: Record<(typeof REJECT_REASONS)[number], ActivationPart[]> = {
  "Foto KTP buram": ["idCard"],
  "Swafoto tidak memperlihatkan KTP": ["selfie"],
  "Nama rekening tidak sama dengan KTP": ["bankAccount"],
  "NIK tidak valid": ["nik"],
};

/** The radio value of "Lainnya…", which opens a free-text reason. */
export const OTHER_REASON = "other";
