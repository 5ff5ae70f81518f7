import { newId, tables } from "@lapak/db";
import type { ActivationBody } from "@lapak/shared/schemas/account";
import { eq } from "drizzle-orm";
import type { Storage } from "../../integrations/storage/storage";
import { AppError, fieldError } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";
import { requireOwnedMedia } from "../media/owned-media";
import { toActivationView } from "./activation-view";
import { bankAccountChangedEmail } from "./bank-account-email";
import { encryptNik } from "./nik-crypto";

/** JPEG, PNG, WebP or HEIC, read from the first bytes (a phone camera's photo; never the name). */
export function isPhoto(head: Buffer): boolean {
  const ascii = head.toString("latin1");
  return (
    (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) ||
    ascii.startsWith("\x89PNG\r\n\x1a\n") ||
    (ascii.startsWith("RIFF") && ascii.slice(8, 12) === "WEBP") ||
    (ascii.slice(4, 8) === "ftyp" && /^(heic|heix|mif1|heif)/.test(ascii.slice(8, 12)))
  );
}

async function readHead(storage: Storage, key: string): Promise<Buffer> {
  const stream = await storage.get(key, { start: 0, end: 15 });
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * `POST /v1/account/activation` (DESIGN §4 "KYC data"): records the seller's legal name, NIK
 * (encrypted), KTP photo and selfie (their own private uploads, checked to be photos by content),
 * bank account and the time of consent; the account becomes `submitted`. A rejected seller may
 * submit again (the earlier data is replaced). When the payout bank account is new or differs from
 * the one stored, the seller is mailed "Rekening pencairan akun Lapak Anda diubah" (bank, last 4
 * digits, time in WIB), a `send-email` job committed with the data (ADR 0014): a stolen session
 * must not redirect the seller's money unnoticed. 409 when already submitted or approved; 422 on a
 * field when a photo is not the seller's own or not a photo.
 */
export async function submitActivation(
  deps: Pick<Deps, "db" | "config" | "mailer"> & { storage: Storage },
  { sellerId, input }: { sellerId: string; input: ActivationBody },
) {
  const { db, config, storage, mailer } = deps;
  const [user] = await db.select().from(tables.users).where(eq(tables.users.id, sellerId));
  if (user.activation === "submitted" || user.activation === "approved") {
    throw new AppError("conflict", "Data aktivasi Anda sudah dikirim.");
  }
  if (input.idCardFileId === input.selfieFileId) {
    throw fieldError("selfieFileId", "Swafoto harus foto yang berbeda dari foto KTP");
  }
  for (const [field, id] of [
    ["idCardFileId", input.idCardFileId],
    ["selfieFileId", input.selfieFileId],
  ] as const) {
    await requireOwnedMedia(deps, { ownerId: sellerId, ids: [id], kind: "file", field });
    const [media] = await db.select().from(tables.media).where(eq(tables.media.id, id));
    if (!isPhoto(await readHead(storage, media.storageKey))) {
      throw fieldError(field, "Unggah foto (JPG, PNG, WebP atau HEIC)");
    }
  }
  const now = new Date();
  const values = {
    legalName: input.legalName,
    nikEncrypted: encryptNik(input.nik, config.appSecret),
    nikLast4: input.nik.slice(-4),
    idCardMediaId: input.idCardFileId,
    selfieMediaId: input.selfieFileId,
    bankCode: input.bankCode,
    bankAccountNumber: input.bankAccountNumber,
    bankAccountName: input.bankAccountName.toUpperCase(),
    consentAt: now,
    status: "submitted" as const,
    reason: null,
    reviewedBy: null,
    reviewedAt: null,
    submittedAt: now,
  };
  const row = await db.transaction(async (tx) => {
    const a = tables.activations;
    const [before] = await tx
      .select({ bankCode: a.bankCode, bankAccountNumber: a.bankAccountNumber })
      .from(a)
      .where(eq(a.sellerId, sellerId))
      .for("update");
    const [saved] = await tx
      .insert(tables.activations)
      .values({ id: newId(), sellerId, ...values })
      .onConflictDoUpdate({ target: tables.activations.sellerId, set: values })
      .returning();
    await tx.update(tables.users).set({ activation: "submitted", updatedAt: now }).where(eq(tables.users.id, sellerId));
    if (before?.bankCode !== saved.bankCode || before.bankAccountNumber !== saved.bankAccountNumber) {
      await mailer.send(bankAccountChangedEmail(user, saved, now, config.appUrl), { tx });
    }
    return saved;
  });
  return toActivationView(row, config);
}
