import type { LibraryRequestCodeBody } from "@lapak/shared/schemas/library";
import { AppError } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";
import { mailLibraryCode } from "./library-codes";

/**
 * `POST /v1/library/request-code`: mails a sign-in code and link to `email` (DESIGN §6 "Buyer
 * library"). Every email gets the same work and the same answer — whether it bought or not, and
 * within 60 s of the last code (when nothing is mailed) — so the call never tells whether an email
 * has bought anything; waiting 60 s is always enough.
 * @returns seconds before the next code may be asked for: always `config.otpResendSeconds` (60)
 */
export async function requestLibraryCode(deps: Deps, { email }: LibraryRequestCodeBody): Promise<number> {
  try {
    await mailLibraryCode(deps, email);
  } catch (error) {
    if (!(error instanceof AppError && error.code === "rate_limited")) throw error;
  }
  return deps.config.otpResendSeconds;
}
