/** Reasons an admin picks when rejecting an activation (DASHBOARD-UX §8); the seller reads them word for word. */

export const REJECT_REASONS = [
  "Foto KTP buram",
  "Swafoto tidak memperlihatkan KTP",
  "Nama rekening tidak sama dengan KTP",
  "NIK tidak valid",
] as const;

/** The radio value of "Lainnya…", which opens a free-text reason. */
export const OTHER_REASON = "other";
