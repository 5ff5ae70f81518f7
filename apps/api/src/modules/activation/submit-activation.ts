import { newId, tables } from "@lapak/db";
import type { ActivationBody, ActivationPart } from "@lapak/shared/schemas/account";
import { eq } from "drizzle-orm";
import type { Storage } from "../../integrations/storage/storage";
import { AppError, fieldError } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";
import { type ActivationRow, toActivationView } from "./activation-view";
import { bankAccountChangedEmail } from "./bank-account-email";
import { deleteKycDocumentsExcept, deleteObjects, lockOwnerAndKeptIds, requireKycPhoto } from "./kyc-documents";
import { encryptNik } from "./nik-crypto";

/**
 * A value of the submission: what the seller sent, else — on a resubmission after a rejection that
 * did not name `part` — what the rejected submission had; else a 422 on `field`.
 */
function sentOrKept<T>(
  sent: T | undefined,
  previous: ActivationRow | undefined,
  part: ActivationPart,
  kept: (row: ActivationRow) => T,
  { field, missing, named }: { field: string; missing: string; named: string },
): T {
  if (sent !== undefined) return sent;
  if (!previous) throw fieldError(field, missing);
  if (previous.rejectedParts.includes(part)) throw fieldError(field, named);
  return kept(previous);
}

/**
 * `POST /v1/account/activation` (DESIGN §4 "KYC data"): records the seller's legal name, NIK
 * (encrypted), KTP photo and selfie (their own uploads from `POST /v1/account/activation/photos/…`,
 * `kyc-documents.ts`), bank account and the time of consent; the account becomes `submitted`.
 * A rejected seller submits again without retyping what was right: `nik`, `bankAccountNumber` and
 * the photo ids left out keep the rejected submission's values, except the parts the admin named
 * (`rejectedParts`): those must be sent — a named photo must be a new one. The submission then
 * deletes every other KYC photo of the seller (the replaced attempt's, uploads never submitted):
 * rows in the transaction, stored bytes after it.
 * When a resubmission's payout bank account differs from the one stored, the seller is mailed
 * "Rekening pencairan akun Lapak Anda diubah" (bank, last 4 digits, time in WIB), a `send-email` job
 * committed with the data (ADR 0014): a stolen session must not redirect the seller's money unnoticed.
 * The first submission sets the account and mails nothing: the seller has just typed it.
 * Throws 409 when already submitted or approved; 422 on a field that is missing, or a photo that is
 * not the seller's own photo of that kind.
 */
export async function submitActivation(
  deps: Pick<Deps, "db" | "config" | "mailer"> & { storage: Storage },
  { sellerId, input }: { sellerId: string; input: ActivationBody },
) {
  const { db, config, storage, mailer } = deps;
  const { row, stale } = await db.transaction(async (tx) => {
    await lockOwnerAndKeptIds(tx, sellerId);
    const [user] = await tx.select().from(tables.users).where(eq(tables.users.id, sellerId));
    if (user.activation === "submitted" || user.activation === "approved") {
      throw new AppError("conflict", "Data aktivasi Anda sudah dikirim.");
    }
    const [stored] = await tx
      .select()
      .from(tables.activations)
      .where(eq(tables.activations.sellerId, sellerId))
      .for("update");
    const previous = user.activation === "rejected" ? stored : undefined;
    const nik = sentOrKept(
      input.nik === undefined
        ? undefined
        : { encrypted: encryptNik(input.nik, config.appSecret), last4: input.nik.slice(-4) },
      previous,
      "nik",
      (kept) => ({ encrypted: kept.nikEncrypted, last4: kept.nikLast4 }),
      { field: "nik", missing: "NIK harus 16 digit angka", named: "Ketik ulang NIK Anda: bagian ini perlu diperbaiki" },
    );
    const bankAccountNumber = sentOrKept(
      input.bankAccountNumber,
      previous,
      "bankAccount",
      (kept) => kept.bankAccountNumber,
      {
        field: "bankAccountNumber",
        missing: "Nomor rekening 6–20 digit angka",
        named: "Ketik ulang nomor rekening: bagian ini perlu diperbaiki",
      },
    );
    const idCard = sentOrKept(input.idCardFileId, previous, "idCard", (kept) => kept.idCardMediaId, {
      field: "idCardFileId",
      missing: "Unggah foto KTP",
      named: "Unggah foto KTP yang baru: foto sebelumnya ditolak",
    });
    const selfie = sentOrKept(input.selfieFileId, previous, "selfie", (kept) => kept.selfieMediaId, {
      field: "selfieFileId",
      missing: "Unggah swafoto dengan KTP",
      named: "Unggah swafoto yang baru: foto sebelumnya ditolak",
    });
    if (previous?.rejectedParts.includes("idCard") && idCard === previous.idCardMediaId) {
      throw fieldError("idCardFileId", "Unggah foto KTP yang baru: foto sebelumnya ditolak");
    }
    if (previous?.rejectedParts.includes("selfie") && selfie === previous.selfieMediaId) {
      throw fieldError("selfieFileId", "Unggah swafoto yang baru: foto sebelumnya ditolak");
    }
    await requireKycPhoto(tx, { ownerId: sellerId, id: idCard, kind: "id-card", field: "idCardFileId" });
    await requireKycPhoto(tx, { ownerId: sellerId, id: selfie, kind: "selfie", field: "selfieFileId" });

    const now = new Date();
    const values = {
      legalName: input.legalName,
      nikEncrypted: nik.encrypted,
      nikLast4: nik.last4,
      idCardMediaId: idCard,
      selfieMediaId: selfie,
      bankCode: input.bankCode,
      bankAccountNumber,
      bankAccountName: input.bankAccountName.toUpperCase(),
      consentAt: now,
      status: "submitted" as const,
      reason: null,
      rejectedParts: [],
      reviewedBy: null,
      reviewedAt: null,
      submittedAt: now,
    };
    const [saved] = await tx
      .insert(tables.activations)
      .values({ id: newId(), sellerId, ...values })
      .onConflictDoUpdate({ target: tables.activations.sellerId, set: values })
      .returning();
    await tx.update(tables.users).set({ activation: "submitted", updatedAt: now }).where(eq(tables.users.id, sellerId));
    if (stored && (stored.bankCode !== saved.bankCode || stored.bankAccountNumber !== saved.bankAccountNumber)) {
      await mailer.send(bankAccountChangedEmail(user, saved, now, config.appUrl), { tx });
    }
    return { row: saved, stale: await deleteKycDocumentsExcept(tx, sellerId, [idCard, selfie]) };
  });
  await deleteObjects(storage, stale);
  return toActivationView(row, config);
}
