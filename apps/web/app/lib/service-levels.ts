/**
 * Promises the pages make about how long people wait (DASHBOARD-UX §11: one place for this copy;
 * operations decides the values). Words, because a person reads them inside a sentence.
 */

/** How long the team takes to review an account activation: "Tim kami meninjau dalam {KYC_SLA}." */
export const KYC_SLA = "1–2 hari kerja";
