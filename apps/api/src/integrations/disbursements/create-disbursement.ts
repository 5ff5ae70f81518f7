import type { Config } from "../../env";
import type { DisbursementService } from "./disbursement";
import { createXenditPayouts } from "./xendit-payouts";

/**
 * The disbursement service `DISBURSEMENT_SERVICE` names, or null for `manual` (the default: an
 * admin transfers and records the reference). Built once by `buildApp`.
 */
export function createDisbursementService(config: Config): DisbursementService | null {
  return config.disbursementService === "xendit" ? createXenditPayouts(config) : null;
}
