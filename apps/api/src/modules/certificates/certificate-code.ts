import { randomInt } from "node:crypto";
import { certificateCodeFrom } from "@lapak/shared/certificate-code";

/**
 * A fresh random certificate code (`SRT-` + 8 Crockford base32 characters: 2^40 codes, DESIGN §6
 * "Certificates"). Uniqueness is the database's (`certificates.code` is unique); `issueCertificate`
 * draws another one on a collision.
 */
export function newCertificateCode(): string {
  return certificateCodeFrom(Array.from({ length: 8 }, () => randomInt(32)));
}
