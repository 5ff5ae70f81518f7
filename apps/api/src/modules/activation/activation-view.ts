import { tables } from "@lapak/db";
import { maskAccountNumber } from "@lapak/shared/banks";
import type { Activation } from "@lapak/shared/schemas/account";
import { eq } from "drizzle-orm";
import type { Config } from "../../env";
import type { Deps } from "../../lib/deps";
import { decryptNik, maskNik } from "./nik-crypto";

export type ActivationRow = typeof tables.activations.$inferSelect;

/**
 * The seller's own view of an activation: NIK and account number masked; the photos by their
 * `kyc_documents` ids only; after a rejection, the parts it named.
 */
export function toActivationView(row: ActivationRow, config: Pick<Config, "appSecret">): Activation {
  return {
    status: row.status,
    reason: row.reason,
    submittedAt: row.submittedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    legalName: row.legalName,
    nikMasked: maskNik(decryptNik(row.nikEncrypted, config.appSecret)),
    bankCode: row.bankCode,
    bankAccountNumber: maskAccountNumber(row.bankAccountNumber),
    bankAccountName: row.bankAccountName,
    idCardFileId: row.idCardMediaId,
    selfieFileId: row.selfieMediaId,
    rejectedParts: row.status === "rejected" ? row.rejectedParts : [],
  };
}

const NONE: Activation = {
  status: "none",
  reason: null,
  submittedAt: null,
  reviewedAt: null,
  legalName: null,
  nikMasked: null,
  bankCode: null,
  bankAccountNumber: null,
  bankAccountName: null,
  idCardFileId: null,
  selfieFileId: null,
  rejectedParts: [],
};

/** `GET /v1/account/activation`: the seller's activation, or `status: "none"`. */
export async function getActivation({ db, config }: Pick<Deps, "db" | "config">, sellerId: string) {
  const [row] = await db.select().from(tables.activations).where(eq(tables.activations.sellerId, sellerId));
  return row ? toActivationView(row, config) : NONE;
}
